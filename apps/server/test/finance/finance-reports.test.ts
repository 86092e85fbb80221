import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, task_orders } from '../../src/db/schema/index.ts';
import { insertLines, okCall, startStatementsApp, total, type Row } from '../helpers/finance-statements.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let partner: string;
let companyId: number;
let itemId: number;
let carrierId: number;
let ok: ReturnType<typeof okCall>;
beforeAll(async () => {
  ({ t, admin, partner, companyId, itemId, carrierId } = await startStatementsApp());
  ok = okCall(t, admin);
  await t.database.db
    .insert(customers)
    .values({ company_id: companyId, customer_code: 'CAGE1', customer_name: '账龄客户' });
});
afterAll(() => t?.close());

describe('finance reports', () => {
  it('ages open amounts by days past the event date, per party, as of a day', async () => {
    const asOf = '2033-06-30';
    const specs = [
      { event_date: '2033-06-30', bill_amount: '10.00' }, // 0 days
      { event_date: '2033-05-31', bill_amount: '20.00' }, // 30 days: still current
      { event_date: '2033-05-30', bill_amount: '30.00', paid_amount: '5.50', status: 'partly_paid' }, // 31
      { event_date: '2033-05-01', bill_amount: '40.00', status: 'invoiced' }, // 60
      { event_date: '2033-04-30', bill_amount: '50.00' }, // 61
      { event_date: '2033-04-01', bill_amount: '60.00' }, // 90
      { event_date: '2033-03-31', bill_amount: '70.00' }, // 91
      { event_date: '2031-01-01', bill_amount: '-8.00' }, // a credit line, long ago
      { event_date: '2033-06-01', bill_amount: '99.00', status: 'draft' }, // not open
      { event_date: '2033-06-01', bill_amount: '99.00', status: 'paid', paid_amount: '99.00' },
      { event_date: '2033-07-01', bill_amount: '99.00' }, // after the day
    ].map((s) => ({ ...s, customer_code: 'CAGE1' }));
    await insertLines(t, companyId, itemId, specs);
    await insertLines(t, companyId, itemId, [
      { io_type: 'payable', carrier_id: carrierId, event_date: '2033-06-01', bill_amount: '15.00' },
    ]);
    const res = await ok('GET', `/api/finance/ageing?io_type=receivable&as_of=${asOf}`);
    expect(res.as_of).toBe(asOf);
    const row = (res.content as Row[]).find((r) => r.customer_code === 'CAGE1');
    expect(row).toMatchObject({
      current: total(['10.00', '20.00']),
      d31_60: total(['24.50', '40.00']),
      d61_90: total(['50.00', '60.00']),
      over_90: total(['70.00', '-8.00']),
      total: total(['10.00', '20.00', '24.50', '40.00', '50.00', '60.00', '70.00', '-8.00']),
    });
    expect((res.content as Row[]).some((r) => r.carrier_id === carrierId)).toBe(false);
    const payables = await ok('GET', `/api/finance/ageing?io_type=payable&as_of=${asOf}`);
    expect((payables.content as Row[]).find((r) => r.carrier_id === carrierId)).toMatchObject({
      current: '15.00',
      total: '15.00',
    });
    const bad = await t.call('GET', '/api/finance/ageing?as_of=2033-02-31', admin);
    expect(bad.statusCode).toBe(400);
    // partners hold no bill:search
    expect((await t.call('GET', '/api/finance/ageing', partner)).statusCode).toBe(403);
  });

  it('answers receivable minus payable per task order and per declaration over a period', async () => {
    const [task] = await t.database.db
      .insert(task_orders)
      .values({
        company_id: companyId,
        task_no: 'RW-S2-PROFIT',
        task_types: 'customs',
        customer_code: 'CAGE1',
      })
      .returning();
    await insertLines(t, companyId, itemId, [
      { customer_code: 'CAGE1', event_date: '2034-01-05', bill_amount: '500.00', task_order_id: task!.id },
      {
        customer_code: 'CAGE1',
        event_date: '2034-01-06',
        bill_amount: '120.35',
        task_order_id: task!.id,
        status: 'paid',
      },
      {
        customer_code: 'CAGE1',
        event_date: '2034-01-06',
        bill_amount: '999.00',
        task_order_id: task!.id,
        status: 'draft',
      },
      {
        io_type: 'payable',
        carrier_id: carrierId,
        event_date: '2034-01-07',
        bill_amount: '310.10',
        task_order_id: task!.id,
      },
      { customer_code: 'CAGE1', event_date: '2034-03-01', bill_amount: '77.00', task_order_id: task!.id }, // outside
      {
        customer_code: 'CAGE1',
        event_date: '2034-01-08',
        bill_amount: '88.80',
        source_type: 'declaration',
        source_no: '531620340000000001',
      },
      {
        customer_code: 'CAGE1',
        event_date: '2034-01-09',
        bill_amount: '11.20',
        source_type: 'declaration',
        source_no: '531620340000000001',
      },
    ]);
    const byTask = await ok(
      'GET',
      '/api/finance/profit?by=task&from=2034-01-01&to=2034-01-31&page=1&size=100',
    );
    const row = (byTask.content as Row[]).find((r) => r.key === String(task!.id));
    const receivable = total(['500.00', '120.35']);
    expect(row).toMatchObject({
      source_no: 'RW-S2-PROFIT',
      receivable,
      payable: '310.10',
      profit: total([receivable, '-310.10']),
    });
    expect(byTask).toMatchObject({ page: 1, size: 100 });
    const byDecl = await ok('GET', '/api/finance/profit?by=declaration&from=2034-01-01&to=2034-01-31');
    expect((byDecl.content as Row[]).find((r) => r.source_no === '531620340000000001')).toMatchObject({
      receivable: '100.00',
      payable: '0.00',
      profit: '100.00',
    });
    const onePerPage = await ok(
      'GET',
      '/api/finance/profit?by=task&from=2034-01-01&to=2034-12-31&size=1&page=1',
    );
    expect((onePerPage.content as Row[]).length).toBe(1);
    expect((await t.call('GET', '/api/finance/profit?by=nothing', admin)).statusCode).toBe(400);
  });
});
