import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportOrder } from '@app/shared';
import type { TestApp } from '../helpers/test-app.ts';
import { refused, startTransportApp, twoCities, type Row } from '../helpers/transport.ts';

/**
 * The engine's moves (a definition's workflow), on the transport order's: wrong state and stale version
 * refused with 409 and nothing written, the caller's scope, the batch form (all or none), the document
 * log, and a move by customs (no actor) logged the same way.
 */
let t: TestApp;
let service: string;
let partner: string;
let ok: Awaited<ReturnType<typeof startTransportApp>>['ok'];
let cityIds: readonly [number, number];

beforeAll(async () => {
  ({ t, service, partner, ok } = await startTransportApp());
  cityIds = await twoCities(t);
});
afterAll(() => t.close());

const ORDERS = '/api/transport-orders';
const newOrder = () =>
  ok('POST', ORDERS, {
    customer_code: 'C0001',
    pickup_city_id: cityIds[0],
    pickup_address: '厦门市湖里区象屿路1号',
    delivery_city_id: cityIds[1],
    delivery_address: '厦门市海沧区港南路88号',
    planned_pickup_time: new Date().toISOString(),
  });
const read = async (id: unknown) => (await t.call('GET', `${ORDERS}/${id}`, service)).json<Row>();

describe('a move from a state it does not leave', () => {
  it('is a 409 naming the record, its state and the states the move leaves from, and writes nothing', async () => {
    const order = await newOrder();
    const res = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/deliver`,
      { version: order.version },
      409,
    );
    expect(res.message).toBe(
      `运输订单“${order.order_no}”状态为“已计划”，不能确认送达；只有“运输中”状态可以确认送达`,
    );
    const en = await t.call(
      'POST',
      `${ORDERS}/${order.id}/start`,
      service,
      { version: order.version },
      {
        'accept-language': 'en',
      },
    );
    expect(en.json().message).toContain('only from “Dispatched”');
    expect(await read(order.id)).toMatchObject({ status: 'planned', version: order.version });
  });

  it('and a stale version is a 409 too', async () => {
    const order = await newOrder();
    await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/cancel`,
      { version: Number(order.version) + 1 },
      409,
    );
    expect((await read(order.id)).status).toBe('planned');
  });

  it('refuses a body with fields the move does not take', async () => {
    const order = await newOrder();
    const res = await refused(
      t,
      service,
      'POST',
      `${ORDERS}/${order.id}/cancel`,
      { version: order.version, status: 'delivered' },
      400,
    );
    expect(res.code).toBe(400);
  });
});

describe('scope and answer', () => {
  it('answers the saved record in the entity’s schema, with its new state and version', async () => {
    const order = await newOrder();
    const res = await t.call('POST', `${ORDERS}/${order.id}/cancel`, service, {
      version: order.version,
      reason: '客户改期',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      order_no: order.order_no,
      status: 'cancelled',
      version: Number(order.version) + 1,
      customer_code: 'C0001',
    });
  });

  it('a partner without the move’s permission is refused, and one outside the scope sees nothing', async () => {
    const order = await newOrder();
    const res = await t.call('POST', `${ORDERS}/${order.id}/cancel`, partner, { version: order.version });
    expect([403, 404]).toContain(res.statusCode);
    expect((await read(order.id)).status).toBe('planned');
  });
});

describe('the batch form', () => {
  it('moves several records in one call', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const res = await t.call('POST', `${ORDERS}/cancel`, service, {
      items: [a, b].map((o) => ({ id: o.id, version: o.version })),
      reason: '整批取消',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.map((r: Row) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('moves none when one of them cannot move', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const first = await t.call('POST', `${ORDERS}/${b.id}/cancel`, service, { version: b.version });
    expect(first.statusCode).toBe(200);
    const res = await t.call('POST', `${ORDERS}/cancel`, service, {
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: first.json().version },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(String(b.order_no));
    expect((await read(a.id)).status).toBe('planned');
  });

  it('is offered only where the definition says so', async () => {
    expect(transportOrder.workflow!.moves.filter((m) => m.batch).map((m) => m.name)).toEqual(['cancel']);
    const res = await t.call('POST', `${ORDERS}/start`, service, { items: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('customs’ own moves', () => {
  it('have no route: no user, not even the administrator, can play customs', async () => {
    const admin = await t.login('admin');
    for (const [entity, move] of [
      ['passports', 'approve'],
      ['passports', 'refuse'],
      ['inventory-lists', 'approve'],
      ['inventory-lists', 'deduct'],
    ] as const) {
      const res = await t.call('POST', `/api/${entity}/1/${move}`, admin, { version: 1 });
      expect(res.statusCode, `${entity} ${move}`).toBe(404);
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(
      Object.keys(doc.paths).filter(
        (p) => /\/(approve|deduct|refuse)$/.test(p) && /passports|inventory-lists/.test(p),
      ),
    ).toEqual([]);
  });
});

describe('the document log', () => {
  it('records each move with who and the reason, and a move by customs the same way without a user', async () => {
    const order = await newOrder();
    await t.call('POST', `${ORDERS}/${order.id}/cancel`, service, {
      version: order.version,
      reason: '客户改期',
    });
    const other = await newOrder();
    const moved = await t.app.db.transaction((tx) =>
      t.app
        .entities('transport-orders')
        .moveWithin(tx, { actor: null, lang: 'zh' }, Number(other.id), 'cancel', {
          reason: '海关退单',
        }),
    );
    expect(moved).toMatchObject({ status: 'cancelled', version: Number(other.version) + 1 });
    const log = async (id: unknown) =>
      (await t.call('GET', `${ORDERS}/${id}/log`, service)).json<{ content: Row[] }>().content;
    expect((await log(order.id)).map((e) => [e.action, e.message, Boolean(e.user_name)])).toEqual([
      ['add', '', true],
      ['cancel', '客户改期', true],
    ]);
    expect((await log(other.id)).at(-1)).toMatchObject({
      action: 'cancel',
      message: '海关退单',
      user_name: null,
    });
  });
});
