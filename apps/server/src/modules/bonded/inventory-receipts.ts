import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { inventoryList, movesFrom, type INVT_RECEIPT_MOVES } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inventory_lists, inventoryReceipts } from '../../db/schema/index.ts';
import { recordAction } from '../../crud/document-events.ts';
import type { Row } from '../../crud/hooks.ts';
import type { InventoryReceipt } from '../receipts/receipt-parser.ts';
import { NoMatchError, ReceiptParseError, receiptKeys } from '../receipts/receipt-errors.ts';
import type { ReceiptHandler } from '../receipts/receipt-handlers.ts';
import { passportReceiptHandler } from './passport-receipts.ts';
import { bookReceiptHandler } from './book-receipts.ts';
import { draftDeclarationFromList } from './inventory-declaration.ts';
import { receiptNotes } from './inventory-receipt-moves.ts';
import { inventoryListMoves } from './inventory-services.ts';

const il = inventory_lists;

export const receiptIdentityOf = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('hex');

/** A receipt whose list we do not have (set aside, never guessed). */
export class NoInventoryListError extends Error {}

export interface InventoryIngestResult {
  listId: number;
  duplicate: boolean;
  status: string;
  deducted: boolean;
  /** The declaration draft an INV202 made. */
  declarationId?: number;
}

/** The one list a receipt names: by pre-entry number, list number, else internal number (only if unique). */
async function lockListFor(tx: DbOrTx, r: InventoryReceipt, scope?: SQL) {
  const keys = [
    r.seqNo ? eq(il.seq_no, r.seqNo) : undefined,
    r.bondInvtNo ? eq(il.bond_invt_no, r.bondInvtNo) : undefined,
    r.etpsInnerInvtNo ? eq(il.etps_inner_invt_no, r.etpsInnerInvtNo.toUpperCase()) : undefined,
  ];
  for (const key of keys) {
    if (!key) continue;
    const rows = await tx.select().from(il).where(and(key, scope)).orderBy(asc(il.id)).limit(2).for('update');
    if (rows.length === 1) return rows[0]!;
  }
  return undefined;
}

type ReceiptMove = (typeof INVT_RECEIPT_MOVES)[number];

/** The move a receipt makes of its list, with customs' deduction mark; none: the list stays where it is. */
function moveOf(r: InventoryReceipt): { name: ReceiptMove; body: Row } | null {
  const mark = r.vrfdedMarkcd ? { vrfded_markcd: r.vrfdedMarkcd } : {};
  switch (r.messageType) {
    case 'COMMON':
      return { name: r.dealFlag === '0' ? 'accept' : 'not-accept', body: {} };
    case 'INV201':
      if (r.invtStucd === '2' || r.invtStucd === '3') return { name: 'refuse', body: {} };
      // a list that needs no customs declaration is deducted on approval (the move's hook)
      if (r.invtStucd === '0') return { name: 'approve', body: mark };
      return null;
    case 'INV211':
      return { name: 'deduct', body: mark };
    case 'INV202':
      return null;
  }
}

/**
 * Records an inventory-list receipt in one transaction with the list locked: the timeline entry keyed by
 * the receipt's identity (a receipt read twice changes nothing), the list's numbers and message, and the
 * move the receipt makes (`moveWithin` of the list's workflow, customs as the mover: its hooks release
 * locks on refusal, deduct the book once, raise the charges; the document log names the receipt). A
 * receipt whose move the list's state does not take (an import response to a list past declared, an
 * approval repeated) is recorded and logged without moving it.
 */
export async function ingestInventoryReceipt(
  db: Db,
  r: InventoryReceipt,
  entry: { code: string; message: string; date: Date | null },
  options: { identity: string; fileName?: string | undefined; scope?: SQL | undefined; now?: Date },
): Promise<InventoryIngestResult> {
  const lists = inventoryListMoves(db);
  return db.transaction(async (tx) => {
    const list = await lockListFor(tx, r, options.scope);
    if (!list)
      throw new NoInventoryListError(
        `no inventory list matches ${receiptKeys({ seq_no: r.seqNo, bond_invt_no: r.bondInvtNo, etps_inner_invt_no: r.etpsInnerInvtNo })}`,
      );
    const at = entry.date ?? options.now ?? new Date();
    const message = (entry.message || entry.code).slice(0, 500);
    const claimed = await tx
      .insert(inventoryReceipts)
      .values({
        identity: options.identity,
        list_id: list.id,
        message_type: r.messageType,
        code: entry.code.slice(0, 10),
        message,
        receipt_time: at,
        file_name: options.fileName?.slice(0, 255) ?? null,
      })
      .onConflictDoNothing()
      .returning({ identity: inventoryReceipts.identity });
    if (!claimed.length)
      return { listId: list.id, duplicate: true, status: list.status ?? '', deducted: false };

    const move = moveOf(r);
    const moves =
      move && movesFrom(inventoryList.workflow!, list.status, 'customs').some((m) => m.name === move.name);
    // INV202: customs generated the list's declaration; a draft of it is made here, once
    const declarationId =
      r.messageType === 'INV202' && r.manageResult === '1' && !list.declaration_id
        ? await draftDeclarationFromList(tx, list, r.entryNo)
        : null;
    await tx
      .update(il)
      .set({
        ...(r.seqNo && !list.seq_no ? { seq_no: r.seqNo } : {}),
        ...(r.bondInvtNo ? { bond_invt_no: r.bondInvtNo } : {}),
        ...(r.entryNo ? { entry_no: r.entryNo } : {}),
        ...(declarationId ? { declaration_id: declarationId } : {}),
        ...(r.vrfdedMarkcd === '1' && list.vrfded_markcd !== '2' ? { vrfded_markcd: '1' } : {}),
        ...(entry.message ? { return_message: entry.message.slice(0, 500) } : {}),
        // a move counts the version itself
        ...(moves ? {} : { version: sql`${il.version} + 1` }),
        update_time: new Date(),
      })
      .where(eq(il.id, list.id));
    const note = { messageType: r.messageType, code: entry.code, message };
    let after: Row = list;
    if (moves) {
      receiptNotes.set(tx, note);
      after = await lists.moveWithin(tx, { actor: null, lang: 'zh' }, list.id, move.name, move.body);
    } else
      await recordAction(tx, { type: inventoryList.workflow!.docType, id: list.id }, null, {
        action: 'receipt',
        ...note,
        at,
      });
    return {
      listId: list.id,
      duplicate: false,
      status: String(after.status ?? ''),
      deducted: list.vrfded_markcd !== '2' && after.vrfded_markcd === '2',
      ...(declarationId ? { declarationId } : {}),
    };
  });
}

/**
 * The inventory lists' receipt handler (registered in index.ts): an import response (COMMON) no list
 * matches may answer a passport's SAS121/ICP101 and goes to the passports' handler, else to the books'.
 */
export const inventoryReceiptHandler: ReceiptHandler = async (db, receipt, delivery) => {
  if (!receipt.inventory) throw new ReceiptParseError('not an inventory-list receipt');
  try {
    return await ingestInventoryReceipt(db, receipt.inventory, receipt, delivery);
  } catch (e) {
    if (!(e instanceof NoInventoryListError)) throw e;
    if (receipt.inventory.messageType !== 'COMMON') throw new NoMatchError(e.message);
    try {
      return await passportReceiptHandler(db, receipt, delivery);
    } catch (p) {
      // nor a passport: the import response may answer an account book's EMS111 / BWS101 / EMS121
      if (!(p instanceof NoMatchError)) throw p;
      return bookReceiptHandler(db, receipt, delivery);
    }
  }
};

/** A list's timeline, oldest first (the send and every receipt). */
export async function inventoryTimeline(db: DbOrTx, listId: number) {
  return db
    .select({
      message_type: inventoryReceipts.message_type,
      code: inventoryReceipts.code,
      message: inventoryReceipts.message,
      receipt_time: inventoryReceipts.receipt_time,
    })
    .from(inventoryReceipts)
    .where(eq(inventoryReceipts.list_id, listId))
    .orderBy(asc(inventoryReceipts.receipt_time), asc(inventoryReceipts.create_time));
}
