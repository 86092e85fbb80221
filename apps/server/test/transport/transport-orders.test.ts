import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate8, businessTime } from '@app/shared';
import { attachments, drivers, vehicles } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { demoCrew, refused, startTransportApp, twoCities, type Row } from '../helpers/transport.ts';

let t: TestApp;
let service: string;
let partner: string;
let ok: Awaited<ReturnType<typeof startTransportApp>>['ok'];
let companyIds: number[];
let crew: Awaited<ReturnType<typeof demoCrew>>;
let cityIds: readonly [number, number];

beforeAll(async () => {
  ({ t, service, partner, ok, companyIds } = await startTransportApp());
  crew = await demoCrew(t, companyIds[0]!);
  cityIds = await twoCities(t);
});
afterAll(() => t.close());

const ORDERS = '/api/transport-orders';
const route = () => ({
  pickup_city_id: cityIds[0],
  pickup_address: '厦门市湖里区象屿路1号',
  delivery_city_id: cityIds[1],
  delivery_address: '厦门市海沧区港南路88号',
  planned_pickup_time: new Date().toISOString(),
});
const newOrder = (more: Record<string, unknown> = {}) =>
  ok('POST', ORDERS, { customer_code: 'C0001', ...route(), ...more });
const move = (order: Row, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `${ORDERS}/${order.id}/${action}`, service, { version: order.version, ...body });
const moved = async (order: Row, action: string, body: Record<string, unknown> = {}) => {
  const res = await move(order, action, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
};
/** Carrier 0 with its first driver and vehicle (demo data: licences valid). */
const crew0 = () => ({
  carrier_id: crew.carriers[0]!.id,
  driver_id: crew.drivers[0]!.id,
  vehicle_id: crew.vehicles[0]!.id,
});
/** The proof of delivery, as the attachments API leaves it: a pod row with its file. */
const addPod = (orderId: number, withFile = true) =>
  t.database.db.insert(attachments).values({
    owner_type: 'transport-order',
    owner_id: orderId,
    kind: 'pod',
    title: '签收单',
    company_id: companyIds[0]!,
    customer_code: 'C0001',
    ...(withFile ? { file_name: 'pod.pdf', file_key: `test/pod-${orderId}.pdf`, file_size: 10 } : {}),
  });

describe('transport order numbers', () => {
  it('are YS, the business date and a daily sequence, made by the server', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const stem = `YS${businessDate8()}`;
    expect(String(a.order_no)).toMatch(new RegExp(`^${stem}\\d{4}$`));
    expect(Number(String(b.order_no).slice(stem.length))).toBe(
      Number(String(a.order_no).slice(stem.length)) + 1,
    );
    expect(a).toMatchObject({ status: 'planned', actual_pickup_time: null });
    await refused(t, service, 'POST', ORDERS, { customer_code: 'C0001', ...route(), order_no: 'X' }, 400);
    await refused(t, service, 'PUT', `${ORDERS}/${a.id}`, { version: a.version, status: 'delivered' }, 400);
  });
});

describe('the status of a transport order', () => {
  it('moves planned → dispatched → in transit → delivered, stamping the times, and logs each step', async () => {
    const order = await newOrder();
    for (const action of ['start', 'deliver']) expect((await move(order, action)).statusCode).toBe(409);
    const dispatched = await moved(order, 'dispatch', crew0());
    expect(dispatched).toMatchObject({ status: 'dispatched', ...crew0() });
    expect((await move(dispatched, 'dispatch', crew0())).statusCode).toBe(409);
    expect((await move(dispatched, 'deliver')).statusCode).toBe(409);
    const started = await moved(dispatched, 'start');
    expect(started.status).toBe('in_transit');
    expect(started.actual_pickup_time).toBeTruthy();
    // on the road the order is a record: no edits, no cancel
    const edit = await refused(
      t,
      service,
      'PUT',
      `${ORDERS}/${order.id}`,
      { version: started.version, note: 'x' },
      409,
    );
    expect(edit.message).toContain('运输中');
    expect((await move(started, 'cancel')).statusCode).toBe(409);
    // delivered needs the proof of delivery with its file
    const noPod = await move(started, 'deliver');
    expect(noPod.statusCode).toBe(409);
    expect(noPod.json().message).toContain('签收单');
    await addPod(order.id, false);
    expect((await move(started, 'deliver')).statusCode).toBe(409);
    await addPod(order.id);
    const delivered = await moved(started, 'deliver');
    expect(delivered.status).toBe('delivered');
    expect(delivered.actual_delivery_time).toBeTruthy();
    for (const action of ['dispatch', 'start', 'deliver', 'cancel'])
      expect((await move(delivered, action, action === 'dispatch' ? crew0() : {})).statusCode).toBe(409);
    await refused(t, service, 'DELETE', `${ORDERS}/${order.id}`, undefined, 409);
    const log = (await ok('GET', `${ORDERS}/${order.id}/log`)).content as Row[];
    expect(log.map((e) => e.action)).toEqual(['add', 'dispatch', 'start', 'deliver']);
    expect(log[1]!.message).toContain(crew.vehicles[0]!.plate_no);
  });

  it('takes the proof of delivery through the attachments API: a 签收单 row made at dispatch', async () => {
    const order = await moved(await newOrder(), 'dispatch', crew0());
    const listUrl = `/api/attachments?owner_type=transport-order&owner_id=${order.id}`;
    const rows = (await ok('GET', listUrl)).content as Row[];
    expect(rows).toMatchObject([{ kind: 'pod', title: '签收单', is_header: true, file_name: null }]);
    const started = await moved(order, 'start');
    expect((await move(started, 'deliver')).statusCode).toBe(409);
    const boundary = '----transport-pod-boundary';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/attachments/${rows[0]!.id}/file`,
      headers: { 'access-token': service, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pod.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    expect((await moved(started, 'deliver')).status).toBe('delivered');
    // a delivered order's proof stays as it is
    const res = await t.call('DELETE', `/api/attachments/${rows[0]!.id}/file`, service);
    expect(res.statusCode).toBe(409);
  });

  it('cancels planned and dispatched orders; a stale version is refused', async () => {
    const planned = await newOrder();
    expect((await move(planned, 'cancel', { version: 99 })).statusCode).toBe(409);
    const cancelled = await moved(planned, 'cancel', { reason: '客户改期' });
    expect(cancelled.status).toBe('cancelled');
    expect((await move(cancelled, 'dispatch', crew0())).statusCode).toBe(409);
    const dispatched = await moved(await newOrder(), 'dispatch', crew0());
    expect((await moved(dispatched, 'cancel')).status).toBe('cancelled');
    await ok('DELETE', `${ORDERS}/${planned.id}`);
  });

  it('edits planned and dispatched orders only', async () => {
    const order = await newOrder();
    const edited = await ok('PUT', `${ORDERS}/${order.id}`, { version: order.version, goods_desc: '纸箱' });
    const dispatched = await moved(edited, 'dispatch', crew0());
    const again = await ok('PUT', `${ORDERS}/${order.id}`, { version: dispatched.version, pieces: 12 });
    expect(again.pieces).toBe(12);
    // a dispatched order keeps a complete crew
    const res = await refused(
      t,
      service,
      'PUT',
      `${ORDERS}/${order.id}`,
      { version: again.version, driver_id: null },
      400,
    );
    expect(res.errors?.driver_id).toBeTruthy();
  });

  it('needs the dispatch permission to move, and the order’s scope', async () => {
    const order = await newOrder();
    await refused(t, partner, 'POST', `${ORDERS}/${order.id}/dispatch`, { version: order.version }, 403);
    await refused(t, service, 'POST', `${ORDERS}/99999999/dispatch`, { version: 1, ...crew0() }, 404);
  });
});

describe('dispatching', () => {
  it('needs a carrier, a driver and a vehicle of that carrier', async () => {
    const order = await newOrder();
    const none = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/dispatch`,
      { version: order.version },
      400,
    );
    expect(none.errors?.carrier_id).toContain('承运商');
    const noVehicle = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/dispatch`,
      { version: order.version, carrier_id: crew0().carrier_id, driver_id: crew0().driver_id },
      400,
    );
    expect(noVehicle.errors?.vehicle_id).toBeTruthy();
    const otherCarrierDriver = crew.drivers.find((d) => d.carrier_id !== crew0().carrier_id)!;
    const mixed = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/dispatch`,
      { version: order.version, ...crew0(), driver_id: otherCarrierDriver.id },
      400,
    );
    expect(mixed.errors?.driver_id).toContain('不属于');
    const otherCarrierVehicle = crew.vehicles.find((v) => v.carrier_id !== crew0().carrier_id)!;
    await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/dispatch`,
      { version: order.version, ...crew0(), vehicle_id: otherCarrierVehicle.id },
      400,
    );
  });

  it('refuses a driver whose licence expired or who is disabled, on dispatch and on edit', async () => {
    const db = t.database.db;
    const yesterday = businessTime().subtract(1, 'day').format('YYYY-MM-DD');
    const created = await ok('POST', '/api/drivers', {
      carrier_id: crew0().carrier_id,
      driver_name: '过期司机',
      id_card: '11010519491231002X',
      phone: '13800138000',
      licence_expiry: '2030-12-31',
    });
    await db.update(drivers).set({ licence_expiry: yesterday }).where(eq(drivers.id, created.id));
    const order = await newOrder();
    const expired = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/dispatch`,
      { version: order.version, ...crew0(), driver_id: created.id },
      400,
    );
    expect(expired.errors?.driver_id).toContain('过期');
    expect(expired.errors?.driver_id).toContain(yesterday);
    const edit = await refused(
      t,
      service,
      'PUT',
      `${ORDERS}/${order.id}`,
      { version: order.version, driver_id: created.id },
      400,
    );
    expect(edit.errors?.driver_id).toContain('过期');
    await refused(
      t,
      service,
      'POST',
      ORDERS,
      { customer_code: 'C0001', ...route(), driver_id: created.id },
      400,
    );
    // valid through the expiry day
    const today = businessTime().format('YYYY-MM-DD');
    await db.update(drivers).set({ licence_expiry: today }).where(eq(drivers.id, created.id));
    const dispatched = await moved(order, 'dispatch', { ...crew0(), driver_id: created.id });
    // a licence that expires between dispatch and pick-up stops the start
    await db.update(drivers).set({ licence_expiry: yesterday }).where(eq(drivers.id, created.id));
    expect((await move(dispatched, 'start')).statusCode).toBe(400);

    await db
      .update(drivers)
      .set({ licence_expiry: '2030-12-31', status: '0' })
      .where(eq(drivers.id, created.id));
    const other = await newOrder();
    const disabled = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${other.id}/dispatch`,
      { version: other.version, ...crew0(), driver_id: created.id },
      400,
    );
    expect(disabled.errors?.driver_id).toContain('停用');
    await db.update(vehicles).set({ status: '0' }).where(eq(vehicles.id, crew0().vehicle_id));
    const vehicleOff = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${other.id}/dispatch`,
      { version: other.version, ...crew0() },
      400,
    );
    expect(vehicleOff.errors?.vehicle_id).toContain('停用');
    await db.update(vehicles).set({ status: '1' }).where(eq(vehicles.id, crew0().vehicle_id));
  });
});

describe('a transport order from a task order', () => {
  it('copies the customer, the container and the task; only from an open task order', async () => {
    const task = await ok('POST', '/api/task-orders', {
      task_types: 'declaration',
      customer_code: 'C0002',
      container_no: 'CSQU3054383',
    });
    const res = await t.call('POST', `${ORDERS}/from-task/${task.id}`, service, route());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      task_order_id: task.id,
      customer_code: 'C0002',
      container_no: 'CSQU3054383',
      status: 'planned',
    });
    // the customer is the task's, whatever the body says
    await refused(
      t,
      service,
      'POST',
      `${ORDERS}/from-task/${task.id}`,
      { ...route(), customer_code: 'C0001' },
      400,
    );
    const docs = (await ok('GET', `/api/task-orders/${task.id}/documents`)).content as Row[];
    expect(docs.map((d) => `${d.doc_type}:${d.linked_by}`)).toEqual(['transport-order:task_order']);
    const cancelled = await ok('POST', `/api/task-orders/${task.id}/cancel`, { version: task.version });
    expect(cancelled.status).toBe('cancelled');
    const closed = await refused(t, service, 'POST', `${ORDERS}/from-task/${task.id}`, route(), 409);
    expect(closed.message).toContain('已取消');
    await refused(t, service, 'POST', `${ORDERS}/from-task/99999999`, route(), 404);
    await refused(t, service, 'POST', `${ORDERS}/from-task/${task.id}`, { pickup_address: 'x' }, 400);
  });
});

describe('carriers, drivers and vehicles', () => {
  it('a carrier with drivers or vehicles is not deleted', async () => {
    const res = await refused(t, service, 'DELETE', `/api/carriers/${crew0().carrier_id}`, undefined, 409);
    expect(res.message).toMatch(/司机|车辆|运输订单/);
  });
});

describe('a partner', () => {
  it('sees only its own customer’s transport orders, and moves none', async () => {
    const own = await newOrder({ customer_code: 'C0001' });
    const other = await newOrder({ customer_code: 'C0002' });
    const list = await t.call('GET', `${ORDERS}?size=100`, partner);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ content: Row[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.customer_code === 'C0001')).toBe(true);
    expect((await t.call('GET', `${ORDERS}/${own.id}`, partner)).statusCode).toBe(200);
    expect((await t.call('GET', `${ORDERS}/${other.id}`, partner)).statusCode).toBe(404);
    expect((await t.call('GET', `${ORDERS}/${own.id}/log`, partner)).statusCode).toBe(200);
    expect((await t.call('GET', `${ORDERS}/${other.id}/log`, partner)).statusCode).toBe(404);
    await refused(t, partner, 'PUT', `${ORDERS}/${own.id}`, { version: own.version, note: 'x' }, 403);
    await refused(t, partner, 'POST', `${ORDERS}/${own.id}/cancel`, { version: own.version }, 403);
    await refused(t, partner, 'POST', ORDERS, { customer_code: 'C0001', ...route() }, 403);
  });
});
