import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BILL_STATUS, localize, negateAmount, type Lang } from '@app/shared';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { bills } from '../../../db/schema/index.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { AppError, conflict, notFound } from '../../../plugins/app-error.ts';
import { recordOperation } from '../../../plugins/audit.ts';
import { scopeCondition } from '../../../plugins/data-scope.ts';
import { manualValues, numberLine, type ManualLine } from './manual-lines.ts';

type BillRow = typeof bills.$inferSelect;

/** The caller's charge lines: their company's, and a partner only its own customer's receivables. */
export const billScope = (actor: Actor) =>
  scopeCondition(actor, { company: bills.company_id, customer: bills.customer_code });

const statusName = (status: string | null, lang: Lang) =>
  localize(
    BILL_STATUS.find((o) => o.value === status)?.label ?? { zh: status ?? '', en: status ?? '' },
    lang,
  );
const ACTION_WORDS = {
  update: { zh: '修改', en: 'edited' },
  void: { zh: '作废', en: 'voided' },
  reverse: { zh: '冲销', en: 'reversed' },
} as const;
const stateError = (row: BillRow, action: keyof typeof ACTION_WORDS, lang: Lang) =>
  new AppError(409, 'finance.bill_state', {
    no: row.bill_no ?? String(row.id),
    status: statusName(row.status, lang),
    action: lang === 'zh' ? ACTION_WORDS[action].zh : ACTION_WORDS[action].en,
  });

/** The line in the caller's scope, locked, at the version the caller read. */
async function lockedLine(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), billScope(actor)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
}

/** A manual line (draft): the party, item, amounts and rate computed by the server, numbered FY…. */
export async function createManualLine(db: Db, req: FastifyRequest, actor: Actor, line: ManualLine) {
  return db.transaction(async (tx) => {
    const values = await manualValues(tx, actor, line);
    const [row] = await tx
      .insert(bills)
      .values({
        ...values,
        status: 'draft',
        paid_amount: '0',
        create_id: actor.userId,
        update_id: actor.userId,
      })
      .returning({ id: bills.id });
    const saved = await numberLine(tx, row!.id);
    await recordOperation(tx, req, { action: 'add', target: 'bills', recordId: saved.id, after: saved });
    return saved;
  });
}

/** A draft manual line changed (a raised or confirmed line is never edited: it is reversed). */
export async function updateManualLine(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; line: ManualLine },
) {
  return db.transaction(async (tx) => {
    const before = await lockedLine(tx, actor, id, body.version);
    if (before.source_type !== 'manual')
      throw new AppError(409, 'finance.bill_not_manual', { no: before.bill_no ?? String(id) });
    if (before.status !== 'draft') throw stateError(before, 'update', req.lang);
    const values = await manualValues(tx, actor, body.line);
    await tx
      .update(bills)
      .set({ ...values, version: before.version + 1, update_id: actor.userId, update_time: new Date() })
      .where(eq(bills.id, id));
    const after = await numberLine(tx, id);
    await recordOperation(tx, req, { action: 'update', target: 'bills', recordId: id, before, after });
    return after;
  });
}

/** Drafts of the caller's scope confirmed at once; other ids (not drafts, not in scope) are left alone. */
export async function confirmLines(db: Db, req: FastifyRequest, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bills)
      .set({
        status: 'confirmed',
        version: sql`${bills.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(and(inArray(bills.id, ids), eq(bills.status, 'draft'), billScope(actor)))
      .returning({ id: bills.id });
    if (rows.length)
      await recordOperation(tx, req, {
        action: 'confirm',
        target: 'bills',
        recordId: null,
        after: { ids: rows.map((r) => r.id) },
      });
    return { confirmed: rows.length };
  });
}

/** A draft voided with its reason (kept, never charged again: its source stays charged). */
export async function voidLine(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const before = await lockedLine(tx, actor, id, body.version);
    if (before.status !== 'draft') throw stateError(before, 'void', req.lang);
    const [after] = await tx
      .update(bills)
      .set({
        status: 'void',
        void_reason: body.reason,
        version: before.version + 1,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(bills.id, id))
      .returning();
    await recordOperation(tx, req, { action: 'void', target: 'bills', recordId: id, before, after });
    return after!;
  });
}

const REVERSIBLE = new Set(['confirmed', 'invoiced', 'partly_paid', 'paid']);

/**
 * A confirmed (or later) line reversed: a credit line with the negated quantity and amounts, status
 * confirmed, reversal_of the line; the line itself stays as it was (its version moves on). Once only.
 */
export async function reverseLine(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const before = await lockedLine(tx, actor, id, body.version);
    const no = before.bill_no ?? String(id);
    if (before.reversal_of !== null) throw new AppError(409, 'finance.reverse_credit', { no });
    if (!REVERSIBLE.has(before.status ?? '')) throw stateError(before, 'reverse', req.lang);
    const [done] = await tx
      .select({ no: bills.bill_no })
      .from(bills)
      .where(eq(bills.reversal_of, id))
      .limit(1);
    if (done) throw new AppError(409, 'finance.already_reversed', { no, by: done.no ?? '' });
    const now = new Date();
    const { id: _id, bill_no: _no, version: _v, create_time: _c, update_time: _u, ...copy } = before;
    const [credit] = await tx
      .insert(bills)
      .values({
        ...copy,
        quantity: negateAmount(before.quantity),
        amount: before.amount === null ? null : negateAmount(before.amount),
        bill_amount: before.bill_amount === null ? null : negateAmount(before.bill_amount),
        paid_amount: '0',
        status: 'confirmed',
        statement_id: null,
        reversal_of: id,
        void_reason: null,
        note: body.reason,
        create_id: actor.userId,
        update_id: actor.userId,
      })
      .returning({ id: bills.id });
    const saved = await numberLine(tx, credit!.id);
    await tx
      .update(bills)
      .set({ version: before.version + 1, update_id: actor.userId, update_time: now })
      .where(eq(bills.id, id));
    await recordOperation(tx, req, {
      action: 'reverse',
      target: 'bills',
      recordId: id,
      before,
      after: saved,
    });
    return saved;
  });
}
