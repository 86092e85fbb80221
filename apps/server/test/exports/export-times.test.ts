import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@app/shared';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { readXlsx, waitForTask } from '../helpers/exports.ts';

/**
 * One clock for everyone: an export writes its times on the business clock (BUSINESS_TIME_ZONE), as the
 * screens show them, and the browser learns that zone from the site configuration. The app here runs on
 * New York's clock (daylight saving included), so nothing can pass by assuming China's +8.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  process.env.JOBS_POLL_MS = '50';
  t = await startTestApp({ businessTimeZone: 'America/New_York' });
  admin = await t.login('admin');
}, 180_000);
afterAll(async () => {
  await t?.close();
  // the zone is the process's (the files of a worker share their modules)
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
});

describe('the business clock', () => {
  it('is told to the browser with the site configuration', async () => {
    const res = await t.call('GET', '/site/config');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { time_zone: string } }>().data.time_zone).toBe('America/New_York');
  });

  it('writes an export’s times on it, in summer and in winter', async () => {
    await t.database.queryRows(
      'test_clock_logs',
      `insert into operation_logs (username, action, target, record_id, ip, request_id, create_time)
       values ('summer', 'create', 'clock', '1', '127.0.0.1', 'clock-1', '2026-07-01T02:30:00Z'),
              ('winter', 'create', 'clock', '2', '127.0.0.1', 'clock-2', '2026-01-15T02:30:00Z')`,
      [],
    );
    const res = await t.call('POST', '/api/operation-logs/export?target=clock&sort=id,asc', admin);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: number } }>().data.id;
    await waitForTask(t, id, (task) => task.sta === 2);
    const file = await t.call('GET', `/download/file/${id}`, admin);
    const { headers, dataRows, sheet } = await readXlsx(file.rawPayload);
    expect(dataRows).toBe(2);
    const timeColumn = headers.indexOf('时间') + 1;
    expect(timeColumn).toBeGreaterThan(0);
    const cells = [2, 3].map((r) => [
      sheet.getRow(r).getCell(1).value,
      sheet.getRow(r).getCell(timeColumn).value,
    ]);
    // 02:30 UTC is 22:30 the evening before in New York: EDT (UTC-4) in July, EST (UTC-5) in January
    expect(cells).toEqual([
      ['summer', '2026-06-30 22:30:00'],
      ['winter', '2026-01-14 21:30:00'],
    ]);
  });
});
