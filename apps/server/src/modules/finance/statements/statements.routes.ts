import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bill, errorResponses, fieldSchema, pageSchema, statement, strictInt } from '@app/shared';
import { bills } from '../../../db/schema/index.ts';
import { entityResponses } from '../../../crud/response-schemas.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { idSchema } from '../../../plugins/paging.ts';
import {
  addStatementLines,
  candidateLines,
  createStatement,
  removeStatementLine,
  scopedStatement,
  updateStatementNote,
  type StatementCreate,
} from './statement-actions.ts';
import { withDisplays } from '../../../crud/references.ts';

const tags = ['statements'];
const F = statement.fields;
const version = z.number().int().positive();
const params = z.object({ id: idSchema });
const paging = z.object({
  page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  size: strictInt((n) => n.min(1).max(1000)).default(50),
});

const createBody = z.strictObject({
  io_type: fieldSchema(F.io_type!),
  customer_code: fieldSchema(F.customer_code!).nullish(),
  carrier_id: fieldSchema(F.carrier_id!).nullish(),
  period_from: fieldSchema(F.period_from!),
  period_to: fieldSchema(F.period_to!),
  bill_currency: fieldSchema(F.bill_currency!).default('CNY'),
  note: fieldSchema(F.note!).nullish(),
});

const lineRecord = entityResponses(bill).one[200];

/**
 * Statements' own calls beyond the engine's list, record, delete, moves and log: the create that
 * collects the party's lines, the note, its lines, the lines it may take (the picker) and their adding.
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
        querystring: paging,
        response: { 200: pageSchema(lineRecord), ...errorResponses },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      const head = await scopedStatement(app.db, requireActor(req), req.params.id);
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

  r.get(
    '/api/statements/:id/candidates',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'The lines a draft or disputed statement may take (the party’s confirmed lines on no statement, in its currency and period), oldest first: what the add accepts',
        params,
        querystring: paging,
        response: { 200: pageSchema(lineRecord), ...errorResponses },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      const { rows, total } = await candidateLines(app.db, requireActor(req), req.params.id, { page, size });
      return {
        content: (await withDisplays(app.database, bill, rows)) as typeof rows,
        totalElements: total,
        page,
        size,
      };
    },
  );

  r.post(
    '/api/statements/:id/lines',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'Adds lines to a draft or disputed statement (with its version), all or none: each must be one the statement may take (409 naming the others)',
        params,
        body: z.strictObject({ version, ids: z.array(idSchema).min(1).max(1000) }),
        response: answer.updated,
      },
    },
    async (req) => addStatementLines(app.db, req, requireActor(req), req.params.id, req.body),
  );
}
