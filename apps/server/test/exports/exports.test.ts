import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { listenUrl, openSocket, type TestSocket } from '../helpers/ws-client.ts';
import { readXlsx, seedLogs, waitForTask } from '../helpers/exports.ts';

// the size of an export is bench/exports.ts's (100,000 and 1,000,000 rows on PostgreSQL); here, enough rows for
// forty batches, each followed by its progress (EXPORT_PROGRESS_MS=0), so the pushes are counted, not timed
const ROWS = 20_000;
const LOG_HEADERS = ['操作人', '操作', '对象', '记录ID', 'IP地址', '请求ID', '时间'];

interface Push {
  type: string;
  data: { id: number; process: number; sta: number; sta_name: string; down_url: string; note: string };
}

let t: TestApp;
let admin: string;
let clerk: string;
let ws: TestSocket;
beforeAll(async () => {
  process.env.JOBS_POLL_MS = '50';
  process.env.EXPORT_PROGRESS_MS = '0';
  process.env.EXPORT_BATCH = '500';
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  await seedLogs(t, 'bench', ROWS);
  ws = await openSocket(`${await listenUrl(t.app)}/ws?token=${admin}`);
}, 120_000);
afterAll(async () => {
  ws?.close();
  await t.close();
});

/** Download pushes for one task until it ends. */
async function pushesUntilDone(id: number): Promise<Push['data'][]> {
  const seen: Push['data'][] = [];
  for (;;) {
    const push = JSON.parse(await ws.next(60_000)) as Push;
    if (push.type !== 'download' || push.data.id !== id) continue;
    seen.push(push.data);
    if (push.data.sta === 2 || push.data.sta === -10) return seen;
  }
}

describe('exports to Excel through download tasks', () => {
  let taskId: number;

  it(`exports ${ROWS} rows with progress pushed to the owner, then serves the file`, async () => {
    const res = await t.call('POST', '/api/operation-logs/export?target=bench&sort=id,asc', admin);
    expect(res.statusCode).toBe(200);
    taskId = res.json<{ code: number; data: { id: number } }>().data.id;
    const pushes = await pushesUntilDone(taskId);
    const processes = [...new Set(pushes.map((p) => p.process))];
    expect(processes.length).toBeGreaterThanOrEqual(3);
    expect(processes).toEqual([...processes].sort((a, b) => a - b));
    const last = pushes.at(-1)!;
    expect(last).toMatchObject({ sta: 2, process: 100, down_url: `/download/file/${taskId}` });
    expect(last.sta_name).toContain('完成');

    const file = await t.call('GET', `/download/file/${taskId}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('操作日志_')}`,
    );
    const { headers, dataRows, sheet } = await readXlsx(file.rawPayload);
    expect(headers).toEqual(LOG_HEADERS);
    expect(dataRows).toBe(ROWS);
    expect(sheet.getRow(2).getCell(1).value).toBe('user1'); // sort=id,asc: first inserted first
  }, 180_000);

  it('lists the task for its owner only, with the contract’s fields', async () => {
    const mine = await t.call('GET', '/download/index?page=1&size=10', admin);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ code: number; data: { data: Record<string, unknown>[]; total: number } }>();
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThanOrEqual(1);
    expect(body.data.data[0]).toMatchObject({
      id: taskId,
      sta: 2,
      process: 100,
      note: '',
      down_url: `/download/file/${taskId}`,
      incomplete_num: 0,
      file_name: expect.stringMatching(/^操作日志_\d{14}\.xlsx$/),
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const theirs = await t.call('GET', '/download/index', clerk);
    expect(theirs.json<{ data: { total: number } }>().data.total).toBe(0);
    expect((await t.call('GET', `/download/file/${taskId}`, clerk)).statusCode).toBe(404);
    expect((await t.call('POST', '/download/delete', clerk, { id: taskId })).statusCode).toBe(404);
  });

  it('answers in English when asked', async () => {
    const res = await t.call('GET', '/download/index', admin, undefined, { 'accept-language': 'en' });
    expect(res.json<{ data: { data: { sta_name: string }[] } }>().data.data[0]!.sta_name).toBe('Complete');
  });

  it('deletes the owner’s task and its file', async () => {
    const res = await t.call('POST', '/download/delete', admin, { id: taskId });
    expect(res.json()).toEqual({ code: 0, message: '删除成功!' });
    expect((await t.call('GET', `/download/file/${taskId}`, admin)).statusCode).toBe(404);
    const list = await t.call('GET', '/download/index', admin);
    expect(list.json<{ data: { data: { id: number }[] } }>().data.data.map((d) => d.id)).not.toContain(
      taskId,
    );
    expect((await t.call('POST', '/download/delete', admin, { id: 'x' })).statusCode).toBe(400);
  });

  it('writes codes with their names and exports only what the filters select', async () => {
    for (const [cus_code, month] of [
      ['USD', 1],
      ['EUR', 2],
    ] as const) {
      const created = await t.call('POST', '/api/exchange-rates', admin, {
        cus_code,
        rate: '7.1',
        year: 2030,
        month,
      });
      expect(created.statusCode).toBe(201);
    }
    const res = await t.call('POST', '/api/exchange-rates/export?year=2030&cus_code=USD', admin);
    const id = res.json<{ data: { id: number } }>().data.id;
    await waitForTask(t, id, (task) => task.sta === 2);
    const file = await t.call('GET', `/download/file/${id}`, admin);
    const { headers, dataRows, sheet } = await readXlsx(file.rawPayload);
    expect(headers).toEqual(['币制', '汇率', '年', '月']);
    expect(dataRows).toBe(1);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^USD \S+/);
    expect(sheet.getRow(2).getCell(2).value).toBe(7.1);
  });

  it('keeps the list’s order when it sorts by another column than id', async () => {
    for (const [cus_code, month] of [
      ['JPY', 3],
      ['GBP', 1],
      ['HKD', 2],
      ['AUD', 1],
    ] as const) {
      const created = await t.call('POST', '/api/exchange-rates', admin, {
        cus_code,
        rate: '1.5',
        year: 2031,
        month,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const res = await t.call('POST', '/api/exchange-rates/export?year=2031&sort=month,desc', admin);
    const id = res.json<{ data: { id: number } }>().data.id;
    await waitForTask(t, id, (task) => task.sta === 2);
    const { dataRows, sheet } = await readXlsx(
      (await t.call('GET', `/download/file/${id}`, admin)).rawPayload,
    );
    expect(dataRows).toBe(4);
    const rows = [2, 3, 4, 5].map((r) => [
      String(sheet.getRow(r).getCell(1).value).slice(0, 3),
      sheet.getRow(r).getCell(4).value,
    ]);
    // month descending, then id descending among equal months (the list's own tie-break)
    expect(rows).toEqual([
      ['JPY', 3],
      ['HKD', 2],
      ['AUD', 1],
      ['GBP', 1],
    ]);
  });

  it('refuses an export without the permission or with a bad filter', async () => {
    expect((await t.call('POST', '/api/operation-logs/export')).statusCode).toBe(401);
    const partner = await t.login('partner01');
    expect((await t.call('POST', '/api/operation-logs/export', partner)).statusCode).toBe(403);
    const bad = await t.call('POST', '/api/exchange-rates/export?year=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty('year');
  });
});

describe('a failing export', () => {
  it('ends with sta -10 and a note saying why', async () => {
    // the file store's folder is a regular file: writing the export fails for real
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blocked-')), 'files');
    fs.writeFileSync(blocked, 'not a folder');
    const f = await startTestApp({ filesDir: blocked });
    try {
      const token = await f.login('admin');
      const res = await f.call('POST', '/api/operation-logs/export', token);
      const id = res.json<{ data: { id: number } }>().data.id;
      const task = await waitForTask(f, id, (x) => x.sta === -10);
      expect(task.note).toContain('导出失败');
      expect(task.note).toContain('服务器未能生成文件');
      expect(task.note).not.toMatch(/EEXIST|ENOTDIR|\/tmp/);
      const list = await f.call('GET', '/download/index', token);
      expect(list.json<{ data: { data: { sta_name: string }[] } }>().data.data[0]!.sta_name).toContain(
        '失败',
      );
    } finally {
      await f.close();
      fs.rmSync(path.dirname(blocked), { recursive: true, force: true });
    }
  }, 60_000);
});
