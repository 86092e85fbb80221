import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportOrder } from '@app/shared';
import type { TestApp } from '../helpers/test-app.ts';
import { startTransportApp, twoCities, type Row } from '../helpers/transport.ts';

/**
 * A transport order's task: the form's picker offers the task orders the server accepts there (open
 * ones, TASK_OPEN_STATES), and the server refuses any other by the same rule.
 */
let t: TestApp;
let service: string;
let ok: Awaited<ReturnType<typeof startTransportApp>>['ok'];
let cityIds: readonly [number, number];

beforeAll(async () => {
  ({ t, service, ok } = await startTransportApp());
  cityIds = await twoCities(t);
});
afterAll(() => t.close());

const newTask = () => ok('POST', '/api/task-orders', { task_types: 'declaration', customer_code: 'C0001' });
const order = (taskId: unknown) => ({
  customer_code: 'C0001',
  task_order_id: taskId,
  pickup_city_id: cityIds[0],
  pickup_address: '厦门市湖里区象屿路1号',
  delivery_city_id: cityIds[1],
  delivery_address: '厦门市海沧区港南路88号',
  planned_pickup_time: new Date().toISOString(),
});

describe('the task a transport order names', () => {
  it('is picked among the open task orders, and a closed one is refused by the same rule', async () => {
    const open = await newTask();
    const closed = await newTask();
    const cancelled = await t.call('POST', `/api/task-orders/${closed.id}/cancel`, service, {
      version: closed.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // what the form's picker asks for (the definition's `pick` filter)
    const pick = transportOrder.fields.task_order_id!.ref!.pick!;
    const offered = (
      await t.call('GET', `/api/task-orders?page=1&size=100&${new URLSearchParams(pick).toString()}`, service)
    ).json<{ content: Row[] }>().content;
    const ids = offered.map((r) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);

    // the server takes the offered one and refuses the other, naming the field
    expect((await t.call('POST', '/api/transport-orders', service, order(open.id))).statusCode).toBe(201);
    const refused = await t.call('POST', '/api/transport-orders', service, order(closed.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.task_order_id).toContain('已取消');
  });
});
