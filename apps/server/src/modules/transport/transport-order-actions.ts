import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carriers, drivers, transport_orders, vehicles } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAction } from '../receipts/document-events.ts';
import { scopedTask } from './task-order-actions.ts';
import { TASK_OPEN, taskStatusName } from './task-orders.hooks.ts';
import {
  assertCrew,
  transportOrderScope,
  transportStatusName,
  type Crew,
  type TransportStatus,
} from './transport-orders.hooks.ts';
import { ensurePodRow, hasProofOfDelivery } from './transport-pod.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';

const to = transport_orders;
type TransportOrder = typeof to.$inferSelect;

export type TransportAction = 'dispatch' | 'start' | 'deliver' | 'cancel';

/** planned → dispatched → in transit → delivered; planned or dispatched → cancelled. */
const MOVES: Record<TransportAction, { from: readonly TransportStatus[]; to: TransportStatus }> = {
  dispatch: { from: ['planned'], to: 'dispatched' },
  start: { from: ['dispatched'], to: 'in_transit' },
  deliver: { from: ['in_transit'], to: 'delivered' },
  cancel: { from: ['planned', 'dispatched'], to: 'cancelled' },
};

export interface TransportAnswer {
  id: number;
  version: number;
  status: string;
  order_no: string;
  carrier_id: number | null;
  driver_id: number | null;
  vehicle_id: number | null;
  actual_pickup_time: Date | null;
  actual_delivery_time: Date | null;
}
const answerOf = (o: TransportOrder): TransportAnswer => ({
  id: o.id,
  version: o.version,
  status: o.status,
  order_no: o.order_no ?? '',
  carrier_id: o.carrier_id,
  driver_id: o.driver_id,
  vehicle_id: o.vehicle_id,
  actual_pickup_time: o.actual_pickup_time,
  actual_delivery_time: o.actual_delivery_time,
});

/** "厦门顺达物流 · 张三 · 闽D12345": the crew of a dispatch, for the log. */
async function crewText(tx: DbOrTx, crew: Crew) {
  const parts: string[] = [];
  if (crew.carrier_id) {
    const [c] = await tx
      .select({ n: carriers.carrier_name })
      .from(carriers)
      .where(eq(carriers.id, crew.carrier_id));
    if (c) parts.push(c.n);
  }
  if (crew.driver_id) {
    const [d] = await tx
      .select({ n: drivers.driver_name })
      .from(drivers)
      .where(eq(drivers.id, crew.driver_id));
    if (d) parts.push(d.n);
  }
  if (crew.vehicle_id) {
    const [v] = await tx
      .select({ n: vehicles.plate_no })
      .from(vehicles)
      .where(eq(vehicles.id, crew.vehicle_id));
    if (v) parts.push(v.n);
  }
  return parts.join(' · ');
}

/**
 * Moves a transport order one step (with the version read): dispatch with a complete, valid crew of one
 * carrier (the body may name it); start stamps the pick-up time; deliver needs the proof of delivery and
 * stamps the delivery time; cancel from planned or dispatched. Each step is logged with who and when.
 */
export async function moveTransport(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: Crew & { version: number; reason?: string | undefined },
  action: TransportAction,
): Promise<TransportAnswer> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(to)
      .where(and(eq(to.id, id), transportOrderScope(actor)))
      .for('update');
    if (!order) throw notFound();
    if (order.version !== body.version) throw conflict();
    const move = MOVES[action];
    if (!move.from.includes(order.status as TransportStatus))
      throw new AppError(409, `transport.cannot_${action}`, {
        status: transportStatusName(order.status, req.lang),
      });
    const now = new Date();
    const values: Partial<TransportOrder> = { status: move.to };
    let message = body.reason ?? '';
    if (action === 'dispatch') {
      const crew: Crew = {
        carrier_id: body.carrier_id ?? order.carrier_id,
        driver_id: body.driver_id ?? order.driver_id,
        vehicle_id: body.vehicle_id ?? order.vehicle_id,
      };
      await assertCrew(tx, order.company_id, crew, req.lang, true);
      Object.assign(values, crew);
      message = await crewText(tx, crew);
      await ensurePodRow(tx, order);
    }
    if (action === 'start') {
      // the licence is checked again on the day the goods are picked up
      await assertCrew(tx, order.company_id, order, req.lang, true);
      values.actual_pickup_time = now;
    }
    if (action === 'deliver') {
      await assertDeliverable(tx, order.id);
      values.actual_delivery_time = now;
    }
    const [after] = await tx
      .update(to)
      .set({ ...values, version: sql`${to.version} + 1`, update_id: actor.userId, update_time: now })
      .where(eq(to.id, id))
      .returning();
    if (action === 'deliver') await raiseFor(tx, 'transport_order', id);
    await recordAction(tx, { type: 'transport-order', id }, actor, { action, message, at: now });
    await recordOperation(tx, req, {
      action,
      target: 'transport-orders',
      recordId: id,
      before: order,
      after,
    });
    return answerOf(after!);
  });
}

/**
 * The proof-of-delivery rule of a delivery: the order has an attachment of kind `pod` with its file
 * (uploaded through the attachments API, owner type `transport-order`).
 */
export async function assertDeliverable(tx: DbOrTx, orderId: number) {
  if (!(await hasProofOfDelivery(tx, orderId))) throw new AppError(409, 'transport.pod_required');
}

/**
 * A transport order for an open task order of the caller's scope: the customer, the container and the
 * task come from the task order; the addresses and times from the body.
 */
export async function transportFromTask(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: Actor,
  taskId: number,
  body: Record<string, unknown>,
) {
  const task = await scopedTask(app.db, actor, taskId);
  if (!TASK_OPEN.includes(task.status))
    throw new AppError(409, 'transport.task_closed', { status: taskStatusName(task.status, req.lang) });
  const service = app.entities('transport-orders');
  const values = service.parseCreate({
    ...(task.container_no ? { container_no: task.container_no } : {}),
    ...body,
    task_order_id: task.id,
    customer_code: task.customer_code,
  });
  return service.create(req, values);
}
