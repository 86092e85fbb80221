import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { localize, STATEMENT_LINES_EDITABLE, stateName, statement, type LocalizedText } from '@app/shared';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { bills, statements } from '../../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../../plugins/app-error.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { recordOperation } from '../../../plugins/audit.ts';
import { scopeValues } from '../../../plugins/data-scope.ts';
import { recordAction } from '../../../crud/document-events.ts';
import { tableOf } from '../../../crud/entity-tables.ts';
import { scopeOf } from '../../../crud/list-condition.ts';
import {
  dueDate,
  nextStatementNo,
  payCode,
  resolveParty,
  takeableLines,
  type Party,
} from './statement-party.ts';

export type StatementRow = typeof statements.$inferSelect;

export interface StatementCreate extends Party {
  period_from: string;
  period_to: string;
  bill_currency: string;
  note?: string | undefined;
}

/** The refused change as the `statement.cannot` message words it in each language. */
const LINES_CHANGE: LocalizedText = {
  zh: '修改费用',
  en: 'changed',
  es: 'cambiar sus cargos',
  ja: '明細を変更',
};

/** The caller's statements (the engine's data scope of the definition). */
export const inScope = (actor: Actor) => scopeOf(statement, tableOf(statement), actor);

/** A line may be added or taken out only while the statement is a draft or disputed. */
function assertLinesEditable(row: StatementRow, req: FastifyRequest) {
  if (!STATEMENT_LINES_EDITABLE.includes(row.status as (typeof STATEMENT_LINES_EDITABLE)[number]))
    throw new AppError(409, 'statement.cannot', {
      status: stateName(statement, row.status, req.lang),
      action: localize(LINES_CHANGE, req.lang),
    });
}

/** One statement of the caller's scope, locked for a change, with the version the caller read. */
async function lockStatement(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), inScope(actor)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
}

/** The line count and total of a statement, recomputed from its lines (exact, in SQL). */
async function refreshTotals(tx: DbOrTx, id: number, actorId: number) {
  const [after] = await tx
    .update(statements)
    .set({
      line_count: sql`(select count(*)::int from bills where statement_id = ${id})`,
      total_amount: sql`(select coalesce(sum(bill_amount), 0) from bills where statement_id = ${id})`,
      version: sql`${statements.version} + 1`,
      update_id: actorId,
      update_time: new Date(),
    })
    .where(eq(statements.id, id))
    .returning();
  return after!;
}

/**
 * A statement of one party, period and billing currency: the lines it takes (`takeableLines`) are
 * collected (locked rows: two statements at once never take the same line). None → 422. Numbered
 * DZ+date+seq, due the contract's payment days after the period.
 */
export async function createStatement(db: Db, req: FastifyRequest, actor: Actor, body: StatementCreate) {
  if (body.period_to < body.period_from) throw fieldError('period_to', 'statement.period_order');
  return db.transaction(async (tx) => {
    const { company_id: companyId } = scopeValues(actor, { company: 'company_id' }) as {
      company_id: number;
    };
    const party = await resolveParty(tx, companyId, body);
    const [head] = await tx
      .insert(statements)
      .values({
        company_id: companyId,
        statement_no: await nextStatementNo(tx, companyId),
        io_type: body.io_type,
        ...party,
        period_from: body.period_from,
        period_to: body.period_to,
        bill_currency: body.bill_currency,
        due_date: await dueDate(tx, companyId, party, body.period_to),
        pay_code: payCode(),
        status: 'draft',
        note: body.note ?? null,
        line_count: 0,
        total_amount: '0',
        create_id: actor.userId,
        update_id: actor.userId,
      })
      .returning();
    const taken = await tx
      .update(bills)
      .set({ statement_id: head!.id, version: sql`${bills.version} + 1` })
      .where(takeableLines(head!))
      .returning({ id: bills.id });
    if (!taken.length)
      throw new AppError(422, 'statement.no_lines', {
        party: party.party_name,
        from: body.period_from,
        to: body.period_to,
        currency: body.bill_currency,
      });
    const [after] = await tx
      .update(statements)
      .set({
        line_count: taken.length,
        total_amount: sql`(select coalesce(sum(bill_amount), 0) from bills where statement_id = ${head!.id})`,
      })
      .where(eq(statements.id, head!.id))
      .returning();
    await recordAction(tx, { type: 'statement', id: head!.id }, actor, {
      action: 'add',
      message: `${taken.length}`,
    });
    await recordOperation(tx, req, { action: 'add', target: 'statements', recordId: head!.id, after });
    return after!;
  });
}

/** The statement of the caller's scope (404 outside it). */
export async function scopedStatement(db: DbOrTx, actor: Actor, id: number): Promise<StatementRow> {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), inScope(actor)));
  if (!row) throw notFound();
  return row;
}

/**
 * The lines a statement may take now (the picker's list): by `takeableLines`, the same rule the add
 * checks, oldest event first; none while the statement takes no lines (not a draft or disputed).
 */
export async function candidateLines(
  db: DbOrTx,
  actor: Actor,
  id: number,
  page: { page: number; size: number },
) {
  const head = await scopedStatement(db, actor, id);
  if (!STATEMENT_LINES_EDITABLE.includes(head.status as (typeof STATEMENT_LINES_EDITABLE)[number]))
    return { rows: [], total: 0 };
  const where = takeableLines(head);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bills)
    .where(where);
  const rows = await db
    .select()
    .from(bills)
    .where(where)
    .orderBy(asc(bills.event_date), asc(bills.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Adds lines to a draft or disputed statement, all or none: each must be one the statement takes
 * (`takeableLines`, locked); the others are named in the 409.
 */
export async function addStatementLines(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; ids: number[] },
): Promise<StatementRow> {
  return db.transaction(async (tx) => {
    const before = await lockStatement(tx, actor, id, body.version);
    assertLinesEditable(before, req);
    const ids = [...new Set(body.ids)].sort((a, b) => a - b);
    const takeable = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(and(inArray(bills.id, ids), takeableLines(before)))
      .orderBy(asc(bills.id))
      .for('update');
    const ok = new Set(takeable.map((r) => r.id));
    const refused = ids.filter((b) => !ok.has(b));
    if (refused.length) {
      // named by their numbers where the caller may see them, else by id
      const named = await tx
        .select({ id: bills.id, no: bills.bill_no })
        .from(bills)
        .where(and(inArray(bills.id, refused), eq(bills.company_id, before.company_id ?? 0)));
      const nos = refused.map((b) => named.find((n) => n.id === b)?.no ?? `#${b}`);
      throw new AppError(409, 'statement.lines_not_takeable', {
        nos: nos.join('、'),
        currency: before.bill_currency,
        from: before.period_from,
        to: before.period_to,
      });
    }
    const added = await tx
      .update(bills)
      .set({ statement_id: id, version: sql`${bills.version} + 1` })
      .where(inArray(bills.id, ids))
      .returning({ no: bills.bill_no });
    const after = await refreshTotals(tx, id, actor.userId);
    await recordAction(tx, { type: 'statement', id }, actor, {
      action: 'add_line',
      message: added.map((a) => a.no ?? '').join(' '),
    });
    await recordOperation(tx, req, { action: 'add_line', target: 'statements', recordId: id, before, after });
    return after;
  });
}

/** Takes one line off a draft or disputed statement (the line is free for the next statement). */
export async function removeStatementLine(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  billId: number,
  version: number,
): Promise<StatementRow> {
  return db.transaction(async (tx) => {
    const before = await lockStatement(tx, actor, id, version);
    assertLinesEditable(before, req);
    const freed = await tx
      .update(bills)
      .set({ statement_id: null, version: sql`${bills.version} + 1` })
      .where(and(eq(bills.id, billId), eq(bills.statement_id, id)))
      .returning({ no: bills.bill_no });
    if (!freed.length) throw new AppError(404, 'statement.line_not_on');
    if ((before.line_count ?? 0) <= 1) throw new AppError(409, 'statement.last_line');
    const after = await refreshTotals(tx, id, actor.userId);
    await recordAction(tx, { type: 'statement', id }, actor, {
      action: 'remove_line',
      message: freed[0]!.no ?? String(billId),
    });
    await recordOperation(tx, req, {
      action: 'remove_line',
      target: 'statements',
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

/** Changes a statement's note (any state but void), with the version read. */
export async function updateStatementNote(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; note?: string | null | undefined },
): Promise<StatementRow> {
  return db.transaction(async (tx) => {
    const before = await lockStatement(tx, actor, id, body.version);
    const [after] = await tx
      .update(statements)
      .set({
        note: body.note ?? null,
        version: sql`${statements.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(statements.id, id))
      .returning();
    await recordOperation(tx, req, { action: 'update', target: 'statements', recordId: id, before, after });
    return after!;
  });
}
