import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  addCheckIssue,
  checkMoneyAmount,
  currencyPlaces,
  fieldSchema,
  moneySchema,
  payment,
  stateName,
} from '@app/shared';
import { payments } from '../../../db/schema/index.ts';
import { entityResponses } from '../../../crud/response-schemas.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { idSchema } from '../../../plugins/paging.ts';
import { registerAttachmentOwner } from '../../attachments/attachment-owners.ts';
import { createPayment, paymentsInScope, updatePayment, type PaymentCreate } from './payment-actions.ts';

const tags = ['payments'];
const F = payment.fields;
const version = z.number().int().positive();
const params = z.object({ id: idSchema });
/** The attachments owner type of a payment (its transfer slip). */
export const PAYMENT_OWNER_TYPE = 'payment';

const createBody = z
  .strictObject({
    io_type: fieldSchema(F.io_type!),
    customer_code: fieldSchema(F.customer_code!).nullish(),
    carrier_id: fieldSchema(F.carrier_id!).nullish(),
    statement_id: fieldSchema(F.statement_id!).nullish(),
    method: fieldSchema(F.method!),
    // the shared amount rule (exact digits, nothing trimmed), then the currency's own places
    amount: moneySchema(),
    currency: fieldSchema(F.currency!).default('CNY'),
    reference: fieldSchema(F.reference!).nullish(),
    payer_name: fieldSchema(F.payer_name!).nullish(),
    paid_date: fieldSchema(F.paid_date!),
    note: fieldSchema(F.note!).nullish(),
  })
  .superRefine((body, ctx) =>
    addCheckIssue(ctx, checkMoneyAmount(body.amount, { places: currencyPlaces(String(body.currency)) }), [
      'amount',
    ]),
  );

/**
 * Payments' own calls beyond the engine's list, record, delete, moves (confirm, written off at once by
 * its hook; reject) and log: the create (pending) and the change of a pending one; a payment owns
 * attachments (its transfer slip), which a partner may add to its own pending payment.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = payment.permissions;
  const answer = entityResponses(payment);

  registerAttachmentOwner(PAYMENT_OWNER_TYPE, {
    async load(tx, actor, ownerId) {
      const [row] = await tx
        .select({
          company_id: payments.company_id,
          customer_code: payments.customer_code,
          status: payments.status,
        })
        .from(payments)
        .where(and(eq(payments.id, ownerId), paymentsInScope(actor)));
      if (!row) return undefined;
      return {
        company_id: row.company_id,
        customer_code: row.customer_code,
        editable: row.status === 'pending',
        stateName: stateName(payment, row.status),
      };
    },
    viewPerm: perms.list,
    editPerm: perms.add,
  });

  r.post(
    '/api/payments',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary:
          'A pending payment of a party (staff), or a partner’s bank transfer of its own statement; confirmed by finance',
        body: createBody,
        response: answer.created,
      },
    },
    async (req, reply) => {
      const row = await createPayment(app.db, req, requireActor(req), req.body as PaymentCreate);
      return reply.status(201).send(row);
    },
  );

  r.put(
    '/api/payments/:id',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Changes the reference, payer or note of a pending payment',
        params,
        body: z.strictObject({
          version,
          reference: fieldSchema(F.reference!).nullish(),
          payer_name: fieldSchema(F.payer_name!).nullish(),
          note: fieldSchema(F.note!).nullish(),
        }),
        response: answer.updated,
      },
    },
    async (req) =>
      updatePayment(app.db, req, requireActor(req), req.params.id, req.body as { version: number }),
  );
}
