import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateName, taskOrder } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { carriers, drivers, vehicles } from '../../db/schema/index.ts';
import type { MoveHooks, Row } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';
import { scopedTask } from './task-order-actions.ts';
import { TASK_OPEN } from './task-orders.hooks.ts';
import { assertCrew, type Crew } from './transport-orders.hooks.ts';
import { ensurePodRow, hasProofOfDelivery } from './transport-pod.ts';

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

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * What the transport order's moves (its definition's workflow) do beyond the state: dispatch needs a
 * complete, valid crew of one carrier (the body may name it) and opens the proof-of-delivery row; start
 * checks the licence again and stamps the pick-up; deliver needs the proof of delivery, stamps the
 * delivery and raises the order's charges.
 */
export const transportOrderMoves: Record<string, MoveHooks> = {
  dispatch: {
    async before({ tx, before, body, lang }) {
      const crew: Crew = {
        carrier_id: idOrNull(body.carrier_id) ?? idOrNull(before.carrier_id),
        driver_id: idOrNull(body.driver_id) ?? idOrNull(before.driver_id),
        vehicle_id: idOrNull(body.vehicle_id) ?? idOrNull(before.vehicle_id),
      };
      await assertCrew(tx, idOrNull(before.company_id), crew, lang, true);
      await ensurePodRow(tx, {
        id: Number(before.id),
        company_id: idOrNull(before.company_id),
        customer_code: String(before.customer_code ?? ''),
      });
      return { values: { ...crew }, message: await crewText(tx, crew) };
    },
  },
  start: {
    async before({ tx, before, lang, now }) {
      // the licence is checked again on the day the goods are picked up
      await assertCrew(tx, idOrNull(before.company_id), before as Row & Crew, lang, true);
      return { values: { actual_pickup_time: now } };
    },
  },
  deliver: {
    async before({ tx, before, now }) {
      if (!(await hasProofOfDelivery(tx, Number(before.id))))
        throw new AppError(409, 'transport.pod_required');
      return { values: { actual_delivery_time: now } };
    },
    async after({ tx }, after) {
      await raiseFor(tx, 'transport_order', after.id);
    },
  },
};

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
    throw new AppError(409, 'transport.task_closed', { status: stateName(taskOrder, task.status, req.lang) });
  const service = app.entities('transport-orders');
  const values = service.parseCreate({
    ...(task.container_no ? { container_no: task.container_no } : {}),
    ...body,
    task_order_id: task.id,
    customer_code: task.customer_code,
  });
  return service.create(req, values);
}
