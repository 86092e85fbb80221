import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAgentRelationStatus } from '../../src/modules/declarations/declarations.hooks.ts';
import { declarationBody, PARTIES, TODAY } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let clerk: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

const relation = (body: Record<string, unknown>) => t.call('POST', '/api/agent-relations', admin, body);

describe('agent relations', () => {
  it('computes end_date from begin_date and months (12 by default) and the status from today', async () => {
    const res = await relation({
      consignor_name: '厦门测试贸易',
      consignor_code: '3502960077',
      agent_name: '华海',
      agent_code: PARTIES.declare_code,
      begin_date: '2024-01-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ expire_months: 12, end_date: '2025-01-31', status: 'expired' });
    const id = res.json().id as number;
    const thisYear = TODAY.slice(0, 4);
    const update = await t.call('PUT', `/api/agent-relations/${id}`, admin, {
      version: 1,
      begin_date: `${thisYear}-01-31`,
      expire_months: 1,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ end_date: `${thisYear}-02-28`, version: 2 });
    const longer = await t.call('PUT', `/api/agent-relations/${id}`, admin, {
      version: 2,
      expire_months: 60,
    });
    expect(longer.json()).toMatchObject({ status: 'valid' });
  });

  it('refuses bad codes, and end_date or status sent by a client', async () => {
    const bad = await relation({
      consignor_name: 'x',
      consignor_code: '12',
      agent_name: 'y',
      agent_code: PARTIES.declare_code,
      begin_date: TODAY,
      status: 'valid',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['consignor_code', 'status']));
  });

  it('lists by status, refreshed as the calendar moves on', async () => {
    const valid = await t.call('GET', '/api/agent-relations?status=valid&size=100', admin);
    const validRows = valid.json().content as { status: string; end_date: string }[];
    expect(validRows.length).toBeGreaterThan(0);
    expect(validRows.every((r) => r.status === 'valid' && r.end_date >= TODAY)).toBe(true);
    await refreshAgentRelationStatus(t.database.db, '2999-01-01');
    const later = await t.call('GET', '/api/agent-relations?status=valid&size=100', admin);
    expect(later.json().totalElements).toBe(0);
    await refreshAgentRelationStatus(t.database.db);
  });

  it('lets a declaration be saved only while its relation is valid on the declaration date', async () => {
    const res = await relation({
      consignor_name: '短期委托',
      consignor_code: '3502960088',
      agent_name: '华海',
      agent_code: PARTIES.declare_code,
      begin_date: '2025-03-01',
      expire_months: 2,
    });
    expect(res.json().end_date).toBe('2025-05-01');
    const body = (apply: string) =>
      declarationBody({
        head: {
          receiver_code: '3502960088',
          receiver_scc: '',
          enter_code: '',
          enter_scc: '',
          apply_date: apply,
        },
      });
    const save = (apply: string) => t.call('POST', '/api/declarations', clerk, body(apply));
    expect((await save('2025-04-15')).statusCode).toBe(201);
    expect((await save('2025-05-01')).statusCode).toBe(201);
    const after = await save('2025-05-02');
    expect(after.statusCode).toBe(400);
    expect(after.json().errors).toHaveProperty(['head.declare_code']);
  });
});
