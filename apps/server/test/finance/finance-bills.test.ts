import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '@app/shared';
import {
  attachments,
  carriers,
  customers,
  resources,
  roleResources,
  roles,
  transport_orders,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { financeApi, linesOf, setRate, startFinanceApp, uniqueCode } from '../helpers/finance.ts';
import { insertAppointment, twoCities } from '../helpers/transport.ts';
import type { Row } from '../helpers/bonded.ts';

let t: TestApp;
let admin: string;
let partner: string;
let service: string;
let companyId: number;
let api: ReturnType<typeof financeApi>;
let carrierId: number;
const today = businessDay();

beforeAll(async () => {
  const s = await startFinanceApp();
  ({ t, admin, companyId, service } = s);
  api = financeApi(t, admin);
  // partners see charge lines through the list here (the shipped partner role reaches them by statements)
  const db = t.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'yy_front'));
  const granted = await db
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.code, ['bill:search']));
  await db
    .insert(roleResources)
    .values(granted.map((r) => ({ role_id: role!.id, resource_id: r.id })))
    .onConflictDoNothing();
  partner = await t.login('partner01');
  const [carrier] = await db.select().from(carriers).where(eq(carriers.company_id, companyId)).limit(1);
  carrierId = carrier!.id;
});
afterAll(() => t.close());

const line = (more: Record<string, unknown> = {}) => ({
  io_type: 'receivable',
  customer_code: 'C0001',
  event_date: today,
  quantity: '2',
  unit_price: '33.335',
  currency: 'CNY',
  ...more,
});
async function manual(more: Record<string, unknown> = {}, token = admin) {
  const item = await api.item('fixed', 'declaration_released', (more.io_type as string) ?? 'receivable');
  return t.call('POST', '/api/bills', token, { line: { charge_item_id: item.id, ...line(more) } });
}

describe('manual lines', () => {
  it('are drafts numbered FY…, amounts computed exactly; a flat body is refused', async () => {
    const res = await manual();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      source_type: 'manual',
      status: 'draft',
      amount: '66.67',
      bill_amount: '66.67',
      party_name: '厦门嘉禾贸易有限公司',
      customer_code: 'C0001',
    });
    expect(res.json().bill_no).toMatch(/^FY\d{16}$/);
    const flat = await t.call('POST', '/api/bills', admin, line({ charge_item_id: 1 }));
    expect(flat.statusCode).toBe(400);
  });

  it('convert at the month’s rate and name a missing one', async () => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    await setRate(t, 'HKD', y, m, '0.915');
    const ok = await manual({
      currency: 'HKD',
      settle_currency: 'CNY',
      quantity: '1',
      unit_price: '100.005',
    });
    expect(ok.json()).toMatchObject({ amount: '100.01', bill_amount: '91.51', exchange_rate: '0.915000' });
    const missing = await manual({ currency: 'JPY', settle_currency: 'CNY', event_date: '2001-02-03' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['line.currency']).toContain('JPY');
  });

  it('need the party of their side (field errors), and a payable names the carrier', async () => {
    const noCustomer = await manual({ customer_code: undefined });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errors).toHaveProperty(['line.customer_code']);
    const payable = await manual({ io_type: 'payable', customer_code: undefined, carrier_id: carrierId });
    expect(payable.statusCode, payable.body).toBe(201);
    expect(payable.json()).toMatchObject({
      party_type: 'supplier',
      carrier_id: carrierId,
      customer_code: null,
    });
    const noDay = await manual({ event_date: '2026-02-30' });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().errors).toHaveProperty(['line.event_date']);
    const huge = await manual({ quantity: '999999999999999', unit_price: '99999999999999' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toHaveProperty(['line.quantity']);
  });

  it('are edited while drafts; a confirmed line is refused and reversed instead (once)', async () => {
    const made = (await manual()).json();
    const edited = await t.call('PUT', `/api/bills/${made.id}`, admin, {
      version: made.version,
      line: { ...line({ quantity: '3' }), charge_item_id: made.charge_item_id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '100.01', version: made.version + 1 });
    const stale = await t.call('PUT', `/api/bills/${made.id}`, admin, {
      version: made.version,
      line: { ...line(), charge_item_id: made.charge_item_id },
    });
    expect(stale.statusCode).toBe(409);
    const confirm = await t.call('POST', '/api/bills/confirm', admin, { ids: [made.id, 99999999] });
    expect(confirm.json()).toEqual({ confirmed: 1 });
    const row = (await t.call('GET', `/api/bills/${made.id}`, admin)).json() as Row;
    expect(row).toMatchObject({ status: 'confirmed' });
    const refused = await t.call('PUT', `/api/bills/${made.id}`, admin, {
      version: row.version,
      line: { ...line(), charge_item_id: made.charge_item_id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/，不能修改$/);
    // the refused action is worded in the caller's language, not left in Chinese or English
    const refusedEs = await t.call(
      'PUT',
      `/api/bills/${made.id}`,
      admin,
      { version: row.version, line: { ...line(), charge_item_id: made.charge_item_id } },
      { 'accept-language': 'es' },
    );
    expect(refusedEs.json().message).toMatch(/no puede modificarse$/);
    const voided = await t.call('POST', `/api/bills/${made.id}/void`, admin, {
      version: row.version,
      reason: '错',
    });
    expect(voided.statusCode).toBe(409);
    const reversed = await t.call('POST', `/api/bills/${made.id}/reverse`, admin, {
      version: row.version,
      reason: '客户取消',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json()).toMatchObject({
      reversal_of: made.id,
      status: 'confirmed',
      quantity: '-3.000',
      amount: '-100.01',
      bill_amount: '-100.01',
      note: '客户取消',
    });
    const original = (await t.call('GET', `/api/bills/${made.id}`, admin)).json();
    expect(original).toMatchObject({ status: 'confirmed', amount: '100.01' });
    const twice = await t.call('POST', `/api/bills/${made.id}/reverse`, admin, {
      version: original.version,
      reason: '再次',
    });
    expect(twice.statusCode).toBe(409);
    const ofCredit = await t.call('POST', `/api/bills/${reversed.json().id}/reverse`, admin, {
      version: 1,
      reason: 'x',
    });
    expect(ofCredit.statusCode).toBe(409);
  });

  it('void a draft with its reason (a reason is required)', async () => {
    const made = (await manual()).json();
    const none = await t.call('POST', `/api/bills/${made.id}/void`, admin, {
      version: made.version,
      reason: ' ',
    });
    expect(none.statusCode).toBe(400);
    const voided = await t.call('POST', `/api/bills/${made.id}/void`, admin, {
      version: made.version,
      reason: '重复录入',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', void_reason: '重复录入' });
  });

  it('the service clerk adds manual lines but does not confirm them', async () => {
    const made = await manual({}, service);
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.call('POST', '/api/bills/confirm', service, { ids: [made.json().id] })).statusCode).toBe(
      403,
    );
  });
});

describe('partner scope', () => {
  it('a partner sees its own receivables only, never payables', async () => {
    const code = uniqueCode('PX');
    await t.database.db
      .insert(customers)
      .values({ company_id: companyId, customer_code: code, customer_name: '别家' });
    const own = (await manual()).json();
    const other = (await manual({ customer_code: code })).json();
    const payable = (
      await manual({ io_type: 'payable', customer_code: undefined, carrier_id: carrierId })
    ).json();
    const res = await t.call('GET', '/api/bills?size=100&sort=id,desc', partner);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().content as Row[];
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(payable.id);
    for (const r of rows) expect(r).toMatchObject({ customer_code: 'C0001', io_type: 'receivable' });
    expect((await t.call('GET', `/api/bills/${payable.id}`, partner)).statusCode).toBe(404);
  });
});

describe('events raise their lines', () => {
  it('completing an appointment raises its storage lines; delivering a transport order the receivable and the carrier’s payable', async () => {
    const code = uniqueCode('EV');
    await t.database.db
      .insert(customers)
      .values({ company_id: companyId, customer_code: code, customer_name: '事件客户' });
    const perDay = await api.item('day', 'appointment_completed');
    const perTrip = await api.item('trip', 'transport_delivered');
    const perKm = await api.item('km', 'transport_delivered', 'payable');
    const storage = await api.scheme('customer', 'storage', [{ id: perDay.id, price: '50', min: '80' }]);
    const transport = await api.scheme('customer', 'transport', [{ id: perTrip.id, price: '300' }]);
    const supplier = await api.scheme('supplier', 'transport', [{ id: perKm.id, price: '4.5', min: '200' }]);
    await api.contract({ customer_code: code, scheme_id: storage.id });
    await api.contract({ customer_code: code, scheme_id: transport.id });
    // the carrier may have a demo supplier contract in force already (then that one prices the payable)
    await t.call('POST', '/api/contracts', admin, {
      name: '承运商合同',
      party_type: 'supplier',
      carrier_id: carrierId,
      scheme_id: supplier.id,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
    });

    const appointment = await insertAppointment(t, {
      company_id: companyId,
      status: 'arrived',
      customer_code: code,
    });
    const done = await t.call('POST', `/api/appointments/${appointment.id}/complete`, admin, {
      version: appointment.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await linesOf(t, 'appointment', appointment.id)).toMatchObject([
      { quantity: '1.000', amount: '80.00', customer_code: code },
    ]);

    const cities = await twoCities(t);
    const [order] = await t.database.db
      .insert(transport_orders)
      .values({
        company_id: companyId,
        order_no: uniqueCode('YS'),
        customer_code: code,
        status: 'in_transit',
        pickup_city_id: cities[0],
        pickup_address: '起点',
        delivery_city_id: cities[1],
        delivery_address: '终点',
        planned_pickup_time: new Date(),
        carrier_id: carrierId,
        distance_km: '120.5',
      })
      .returning();
    await t.database.db.insert(attachments).values({
      owner_type: 'transport-order',
      owner_id: order!.id,
      kind: 'pod',
      title: '签收单',
      company_id: companyId,
      customer_code: code,
      file_name: 'pod.pdf',
      file_key: `test/pod-${order!.id}.pdf`,
      file_size: 10,
    });
    const delivered = await t.call('POST', `/api/transport-orders/${order!.id}/deliver`, admin, {
      version: order!.version,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const lines = await linesOf(t, 'transport_order', order!.id);
    const receivable = lines.find((l) => l.io_type === 'receivable');
    const payable = lines.find((l) => l.io_type === 'payable');
    expect(receivable).toMatchObject({ customer_code: code, amount: '300.00' });
    // 120.5 km × 4.5 = 542.25 (when this carrier's supplier contract is the one in force)
    expect(payable).toMatchObject({ carrier_id: carrierId, customer_code: null, party_type: 'supplier' });
  });
});
