import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A user's warehouse codes scope the appointment and warehouse screens on the server: a warehouse's front
 * desk (the demo's desk01, given HC02) lists, reads and checks in only its warehouses' appointments; a
 * user without codes sees its company's.
 */

type Row = Record<string, unknown> & { id: number; version: number };
let t: TestApp;
let admin: string;
let desk: string;
let wh: Record<string, number>;

const list = async (token: string, url: string) => {
  const res = await t.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Row[]; totalElements: number }>().content;
};
const warehousesOf = (rows: Row[]) => [...new Set(rows.map((r) => r.warehouse_id))].sort();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  desk = await t.login('desk01');
  const rows = await list(admin, '/api/warehouses?size=100');
  wh = Object.fromEntries(rows.map((r) => [String(r.warehouse_code), r.id]));
});
afterAll(() => t.close());

describe('a front desk given warehouse codes works only at its warehouses', () => {
  it('lists only its warehouses’ appointments, warehouses and slots', async () => {
    const own = await list(desk, '/api/appointments?size=100');
    expect(own.length).toBeGreaterThan(0);
    expect(warehousesOf(own)).toEqual([wh.HC02]);
    expect((await list(desk, '/api/warehouses?size=100')).map((r) => r.warehouse_code)).toEqual(['HC02']);
    expect(warehousesOf(await list(desk, '/api/warehouse-slots?size=100'))).toEqual([wh.HC02]);
    // filtering by the other warehouse finds nothing rather than its bookings
    expect(await list(desk, `/api/appointments?warehouse_id=${wh.XY01}`)).toEqual([]);
  });

  it('cannot read or check in another warehouse’s appointment: 404, nothing written', async () => {
    const [other] = await list(admin, `/api/appointments?warehouse_id=${wh.XY01}&status=approved`);
    expect(other).toBeDefined();
    expect((await t.call('GET', `/api/appointments/${other!.id}`, desk)).statusCode).toBe(404);
    const res = await t.call('POST', `/api/appointments/${other!.id}/arrive`, desk, {
      version: other!.version,
    });
    expect(res.statusCode, res.body).toBe(404);
    const after = (await t.call('GET', `/api/appointments/${other!.id}`, admin)).json<Row>();
    expect(after).toMatchObject({ status: 'approved', version: other!.version, arrive_time: null });
    const log = (await t.call('GET', `/api/appointments/${other!.id}/log`, admin)).json<{
      content: { action: string }[];
    }>().content;
    expect(log.map((e) => e.action)).not.toContain('arrive');
    const calendar = await t.call(
      'GET',
      `/api/appointments/calendar?warehouse_id=${wh.XY01}&from=2026-12-01&to=2026-12-02`,
      desk,
    );
    expect(calendar.statusCode).toBe(400);
  });

  it('checks in its own warehouse’s appointment', async () => {
    const [own] = await list(desk, '/api/appointments?status=approved');
    expect(own!.warehouse_id).toBe(wh.HC02);
    const res = await t.call('POST', `/api/appointments/${own!.id}/arrive`, desk, { version: own!.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Row>()).toMatchObject({ status: 'arrived' });
  });
});

describe('warehouse codes set on the user screen', () => {
  const userOf = async (username: string) =>
    (await t.call('POST', '/code/oauth2/sys-user-dto/list?pageNum=1&pageSize=10', admin, { username }))
      .json<{ data: { list: Row[] } }>()
      .data.list.find((u) => u.username === username)!;
  const edit = (user: Row, warehouse_codes: string) =>
    t.call('POST', '/code/oauth2/sys-user-dto/edit', admin, {
      id: user.id,
      version: user.version,
      warehouse_codes,
    });

  it('a user without codes sees its company’s appointments; given codes, only those warehouses’', async () => {
    const service = await t.login('service');
    expect(warehousesOf(await list(service, '/api/appointments?size=100'))).toEqual(
      [wh.XY01, wh.HC02].sort(),
    );
    const res = await edit(await userOf('service'), 'xy01');
    expect(res.statusCode, res.body).toBe(200);
    expect((await userOf('service')).warehouse_codes).toBe('XY01');
    expect(warehousesOf(await list(service, '/api/appointments?size=100'))).toEqual([wh.XY01]);
    expect((await edit(await userOf('service'), '')).statusCode).toBe(200);
    expect(warehousesOf(await list(service, '/api/appointments?size=100'))).toEqual(
      [wh.XY01, wh.HC02].sort(),
    );
  });

  it('refuses a malformed list of codes on its field and writes nothing', async () => {
    const before = await userOf('service');
    const res = await t.call(
      'POST',
      '/code/oauth2/sys-user-dto/edit',
      admin,
      { id: before.id, version: before.version, warehouse_codes: 'XY01,,HC 02' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['warehouse_codes']);
    expect(await userOf('service')).toMatchObject({
      version: before.version,
      warehouse_codes: before.warehouse_codes,
    });
  });
});
