import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Time range filters of the logs (create_time_from / create_time_to) and of their exports.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const ids = async (url: string) => {
  const res = await t.call('GET', url, admin);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json().content as { id: number }[]).map((r) => r.id);
};

describe('time range filters', () => {
  it('take a date, a local time or an ISO time, the "to" date including its whole day', async () => {
    const all = await ids('/api/login-logs?size=100');
    expect(all.length).toBeGreaterThan(0);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(await ids(`/api/login-logs?size=100&create_time_from=${today}&create_time_to=${today}`)).toEqual(
      all,
    );
    expect(await ids(`/api/login-logs?size=100&create_time_to=2000-01-01`)).toEqual([]);
    expect(await ids(`/api/operation-logs?size=100&create_time_from=2000-01-01%2000:00:00`)).toEqual(
      await ids('/api/operation-logs?size=100'),
    );
    expect(await ids(`/api/login-logs?size=100&create_time_from=2999-01-01T00:00:00Z`)).toEqual([]);
  });

  it('refuses a bound that is not a time with a 400 naming it', async () => {
    for (const bad of ['yesterday', '2026-02-30', '2026-11-24T99:00']) {
      const res = await t.call('GET', `/api/login-logs?create_time_from=${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('create_time_from');
    }
    const exported = await t.call('POST', '/api/login-logs/export?create_time_from=2026-01-01', admin, {});
    expect(exported.statusCode, exported.body).toBeLessThan(300);
  });
});
