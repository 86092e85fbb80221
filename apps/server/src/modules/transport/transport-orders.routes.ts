import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSchema, stateName, transportOrder } from '@app/shared';
import { transport_orders } from '../../db/schema/index.ts';
import { entityResponses } from '../../crud/response-schemas.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { registerAttachmentOwner } from '../attachments/attachment-owners.ts';
import { transportFromTask } from './transport-order-moves.ts';
import { entityScope } from '../../crud/list-condition.ts';
import { TRANSPORT_OWNER_TYPE } from './transport-pod.ts';

const tags = ['transport-orders'];
/** The proof of delivery is uploaded while the order is dispatched or on the road. */
const POD_EDITABLE = new Set(['dispatched', 'in_transit']);

/**
 * Transport orders' own calls beyond the engine's CRUD and moves (the definition's workflow: dispatch,
 * start, deliver, cancel and the log, served by the engine with the hooks of transport-order-moves.ts):
 * one from a task order; the order is an attachments owner (its proof of delivery).
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
        .where(and(eq(transport_orders.id, ownerId), entityScope(transportOrder, actor)));
      if (!order) return undefined;
      return {
        company_id: order.company_id,
        customer_code: order.customer_code,
        editable: POD_EDITABLE.has(order.status),
        stateName: stateName(transportOrder, order.status),
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
}
