import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// A company has at most one default channel: the send dialog preselects it
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const channel = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  customs_code: '3701',
  transport_type: 'ftp_tool',
  type: 'dec',
  status: '1',
  main_dir: `default-test/${name}`,
  ...more,
});
type ChannelRow = { id: number; version: number; company_id: number | null; is_default: boolean | null };
const read = async (id: number) => (await t.call('GET', `/api/channels/${id}`, admin)).json<ChannelRow>();
const defaultsOf = async (company: number | null) =>
  (
    await t.database.queryRows<{ id: number }>(
      'channel_defaults',
      'select id from channels where is_default and company_id is not distinct from $1 order by id',
      [company],
    )
  ).map((r) => r.id);

describe('the default channel', () => {
  it('is the demo company’s folder channel, and a new one is not default unless said', async () => {
    const res = await t.call('POST', '/api/channels', admin, channel('plain'));
    expect(res.statusCode, res.body).toBe(201);
    const plain = res.json<ChannelRow>();
    expect(plain.is_default).toBe(false);
    const seeded = await t.database.queryRows<{ name: string }>(
      'seeded_default',
      'select name from channels where is_default',
      [],
    );
    expect(seeded.map((r) => r.name)).toEqual(['厦门单一窗口（文件夹）']);
  });

  it('stays one per company: marking another clears the former, on create and on update', async () => {
    const first = (
      await t.call('POST', '/api/channels', admin, channel('first', { is_default: true }))
    ).json<ChannelRow>();
    const company = first.company_id;
    expect(await defaultsOf(company)).toEqual([first.id]);
    const second = await t.call('POST', '/api/channels', admin, channel('second', { is_default: true }));
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<ChannelRow>().id;
    expect(await defaultsOf(company)).toEqual([secondId]);
    // the former default changed: its version moved on, so a stale edit of it is refused as stale
    const former = await read(first.id);
    expect(former.is_default).toBe(false);
    expect(former.version).toBe(first.version + 1);

    const back = await t.call('PUT', `/api/channels/${first.id}`, admin, {
      is_default: true,
      version: former.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await defaultsOf(company)).toEqual([first.id]);
    expect((await read(secondId)).is_default).toBe(false);
  });

  it('refuses a default that is not a yes or no with a field error', async () => {
    const res = await t.call('POST', '/api/channels', admin, channel('bad', { is_default: 'maybe' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['is_default']);
  });
});
