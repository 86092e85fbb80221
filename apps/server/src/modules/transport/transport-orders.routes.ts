import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSchema, errorResponses, transportOrder } from '@app/shared';
import { transport_orders } from '../../db/schema/index.ts';
import { entityResponses } from '../../crud/response-schemas.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { registerAttachmentOwner } from '../attachments/attachment-owners.ts';
import { documentLogRoute } from '../receipts/document-log-route.ts';
import { moveTransport, transportFromTask } from './transport-order-actions.ts';
import { transportOrderScope, transportStatusName } from './transport-orders.hooks.ts';
import { TRANSPORT_OWNER_TYPE } from './transport-pod.ts';

const tags = ['transport-orders'];
const version = z.number().int().positive();
const params = z.object({ id: idSchema });
const instant = z.union([z.date(), z.string()]).nullable();
const answer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  order_no: z.string(),
  carrier_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  vehicle_id: z.number().int().nullable(),
  actual_pickup_time: instant,
  actual_delivery_time: instant,
});

/** The proof of delivery is uploaded while the order is dispatched or on the road. */
const POD_EDITABLE = new Set(['dispatched', 'in_transit']);

/**
 * Transport orders' own calls beyond the engine's CRUD: one from a task order, the dispatcher's status
 * moves and the order's log; the order is an attachments owner (its proof of delivery).
 */
export async function transportOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = transportOrder.permissions;

  registerAttachmentOwner(TRANSPORT_OWNER_TYPE, {
    async load(tx, actor, ownerId) {
      const [order] = await tx
        .select({
          company_id: transport_orders.company_id,
          customer_code: transport_orders.customer_code,
          status: transport_orders.status,
        })
        .from(transport_orders)
        .where(and(eq(transport_orders.id, ownerId), transportOrderScope(actor)));
      if (!order) return undefined;
      return {
        company_id: order.company_id,
        customer_code: order.customer_code,
        editable: POD_EDITABLE.has(order.status),
        stateName: transportStatusName(order.status),
      };
    },
    viewPerm: perms.list,
    editPerm: perms.dispatch,
  });

  r.post(
    '/api/transport-orders/from-task/:taskId',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary:
          'A transport order from an open task order (customer, container and task copied; addresses and times in the body)',
        params: z.object({ taskId: idSchema }),
        body: createSchema(transportOrder).omit({ customer_code: true, task_order_id: true }),
        response: entityResponses(transportOrder).created,
      },
    },
    async (req, reply) => {
      const record = await transportFromTask(app, req, requireActor(req), req.params.taskId, req.body);
      return reply.status(201).send(record);
    },
  );

  const crew = {
    carrier_id: idSchema.optional(),
    driver_id: idSchema.optional(),
    vehicle_id: idSchema.optional(),
  };
  const moves = {
    dispatch: {
      summary: 'Dispatches a planned order: carrier, driver (licence valid) and vehicle of that carrier',
      body: z.strictObject({ version, ...crew }),
    },
    start: {
      summary: 'The goods are picked up: dispatched → in transit (the pick-up time is stamped)',
      body: z.strictObject({ version }),
    },
    deliver: {
      summary:
        'Delivered: in transit → delivered (needs the proof of delivery; the delivery time is stamped)',
      body: z.strictObject({ version }),
    },
    cancel: {
      summary: 'Cancels a planned or dispatched order',
      body: z.strictObject({ version, reason: z.string().trim().max(200).optional() }),
    },
  } as const;
  for (const [action, spec] of Object.entries(moves) as [
    keyof typeof moves,
    (typeof moves)[keyof typeof moves],
  ][])
    r.post(
      `/api/transport-orders/:id/${action}`,
      {
        config: { permission: perms.dispatch },
        schema: {
          tags,
          summary: spec.summary,
          params,
          body: spec.body,
          response: { 200: answer, ...errorResponses },
        },
      },
      async (req) =>
        moveTransport(app.db, req, requireActor(req), req.params.id, req.body as { version: number }, action),
    );

  documentLogRoute(app, {
    url: '/api/transport-orders/:id/log',
    permission: perms.view,
    tags,
    summary:
      'The transport order’s log: created, dispatched, picked up, delivered or cancelled, by whom and when',
    doc: 'transport-order',
    table: transport_orders,
    scope: transportOrderScope,
  });
}
