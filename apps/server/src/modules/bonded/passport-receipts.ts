import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PASSPORT_RECEIPT_MOVES } from '@app/shared';
import { movesFrom, passport, PASSPORT_GATE_CODE, PASSPORT_STATUS_CODE } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passports } from '../../db/schema/index.ts';
import { claimReceipt } from '../../crud/document-events.ts';
import type { EntityMoves } from '../../crud/entity-moves.ts';
import { parseReceipt } from '../receipts/receipt-parser.ts';
import { NoMatchError, ReceiptParseError, receiptKeys } from '../receipts/receipt-errors.ts';
import { bytesIdentity, type ReceiptDelivery, type ReceiptHandler } from '../receipts/receipt-handlers.ts';
import type { ParsedReceipt } from '../receipts/receipt-types.ts';
import { passportImportResponse, type PassportReceipt } from '../receipts/sas-receipts.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';

const pp = passports;
const S = PASSPORT_STATUS_CODE;
const G = PASSPORT_GATE_CODE;

/**
 * The passports' moves (the engine's service), by the running server's database: a receipt moves its
 * passport through them, as a person's move would (checks, hooks, log). Set when the routes are registered.
 */
const services = new WeakMap<Db, EntityMoves>();
export const registerPassportMoves = (db: Db, moves: EntityMoves) => services.set(db, moves);

/** A receipt whose passport we do not have (set aside, never guessed). */
export class NoPassportError extends Error {}

export interface PassportIngestResult {
  passportId: number;
  duplicate: boolean;
  status: string;
  stucd: string | null;
}

/** The one passport a receipt names: by pre-entry number, passport number, else internal number (if unique). */
async function lockPassportFor(tx: DbOrTx, r: PassportReceipt, scope?: SQL) {
  const keys = [
    r.seqNo ? eq(pp.seq_no, r.seqNo) : undefined,
    r.passportNo ? eq(pp.passport_no, r.passportNo) : undefined,
    r.etpsPreentNo ? eq(pp.etps_preent_no, r.etpsPreentNo.toUpperCase()) : undefined,
  ];
  for (const key of keys) {
    if (!key) continue;
    const rows = await tx.select().from(pp).where(and(key, scope)).orderBy(asc(pp.id)).limit(2).for('update');
    if (rows.length === 1) return rows[0]!;
  }
  return undefined;
}

type Passport = typeof pp.$inferSelect;

/**
 * What a receipt says of the passport: the customs move it makes (the states each leaves from and
 * reaches are the definition's: approve, refuse) and the customs state it carries.
 */
function effectOf(
  r: PassportReceipt,
  head: Passport,
): { move?: (typeof PASSPORT_RECEIPT_MOVES)[number]; stucd: string | null } {
  switch (r.messageType) {
    case 'COMMON':
      return r.dealFlag === '0' ? { stucd: head.stucd } : { move: 'refuse', stucd: head.stucd };
    case 'SAS221':
    case 'SAS251':
      if (r.manageResult === '3') return { move: 'refuse', stucd: head.stucd };
      if (r.manageResult !== '1') return { stucd: head.stucd };
      // an approved void leaves the passport voided; an approved declaration makes it usable at the gate
      if (r.dclTypecd === '3') return { stucd: G.voided };
      return { move: 'approve', stucd: r.stucd ?? G.approved };
    case 'SAS223':
    case 'SAS253':
    case 'SAS224':
      // a gate passage or inspection also approves a passport still waiting for its audit
      return head.status === S.submitted
        ? { move: 'approve', stucd: r.stucd ?? head.stucd }
        : { stucd: r.stucd ?? head.stucd };
  }
}

/**
 * Records a passport receipt in one transaction with the passport locked: the log entry keyed by the
 * receipt's identity (a receipt read twice changes nothing), then status, customs state, numbers, gate
 * passage (gates, times, weighbridge weight) and the related entries of a two-step passport.
 */
export async function ingestPassportReceipt(
  db: Db,
  r: PassportReceipt,
  entry: { code: string; message: string; date: Date | null },
  options: { identity: string; fileName?: string | undefined; scope?: SQL | undefined; now?: Date },
): Promise<PassportIngestResult> {
  return db.transaction(async (tx) => {
    const head = await lockPassportFor(tx, r, options.scope);
    if (!head)
      throw new NoPassportError(
        `no passport matches ${receiptKeys({ seq_no: r.seqNo, passport_no: r.passportNo, etps_preent_no: r.etpsPreentNo })}`,
      );
    const at = entry.date ?? options.now ?? new Date();
    const fresh = await claimReceipt(
      tx,
      { type: 'passport', id: head.id },
      {
        identity: options.identity,
        messageType: r.messageType,
        code: entry.code,
        message: entry.message,
        at,
        fileName: options.fileName,
      },
    );
    if (!fresh) return { passportId: head.id, duplicate: true, status: head.status ?? '', stucd: head.stucd };
    const effect = effectOf(r, head);
    const gate = r.messageType === 'SAS223' || r.messageType === 'SAS253';
    // customs' state, numbers, gate passage and answer: data the receipt carries, whatever the move
    await tx
      .update(pp)
      .set({
        stucd: effect.stucd,
        ...(r.seqNo && !head.seq_no ? { seq_no: r.seqNo } : {}),
        ...(r.passportNo ? { passport_no: r.passportNo } : {}),
        ...(gate && r.passId ? { pass_id: r.passId } : {}),
        ...(gate && r.passTime ? { pass_time: r.passTime } : {}),
        ...(gate && r.secdPassId ? { secd_pass_id: r.secdPassId } : {}),
        ...(gate && r.secdPassTime ? { secd_pass_time: r.secdPassTime } : {}),
        ...(r.passCollectWt ? { pass_collect_wt: r.passCollectWt } : {}),
        ...(r.wtError ? { wt_error: r.wtError } : {}),
        ...(r.rltEntryNos && !head.rlt_entry_nos ? { rlt_entry_nos: r.rltEntryNos.slice(0, 512) } : {}),
        ...(entry.message ? { return_message: entry.message.slice(0, 500) } : {}),
        update_time: new Date(),
      })
      .where(eq(pp.id, head.id));
    // the status customs' answer reaches, by its move (approve, refuse), logged as a person's would be;
    // a receipt that moves nothing (or that its state does not allow) still counts as a change
    const move = movesFrom(passport.workflow!, head.status, 'customs').find((m) => m.name === effect.move);
    const moves = services.get(db);
    if (move && !moves) throw new Error('passports: no moves service registered');
    if (move) await moves!.moveWithin(tx, { actor: null, lang: 'zh' }, head.id, move.name, {});
    else
      await tx
        .update(pp)
        .set({ version: sql`${pp.version} + 1` })
        .where(eq(pp.id, head.id));
    const status = move ? move.to : head.status;
    if (effect.stucd === G.passed || effect.stucd === G.secondGate) await raiseFor(tx, 'passport', head.id);
    return { passportId: head.id, duplicate: false, status: status ?? '', stucd: effect.stucd };
  });
}

/**
 * Records a passport's receipt (or the import response to its SAS121/ICP101, read as the passport's):
 * the passports' receipt handler, registered in index.ts, and the upload's.
 */
async function recordPassport(db: Db, receipt: ParsedReceipt, delivery: ReceiptDelivery) {
  const r =
    receipt.passport ??
    (receipt.inventory?.messageType === 'COMMON' ? passportImportResponse(receipt) : null);
  if (!r) throw new ReceiptParseError('not a passport receipt');
  try {
    const result = await ingestPassportReceipt(db, r, receipt, delivery);
    return { ...result, messageType: r.messageType, code: receipt.code };
  } catch (e) {
    if (e instanceof NoPassportError) throw new NoMatchError(e.message);
    throw e;
  }
}

export const passportReceiptHandler: ReceiptHandler = recordPassport;

/** Reads and records one passport receipt file (the passports' upload), in the caller's scope. */
export async function recordPassportReceipt(db: Db, content: Buffer, fileName?: string, scope?: SQL) {
  return recordPassport(db, parseReceipt(content, fileName), {
    identity: bytesIdentity(content),
    fileName,
    ...(scope ? { scope } : {}),
  });
}
