import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bill, errorResponses, fieldSchema, pageSchema, statement, strictInt } from '@app/shared';
import { bills, statements } from '../../../db/schema/index.ts';
import { entityResponses } from '../../../crud/response-schemas.ts';
import { notFound } from '../../../plugins/app-error.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { idSchema } from '../../../plugins/paging.ts';
import { documentLogRoute } from '../../../crud/document-log-route.ts';
import {
  createStatement,
  moveStatement,
  removeStatementLine,
  updateStatementNote,
  type MoveBody,
  type StatementAction,
  type StatementCreate,
} from './statement-actions.ts';
import { notifyStatementSent } from './statement-notice.ts';
import { statementScope } from './statement-party.ts';
import { withDisplays } from '../../../crud/references.ts';

const tags = ['statements'];
const F = statement.fields;
const version = z.number().int().positive();
const params = z.object({ id: idSchema });
const reason = z.string().trim().min(1).max(500);
const optionalReason = z.string().trim().max(500).optional();

const createBody = z.strictObject({
  io_type: fieldSchema(F.io_type!),
  customer_code: fieldSchema(F.customer_code!).nullish(),
  carrier_id: fieldSchema(F.carrier_id!).nullish(),
  period_from: fieldSchema(F.period_from!),
  period_to: fieldSchema(F.period_to!),
  bill_currency: fieldSchema(F.bill_currency!).default('CNY'),
  note: fieldSchema(F.note!).nullish(),
});

const moves: Record<StatementAction, { summary: string; perm: string; body: z.ZodType }> = {
  send: {
    summary: 'Sends a draft to the customer for confirmation (message and e-mail to the partner)',
    perm: statement.permissions.send,
    body: z.strictObject({ version }),
  },
  confirm: {
    summary: 'The customer (or staff on its behalf) confirms a sent statement',
    perm: statement.permissions.confirm,
    body: z.strictObject({ version }),
  },
  dispute: {
    summary: 'The customer disputes a sent statement, with the reason',
    perm: statement.permissions.confirm,
    body: z.strictObject({ version, reason }),
  },
  reopen: {
    summary: 'Staff take a disputed statement back to draft (lines may then be removed)',
    perm: statement.permissions.edit,
    body: z.strictObject({ version, reason: optionalReason }),
  },
  invoice: {
    summary: 'Records the invoice of a confirmed statement (its lines become invoiced)',
    perm: statement.permissions.invoice,
    body: z.strictObject({
      version,
      invoice_no: z.string().trim().min(1).max(200),
      invoice_date: fieldSchema({ ...F.invoice_date!, required: true }),
    }),
  },
  void: {
    summary: 'Voids a draft, sent or disputed statement: its lines are free for another statement',
    perm: statement.permissions.void,
    body: z.strictObject({ version, reason: optionalReason }),
  },
};

const lineRecord = entityResponses(bill).one[200];

/**
 * Statements' own calls beyond the engine's list, record and delete: the create that collects the
 * party's lines, the note, its lines, the moves of its workflow and its log.
 */
export async function statementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = statement.permissions;
  const answer = entityResponses(statement);

  r.post(
    '/api/statements',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary:
          "A statement of a party and period: the party's confirmed lines without a statement, in the billing currency (422 when none)",
        body: createBody,
        response: { ...answer.created, 422: errorResponses[400] },
      },
    },
    async (req, reply) => {
      const row = await createStatement(app.db, req, requireActor(req), req.body as StatementCreate);
      return reply.status(201).send(row);
    },
  );

  r.put(
    '/api/statements/:id',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Changes the note of a statement (the rest is its workflow’s)',
        params,
        body: z.strictObject({ version, note: fieldSchema(F.note!).nullish() }),
        response: answer.updated,
      },
    },
    async (req) =>
      updateStatementNote(app.db, req, requireActor(req), req.params.id, {
        version: req.body.version,
        note: req.body.note as string | null | undefined,
      }),
  );

  r.get(
    '/api/statements/:id/lines',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: 'The charge lines of a statement, oldest event first',
        params,
        querystring: z.object({
          page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
          size: strictInt((n) => n.min(1).max(1000)).default(50),
        }),
        response: { 200: pageSchema(lineRecord), ...errorResponses },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      const [head] = await app.db
        .select({ id: statements.id })
        .from(statements)
        .where(and(eq(statements.id, req.params.id), statementScope(requireActor(req))));
      if (!head) throw notFound();
      const [total] = await app.db.select({ n: count() }).from(bills).where(eq(bills.statement_id, head.id));
      const content = await app.db
        .select()
        .from(bills)
        .where(eq(bills.statement_id, head.id))
        .orderBy(asc(bills.event_date), asc(bills.id))
        .limit(size)
        .offset((page - 1) * size);
      // with the charge items' names (a partner may not read charge items itself)
      return {
        content: (await withDisplays(app.database, bill, content)) as typeof content,
        totalElements: total?.n ?? 0,
        page,
        size,
      };
    },
  );

  r.delete(
    '/api/statements/:id/lines/:billId',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Takes a line off a draft or disputed statement (with the statement’s version)',
        params: z.object({ id: idSchema, billId: idSchema }),
        querystring: z.object({ version: strictInt((n) => n.positive()) }),
        response: answer.updated,
      },
    },
    async (req) =>
      removeStatementLine(
        app.db,
        req,
        requireActor(req),
        req.params.id,
        req.params.billId,
        req.query.version,
      ),
  );

  for (const [action, spec] of Object.entries(moves) as [StatementAction, (typeof moves)[StatementAction]][])
    r.post(
      `/api/statements/:id/${action}`,
      {
        config: { permission: spec.perm },
        schema: { tags, summary: spec.summary, params, body: spec.body, response: answer.updated },
      },
      async (req) => {
        const actor = requireActor(req);
        const row = await moveStatement(app.db, req, actor, req.params.id, action, req.body as MoveBody);
        if (action === 'send') await notifyStatementSent(app, actor, row);
        return row;
      },
    );

  documentLogRoute(app, {
    url: '/api/statements/:id/log',
    permission: perms.view,
    tags,
    summary: 'The statement’s log: made, sent, confirmed or disputed, invoiced, voided, by whom and when',
    doc: 'statement',
    table: statements,
    scope: statementScope,
  });
}
