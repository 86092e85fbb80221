import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeFolderDirs } from '../../src/modules/channels/channels.repo.ts';
import { createAgentRelation, declarationFixture, saveDeclaration } from '../helpers/customs.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// A channel's folders only under CHANNELS_ROOT, and only administrators manage channels
let t: TestApp;
let admin: string;
let clerk: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

const folderChannel = (main_dir: string, name = '根目录测试') => ({
  name,
  customs_code: '5301',
  transport_type: 'ftp_tool',
  type: 'dec',
  status: '1',
  main_dir,
});
const count = async () =>
  (
    await t.database.queryRows<{ n: number }>('count_channels', 'select count(*)::int as n from channels', [])
  )[0]!.n;

describe('a folder channel’s main directory', () => {
  it('is refused with a field error when it resolves outside the channels root, and nothing is written', async () => {
    const before = await count();
    for (const dir of ['/tmp/x', 'a/../../b', '..', '/etc', path.dirname(t.app.config.channelsRoot)]) {
      const res = await t.call('POST', '/api/channels', admin, folderChannel(dir));
      expect(res.statusCode, `${dir}: ${res.body}`).toBe(400);
      const body = res.json<{ errors: Record<string, string> }>();
      expect(Object.keys(body.errors)).toEqual(['main_dir']);
      expect(body.errors.main_dir).toContain('CHANNELS_ROOT');
      // the message names the field's rule, never the server's own path
      expect(body.errors.main_dir).not.toContain(t.app.config.channelsRoot);
    }
    expect(await count()).toBe(before);
    expect(fs.existsSync('/tmp/x/inbox')).toBe(false);
  });

  it('is taken under the root when relative; an update cannot move it out', async () => {
    const res = await t.call('POST', '/api/channels', admin, folderChannel('xiamen/dec', '相对目录通道'));
    expect(res.statusCode, res.body).toBe(201);
    const { id, version } = res.json<{ id: number; version: number }>();
    expect(await activeFolderDirs(t.app.db, t.app.config.channelsRoot)).toContain(
      path.join(t.app.config.channelsRoot, 'xiamen/dec'),
    );
    const moved = await t.call('PUT', `/api/channels/${id}`, admin, { main_dir: '../../escape', version });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(Object.keys(moved.json<{ errors: object }>().errors)).toEqual(['main_dir']);
    const got = await t.call('GET', `/api/channels/${id}`, admin);
    expect(got.json<{ main_dir: string }>().main_dir).toBe('xiamen/dec');
  });

  it('written outside the root before the rule (a stored row) is neither watched nor written to', async () => {
    const outside = fs.mkdtempSync(path.join(path.dirname(t.app.config.channelsRoot), 'outside-'));
    const res = await t.call('POST', '/api/channels', admin, folderChannel('legacy', '旧通道'));
    const channelId = res.json<{ id: number }>().id;
    await t.database.queryRows('move_channel_out', 'update channels set main_dir = $1 where id = $2', [
      outside,
      channelId,
    ]);
    expect(await activeFolderDirs(t.app.db, t.app.config.channelsRoot)).not.toContain(outside);

    await createAgentRelation(t, admin);
    const fixture = declarationFixture();
    const { id } = await saveDeclaration(t, admin, fixture);
    const sent = await t.call('POST', `/api/declarations/${id}/send`, admin, { channel_id: channelId });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(Object.keys(sent.json<{ errors: object }>().errors)).toEqual(['channel_id']);
    expect(fs.readdirSync(outside)).toEqual([]);
    fs.rmSync(outside, { recursive: true, force: true });
  });
});

describe('managing channels', () => {
  it('is for administrators only: a clerk may list and read channels but not add, change or delete one', async () => {
    const before = await count();
    const refused = await t.call('POST', '/api/channels', clerk, folderChannel('clerk-dir', '单证员通道'));
    expect(refused.statusCode, refused.body).toBe(403);
    // even when an administrator grants a clerk's role the channel buttons, the server keeps channels to administrators
    await t.database.queryRows(
      'grant_channel_buttons',
      `insert into role_resources (role_id, resource_id)
       select r.id, res.id from roles r, resources res where r.code = 'clerk' and res.code like 'channel%'
       on conflict do nothing`,
      [],
    );
    clerk = await t.login('clerk');
    const made = await t.call('POST', '/api/channels', clerk, folderChannel('clerk-dir', '单证员通道'));
    expect(made.statusCode, made.body).toBe(403);
    expect(made.json<{ message: string }>().message).toContain('管理员');
    expect(await count()).toBe(before);

    const list = await t.call('GET', '/api/channels', clerk);
    expect(list.statusCode, list.body).toBe(200);
    const seen = list.json<{ content: { id: number; name: string; version: number }[] }>().content[0]!;
    const put = await t.call('PUT', `/api/channels/${seen.id}`, clerk, {
      name: '改名',
      version: seen.version,
    });
    expect(put.statusCode, put.body).toBe(403);
    const del = await t.call('DELETE', `/api/channels/${seen.id}`, clerk);
    expect(del.statusCode, del.body).toBe(403);
    const still = await t.call('GET', `/api/channels/${seen.id}`, clerk);
    expect(still.json<{ name: string }>().name).toBe(seen.name);
  });
});
