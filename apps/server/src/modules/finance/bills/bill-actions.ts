import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bill, localize, negateAmount, stateName, type Lang, type LocalizedText } from '@app/shared';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { bills } from '../../../db/schema/index.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { AppError, conflict, notFound } from '../../../plugins/app-error.ts';
import { recordOperation } from '../../../plugins/audit.ts';
import { tableOf } from '../../../crud/entity-tables.ts';
import { scopeOf } from '../../../crud/list-condition.ts';
import { manualValues, numberLine, type ManualLine } from './manual-lines.ts';

type BillRow = typeof bills.$inferSelect;

/** The caller's charge lines (the engine's data scope of the definition). */
const inScope = (actor: Actor) => scopeOf(bill, tableOf(bill), actor);

/** The refused action as the `finance.bill_state` message words it in each language. */
const ACTION_WORDS = {
  update: { zh: '修改', en: 'edited', es: 'modificarse', ja: '修正' },
  reverse: { zh: '冲销', en: 'reversed', es: 'anularse', ja: '逆仕訳' },
} satisfies Record<string, LocalizedText>;
const stateError = (row: BillRow, action: keyof typeof ACTION_WORDS, lang: Lang) =>
  new AppError(409, 'finance.bill_state', {
    no: row.bill_no ?? String(row.id),
    status: stateName(bill, row.status, lang),
    action: localize(ACTION_WORDS[action], lang),
  });

/** The line in the caller's scope, locked, at the version the caller read. */
async function lockedLine(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), inScope(actor)))
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

/**
 * Drafts of the caller's scope confirmed at once, each by the definition's move (its log and operation
 * log); other ids (not drafts, not in scope) are left alone, as this call always did.
 */
export async function confirmLines(app: FastifyInstance, req: FastifyRequest, actor: Actor, ids: number[]) {
  const moves = app.entities(bill.name);
  return app.db.transaction(async (tx) => {
    const drafts = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(and(inArray(bills.id, ids), eq(bills.status, 'draft'), inScope(actor)))
      .orderBy(asc(bills.id));
    for (const { id } of drafts)
      await moves.moveWithin(tx, { actor, lang: req.lang, req }, id, 'confirm', {});
    return { confirmed: drafts.length };
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
