import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { bills, statements } from '../../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../../plugins/app-error.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { recordOperation } from '../../../plugins/audit.ts';
import { scopeValues } from '../../../plugins/data-scope.ts';
import { recordAction, type DocAction } from '../../../crud/document-events.ts';
import {
  dueDate,
  nextStatementNo,
  payCode,
  resolveParty,
  samePartyLines,
  statementScope,
  statementStatusName,
  type Party,
} from './statement-party.ts';

export type StatementRow = typeof statements.$inferSelect;
export type StatementAction = 'send' | 'confirm' | 'dispute' | 'reopen' | 'invoice' | 'void';

export interface StatementCreate extends Party {
  period_from: string;
  period_to: string;
  bill_currency: string;
  note?: string | undefined;
}

/** Which states each move starts from, where it goes, and the words of the refusal. */
const MOVES: Record<StatementAction, { from: readonly string[]; to: string; verb: [string, string] }> = {
  send: { from: ['draft'], to: 'sent', verb: ['发送', 'sent'] },
  confirm: { from: ['sent'], to: 'confirmed', verb: ['确认', 'confirmed'] },
  dispute: { from: ['sent'], to: 'disputed', verb: ['提出异议', 'disputed'] },
  reopen: { from: ['disputed'], to: 'draft', verb: ['退回草稿', 'reopened'] },
  invoice: { from: ['confirmed'], to: 'invoiced', verb: ['登记发票', 'invoiced'] },
  void: { from: ['draft', 'sent', 'disputed'], to: 'void', verb: ['作废', 'voided'] },
};

/** Lines may be removed while the statement is a draft or disputed. */
const LINES_EDITABLE = ['draft', 'disputed'];

const cannot = (action: StatementAction | 'remove', status: string | null, req: FastifyRequest) => {
  const verb = action === 'remove' ? (['移除费用', 'changed'] as const) : MOVES[action].verb;
  return new AppError(409, 'statement.cannot', {
    status: statementStatusName(status, req.lang),
    action: req.lang === 'zh' ? verb[0] : verb[1],
  });
};

/** One statement of the caller's scope, locked for a change, with the version the caller read. */
async function lockStatement(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), statementScope(actor)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
}

/** The line count and total of a statement, recomputed from its lines (exact, in SQL). */
async function refreshTotals(tx: DbOrTx, id: number, actorId: number, status?: string) {
  const [after] = await tx
    .update(statements)
    .set({
      line_count: sql`(select count(*)::int from bills where statement_id = ${id})`,
      total_amount: sql`(select coalesce(sum(bill_amount), 0) from bills where statement_id = ${id})`,
      ...(status ? { status } : {}),
      version: sql`${statements.version} + 1`,
      update_id: actorId,
      update_time: new Date(),
    })
    .where(eq(statements.id, id))
    .returning();
  return after!;
}

/**
 * A statement of one party, period and billing currency: the party's confirmed lines without a
 * statement whose event date falls in the period are collected (locked rows: two statements at once never
 * take the same line). None → 422. Numbered DZ+date+seq, due the contract's payment days after the period.
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
      .where(
        and(
          samePartyLines(head!),
          eq(bills.status, 'confirmed'),
          sql`${bills.statement_id} is null`,
          eq(bills.bill_currency, body.bill_currency),
          sql`${bills.event_date} between ${body.period_from} and ${body.period_to}`,
        ),
      )
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

export interface MoveBody {
  version: number;
  reason?: string | undefined;
  invoice_no?: string | undefined;
  invoice_date?: string | undefined;
}

/**
 * Moves a statement one step with the version read: send, confirm / dispute (reason), reopen (disputed →
 * draft), invoice (invoice no. and date; its confirmed lines become invoiced), void (frees its lines).
 */
export async function moveStatement(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  action: StatementAction,
  body: MoveBody,
): Promise<StatementRow> {
  return db.transaction(async (tx) => {
    const before = await lockStatement(tx, actor, id, body.version);
    const move = MOVES[action];
    if (!move.from.includes(before.status ?? '')) throw cannot(action, before.status, req);
    const now = new Date();
    const values: Partial<StatementRow> = { status: move.to };
    if (action === 'confirm') values.confirmed_time = now;
    if (action === 'dispute') values.dispute_reason = body.reason ?? null;
    if (action === 'invoice') {
      values.invoice_no = body.invoice_no ?? null;
      values.invoice_date = body.invoice_date ?? null;
      await tx
        .update(bills)
        .set({ status: 'invoiced', version: sql`${bills.version} + 1`, update_time: now })
        .where(and(eq(bills.statement_id, id), eq(bills.status, 'confirmed')));
    }
    if (action === 'void')
      await tx
        .update(bills)
        .set({ statement_id: null, version: sql`${bills.version} + 1`, update_time: now })
        .where(eq(bills.statement_id, id));
    const [after] = await tx
      .update(statements)
      .set({ ...values, version: sql`${statements.version} + 1`, update_id: actor.userId, update_time: now })
      .where(eq(statements.id, id))
      .returning();
    const message = action === 'invoice' ? `${body.invoice_no} ${body.invoice_date}` : (body.reason ?? '');
    await recordAction(tx, { type: 'statement', id }, actor, {
      action: action as DocAction,
      message,
      at: now,
    });
    await recordOperation(tx, req, { action, target: 'statements', recordId: id, before, after });
    return after!;
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
    if (!LINES_EDITABLE.includes(before.status ?? '')) throw cannot('remove', before.status, req);
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
