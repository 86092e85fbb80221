import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bill,
  BILL_SOURCES,
  billsConfirmedAnswerSchema,
  billsRaisedAnswerSchema,
  chargeIssuesAnswerSchema,
  errorResponses,
  FINANCE_CURRENCIES,
  IO_TYPES,
  isRealDate,
  parseDateParts,
  strictInt,
} from '@app/shared';
import { entityResponses } from '../../../crud/response-schemas.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { idSchema } from '../../../plugins/paging.ts';
import { raiseCharges } from '../charging/raise-charges.ts';
import { confirmLines, createManualLine, reverseLine, updateManualLine } from './bill-actions.ts';
import { listChargeIssues } from './charge-issues.ts';

const tags = ['bills'];
const params = z.object({ id: idSchema });
const version = z.number().int().positive();
const values = <T extends readonly { value: string }[]>(opts: T) =>
  opts.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
/** An exact decimal as text (a number is taken as written), at most `scale` places. */
const decimal = (digits: number, scale: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d{1,${digits - scale}}(\\.\\d{1,${scale}})?$`).test(v), {
      message: 'v.number',
    });
/** A calendar day YYYY-MM-DD that exists (not 2026-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'v.date_format' })
  .refine(
    (v) => {
      const parts = parseDateParts(v);
      return !!parts && isRealDate(parts);
    },
    { message: 'v.date_format' },
  );
const currency = z.enum(values(FINANCE_CURRENCIES));
const line = z.strictObject({
  io_type: z.enum(values(IO_TYPES)),
  customer_code: z.string().trim().toUpperCase().min(1).max(50).optional(),
  carrier_id: idSchema.optional(),
  charge_item_id: idSchema,
  source_no: z.string().trim().max(64).optional(),
  event_date: day,
  quantity: decimal(18, 3),
  unit_price: decimal(18, 4),
  currency,
  settle_currency: currency.optional(),
  note: z.string().trim().max(500).optional(),
});
const reason = z.string().trim().min(1, { message: 'finance.reason_required' }).max(200);

/**
 * Charge lines' own writes (the entity is workflow-written; list, record, delete, export and the moves
 * confirm and void are the engine's): a manual line, its edit while a draft, the confirm of several
 * drafts at once, reverse (a credit line: no move of the line's state), a company's raising run and the
 * issues that kept events from being charged.
 */
export async function billRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = bill.permissions;
  const responses = entityResponses(bill);

  r.post(
    '/api/bills',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary:
          'A manual charge line `{ line }` (draft; amounts and the month’s rate computed by the server)',
        body: z.strictObject({ line }),
        response: responses.created,
      },
    },
    async (req, reply) => {
      const saved = await createManualLine(app.db, req, requireActor(req), req.body.line);
      return reply.status(201).send(saved);
    },
  );

  r.put(
    '/api/bills/:id',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'Changes a draft manual line `{ version, line }`; raised or confirmed lines are reversed instead',
        params,
        body: z.strictObject({ version, line }),
        response: responses.updated,
      },
    },
    async (req) => updateManualLine(app.db, req, requireActor(req), req.params.id, req.body),
  );

  r.post(
    '/api/bills/confirm',
    {
      config: { permission: perms.confirm },
      schema: {
        tags,
        summary:
          'Confirms draft lines, each by the definition’s confirm move; answers how many were confirmed (others are left as they are)',
        body: z.strictObject({ ids: z.array(idSchema).min(1).max(1000) }),
        response: { 200: billsConfirmedAnswerSchema, ...errorResponses },
      },
    },
    async (req) => confirmLines(app, req, requireActor(req), [...new Set(req.body.ids)]),
  );

  r.post(
    '/api/bills/:id/reverse',
    {
      config: { permission: perms.reverse },
      schema: {
        tags,
        summary: 'Reverses a confirmed (or invoiced, paid) line: answers the credit line (negative amounts)',
        params,
        body: z.strictObject({ version, reason }),
        response: responses.created,
      },
    },
    async (req, reply) => {
      const credit = await reverseLine(app.db, req, requireActor(req), req.params.id, req.body);
      return reply.status(201).send(credit);
    },
  );

  r.post(
    '/api/bills/raise',
    {
      config: { permission: perms.raise },
      schema: {
        tags,
        summary:
          'Raises the charge lines of the company’s events not yet charged (optionally event dates from/to)',
        body: z.strictObject({ from: day.optional(), to: day.optional() }),
        response: { 200: billsRaisedAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
      return raiseCharges(app.db, { companyId: actor.companyId, from: req.body.from, to: req.body.to });
    },
  );

  r.get(
    '/api/bills/issues',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: 'Events that raised nothing, with the missing piece (no contract, no exchange rate)',
        querystring: z.object({
          access_token: z.string().optional(),
          page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
          size: strictInt((n) => n.min(1).max(100)).default(20),
          source_type: z.enum(values(BILL_SOURCES)).optional(),
        }),
        response: { 200: chargeIssuesAnswerSchema, ...errorResponses },
      },
    },
    async (req) => listChargeIssues(app.db, requireActor(req), req.query, req.lang),
  );
}
