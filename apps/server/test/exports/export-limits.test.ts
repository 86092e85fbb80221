import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExportFiles } from '../../src/modules/downloads/export-sweeper.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// An export quota per user (pending tasks and stored bytes, settings), an expiry
// of old export files, and partial files of killed exports removed
let t: TestApp;
let clerk: string;
let clerkId: number;

const q = <T>(text: string, params: unknown[] = []) =>
  t.database.queryRows<T>(`t_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, text, params);
const tasksOf = async (userId: number) =>
  (await q<{ n: number }>('select count(*)::int as n from download_tasks where user_id = $1', [userId]))[0]!
    .n;
const setSetting = (code: string, val: string) =>
  q('update global_settings set val = $2 where code = $1', [code, val]);

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  clerkId = (await q<{ id: number }>(`select id from users where username = 'clerk'`))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await q('delete from download_tasks where user_id = $1', [clerkId]);
  await setSetting('export_max_pending', '5');
  await setSetting('export_max_mb', '500');
});

const exportCall = () => t.call('POST', '/api/hs-codes/export', clerk);

describe('the export quota', () => {
  it('refuses a new export while the user has as many queued or running as the setting allows, writing nothing', async () => {
    await setSetting('export_max_pending', '2');
    await q(
      `insert into download_tasks (user_id, entity, file_name, sta) values ($1, 'customers', 'a.xlsx', 0), ($1, 'customers', 'b.xlsx', 1)`,
      [clerkId],
    );
    const res = await exportCall();
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(
      '您已有 2 个导出任务在排队或执行中（上限 2 个），请等其完成后再导出',
    );
    expect(await tasksOf(clerkId)).toBe(2);
    // another user is not held back by the clerk's exports
    const admin = await t.login('admin');
    expect((await t.call('POST', '/api/customers/export', admin)).statusCode).toBe(200);
  });

  it('refuses a new export when the user’s finished files take the storage allowed', async () => {
    await setSetting('export_max_mb', '100');
    await q(
      `insert into download_tasks (user_id, entity, file_name, sta, file_key, file_size) values ($1, 'customers', 'big.xlsx', 2, 'exports/none.xlsx', $2)`,
      [clerkId, 150 * 1024 * 1024],
    );
    const res = await t.call('POST', '/api/hs-codes/export', clerk, undefined, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(
      'Your export files take 150 MB (at most 100 MB); delete the ones you no longer need first',
    );
    expect(await tasksOf(clerkId)).toBe(1);
  });

  it('holds against a burst: concurrent calls pass the check one at a time', async () => {
    await setSetting('export_max_pending', '3');
    // two exports already waiting (rows without a job: they stay queued), so one slot is left
    await q(
      `insert into download_tasks (user_id, entity, file_name, sta) values ($1, 'hs-codes', 'a.xlsx', 0), ($1, 'hs-codes', 'b.xlsx', 0)`,
      [clerkId],
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => exportCall()));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    // one slot, refilled only when an accepted export finishes in between: far fewer than eight get through
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(3);
    expect(await tasksOf(clerkId)).toBe(2 + accepted);
  });
});

describe('the export file sweep', () => {
  const put = (key: string, ageMs: number) => {
    const file = t.app.files.pathOf(key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'xlsx bytes');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };

  it('removes finished files older than export_keep_days and says so on their task', async () => {
    await setSetting('export_keep_days', '7');
    const oldFile = put('exports/old-done.xlsx', 0);
    const newFile = put('exports/new-done.xlsx', 0);
    const [old] = await q<{ id: number }>(
      `insert into download_tasks (user_id, entity, file_name, sta, file_key, file_size, finish_time)
       values ($1, 'customers', 'old.xlsx', 2, 'exports/old-done.xlsx', 10, now() - interval '8 days') returning id`,
      [clerkId],
    );
    await q(
      `insert into download_tasks (user_id, entity, file_name, sta, file_key, file_size, finish_time)
       values ($1, 'customers', 'new.xlsx', 2, 'exports/new-done.xlsx', 10, now() - interval '6 days')`,
      [clerkId],
    );
    const swept = await sweepExportFiles(t.app);
    expect(swept.expired).toBe(1);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(newFile)).toBe(true);
    const [task] = await q<{ sta: number; file_key: string | null; note: string }>(
      'select sta, file_key, note from download_tasks where id = $1',
      [old!.id],
    );
    expect(task).toMatchObject({ sta: -10, file_key: null });
    expect(task!.note).toContain('7 天');
    expect((await t.call('GET', `/download/file/${old!.id}`, clerk)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('removes the partial file of a killed export once nothing writes to it, and keeps the rest', async () => {
    const partial = put('exports/killed-partial.xlsx', 45 * 60_000);
    const running = put('exports/being-written.xlsx', 60_000);
    const named = put('exports/named.xlsx', 45 * 60_000);
    await q(
      `insert into download_tasks (user_id, entity, file_name, sta, file_key, file_size, finish_time)
       values ($1, 'customers', 'named.xlsx', 2, 'exports/named.xlsx', 10, now())`,
      [clerkId],
    );
    const swept = await sweepExportFiles(t.app);
    expect(swept.orphans).toEqual(['exports/killed-partial.xlsx']);
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
    expect(fs.existsSync(named)).toBe(true);
  });
});
