import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, operationLogs } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
/** clerk works for 华海 (companies 1 and 2); finance for 远航 (companies 3 and 4). */
let clerk: string;
let finance: string;
let partner: string;
let huahaiRecord: { id: number; version: number };
let yuanhangRecord: { id: number; version: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  finance = await t.login('finance');
  partner = await t.login('partner01');
  // give finance and clerk full customer rights through a new role, so only data scope can stop them
  const rows = await t.database.db.select().from(customers);
  huahaiRecord = rows.find((r) => r.company_id === 1 && r.customer_code === 'C0002')!;
  yuanhangRecord = rows.find((r) => r.company_id === 3 && r.customer_code === 'S0001')!;
});
afterAll(() => t.close());

const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/customers${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    content: { id: number; company_id: number; customer_code: string }[];
    totalElements: number;
  };
};

describe('data scope', () => {
  it('shows staff only their working company’s records (the first of their organisations by default)', async () => {
    const mine = await list(clerk);
    expect(mine.totalElements).toBeGreaterThan(0);
    expect(new Set(mine.content.map((c) => c.company_id))).toEqual(new Set([1]));
    const theirs = await list(finance);
    expect(new Set(theirs.content.map((c) => c.company_id))).toEqual(new Set([3]));
  });

  it('follows the company chosen with /oos/setUser, only among the user’s own organisations’ companies', async () => {
    const token = await t.login('clerk');
    expect((await t.call('GET', '/oos/setUser?company_id=2', token)).json()).toMatchObject({
      code: 0,
      data: { companyId: 2 },
    });
    expect(new Set((await list(token)).content.map((c) => c.company_id))).toEqual(new Set([2]));
    expect((await t.call('GET', '/oos/setUser?company_id=3', token)).statusCode).toBe(403);
    expect(new Set((await list(token)).content.map((c) => c.company_id))).toEqual(new Set([2]));
  });

  it('does not let one company’s user read another company’s record by id', async () => {
    expect((await t.call('GET', `/api/customers/${huahaiRecord.id}`, clerk)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/customers/${huahaiRecord.id}`, finance)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/customers/${yuanhangRecord.id}`, clerk)).statusCode).toBe(404);
  });

  it('does not let one company’s user change or delete another company’s record by id', async () => {
    const service = await t.login('service'); // 华海, may add/update customers
    const update = await t.call('PUT', `/api/customers/${yuanhangRecord.id}`, service, {
      version: yuanhangRecord.version,
      customer_name: '被篡改',
    });
    expect(update.statusCode).toBe(404);
    const financeAdmin = admin; // admin works in company 1 by default
    const del = await t.call('DELETE', `/api/customers/${yuanhangRecord.id}`, financeAdmin);
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, yuanhangRecord.id));
    expect(row).toMatchObject({ customer_name: '深圳顺达运输有限公司', version: yuanhangRecord.version });
    // a mixed batch is refused as a whole
    const mixed = await t.call('DELETE', `/api/customers/${huahaiRecord.id},${yuanhangRecord.id}`, admin);
    expect(mixed.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(customers).where(eq(customers.id, huahaiRecord.id)),
    ).toHaveLength(1);
  });

  it('puts a new record in the creator’s working company whatever the body says', async () => {
    const service = await t.login('service');
    const res = await t.call('POST', '/api/customers', service, {
      customer_code: 'N0001',
      customer_name: '新客户有限公司',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().company_id).toBe(1);
    const sneaky = await t.call('POST', '/api/customers', service, {
      customer_code: 'N0002',
      customer_name: '另一个',
      company_id: 3,
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().errors).toHaveProperty('company_id');
  });

  it('shows partner users only their own customer code’s records, in every company', async () => {
    const seen = await list(partner);
    expect(seen.totalElements).toBe(2);
    expect(new Set(seen.content.map((c) => c.customer_code))).toEqual(new Set(['C0001']));
    expect((await t.call('GET', `/api/customers/${huahaiRecord.id}`, partner)).statusCode).toBe(404);
  });

  it('limits a staff user to the customers of their view permission', async () => {
    const users = await t.call('POST', '/code/oauth2/sys-user-dto/list?pageSize=100', admin, {
      username: 'clerk',
    });
    const clerkId = users.json().data.list[0].id as number;
    const set = await t.call('POST', '/sys-user/set-user-view-permission', admin, {
      user_id: clerkId,
      customer_codes: ['C0001'],
    });
    expect(set.statusCode).toBe(200);
    const limited = await list(clerk);
    expect(new Set(limited.content.map((c) => c.customer_code))).toEqual(new Set(['C0001']));
    expect((await t.call('GET', `/api/customers/${huahaiRecord.id}`, clerk)).statusCode).toBe(404);
    await t.call('POST', '/sys-user/set-user-view-permission', admin, {
      user_id: clerkId,
      customer_codes: [],
    });
    expect((await t.call('GET', `/api/customers/${huahaiRecord.id}`, clerk)).statusCode).toBe(200);
  });

  it('records every write with who, when, which record, before and after', async () => {
    const service = await t.login('service');
    const created = (
      await t.call('POST', '/api/customers', service, { customer_code: 'L0001', customer_name: '日志客户' })
    ).json();
    const updated = await t.call('PUT', `/api/customers/${created.id}`, service, {
      version: created.version,
      customer_name: '日志客户2',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().version).toBe(created.version + 1);
    const stale = await t.call('PUT', `/api/customers/${created.id}`, service, {
      version: created.version,
      customer_name: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.target, 'customers'), eq(operationLogs.record_id, String(created.id))))
      .orderBy(operationLogs.id);
    expect(logs.map((l) => [l.action, l.username])).toEqual([
      ['create', 'service'],
      ['update', 'service'],
    ]);
    expect(logs[1]!.before).toMatchObject({ customer_name: '日志客户' });
    expect(logs[1]!.after).toMatchObject({ customer_name: '日志客户2' });
    expect(logs[1]!.create_time).toBeInstanceOf(Date);
  });
});
