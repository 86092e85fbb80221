import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  chargeAmount,
  contract,
  contractHistoryAnswerSchema,
  contractSnapshotSchema,
  errorResponses,
  pricePreviewAnswerSchema,
} from '@app/shared';
import { contracts } from '../../../db/schema/index.ts';
import { contractHistory } from '../../../db/schema/finance.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { AppError, fieldError, notFound } from '../../../plugins/app-error.ts';
import { scopeCondition } from '../../../plugins/data-scope.ts';
import { idSchema } from '../../../plugins/paging.ts';
import type { Actor } from '../../../plugins/actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { contractItemOf } from './contracts.hooks.ts';

const tags = ['contracts'];
const params = z.object({ id: idSchema });
const quantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,15}(\.\d{1,3})?$/.test(v), { message: 'v.number' });

async function scopedContract(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        scopeCondition(actor, { company: contracts.company_id, customer: contracts.customer_code }),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** A contract's change history and the price its items give a quantity. */
/** A snapshot as stored (jsonb): the contract row and its item rows. */
const storedSnapshot = contractSnapshotSchema.shape.snapshot;

export async function contractRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = contract.permissions;

  r.get(
    '/api/contracts/:id/history',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: 'The contract and its prices as they were before each change, newest first',
        params,
        response: { 200: contractHistoryAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const c = await scopedContract(app.db, requireActor(req), req.params.id);
      return app.db
        .select({
          id: contractHistory.id,
          version: contractHistory.version,
          change: contractHistory.change,
          snapshot: contractHistory.snapshot,
          changed_by: contractHistory.changed_by,
          change_time: contractHistory.change_time,
        })
        .from(contractHistory)
        .where(eq(contractHistory.contract_id, c.id))
        .orderBy(desc(contractHistory.id))
        .then((rows) => rows.map((row) => ({ ...row, snapshot: storedSnapshot.parse(row.snapshot) })));
    },
  );

  r.post(
    '/api/contracts/:id/price-preview',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          'The amount the contract charges a quantity of one of its items (free quantity, minimum, rounding)',
        params,
        body: z.strictObject({ charge_item_id: idSchema, quantity }),
        response: { 200: pricePreviewAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const c = await scopedContract(app.db, requireActor(req), req.params.id);
      const item = await contractItemOf(app.db, c.id, req.body.charge_item_id);
      if (!item)
        throw fieldError('charge_item_id', 'finance.not_in_contract', { item: req.body.charge_item_id });
      const terms = { price: item.price, min_charge: item.min_charge ?? '0', free_qty: item.free_qty ?? '0' };
      try {
        return { amount: chargeAmount(req.body.quantity, terms), ...terms };
      } catch {
        throw new AppError(400, 'error.validation', undefined, { quantity: { key: 'v.number' } });
      }
    },
  );
}
