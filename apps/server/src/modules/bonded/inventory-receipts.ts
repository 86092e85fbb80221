import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { INVT_STATUS_CODE, fromUnits, toUnits } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  inventory_list_lines,
  inventory_lists,
  inventoryReceipts,
  warehouse_materials,
} from '../../db/schema/index.ts';
import type { InventoryReceipt } from '../receipts/receipt-parser.ts';
import { draftDeclarationFromList } from './inventory-declaration.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';
import { moveItems } from './book-quantities.ts';

const il = inventory_lists;
const ln = inventory_list_lines;
const wm = warehouse_materials;

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

/** Releases what an outbound list held on its book (a refused or not accepted list). */
async function releaseLocks(tx: DbOrTx, list: typeof il.$inferSelect) {
  if (list.impexp_markcd !== 'E' || list.vrfded_markcd === '2') return;
  const book = { bookId: list.book_id, kind: list.mtpck_endprd_markcd };
  await moveItems(tx, book, await quantitiesByItem(tx, list.id), 'release');
}

async function quantitiesByItem(tx: DbOrTx, listId: number): Promise<Map<number, string>> {
  const lines = await tx.select().from(ln).where(eq(ln.list_id, listId));
  const sums = new Map<number, bigint>();
  for (const l of lines) sums.set(l.putrec_seqno, (sums.get(l.putrec_seqno) ?? 0n) + toUnits(l.dcl_qty));
  return new Map([...sums].map(([k, v]) => [k, fromUnits(v)]));
}

/**
 * Deducts the book once: an inbound list adds to its items' in quantity, an outbound one to their out
 * quantity and releases its lock; balance and available follow; a line naming a warehouse material
 * moves that material too. The check constraint keeps every balance at zero or above.
 */
async function deduct(tx: DbOrTx, list: typeof il.$inferSelect) {
  const inbound = list.impexp_markcd !== 'E';
  const book = { bookId: list.book_id, kind: list.mtpck_endprd_markcd };
  await moveItems(tx, book, await quantitiesByItem(tx, list.id), inbound ? 'deduct-in' : 'deduct-out');
  const lines = await tx.select().from(ln).where(eq(ln.list_id, list.id));
  for (const line of lines) {
    if (!line.matnr_no) continue;
    const q = sql`${line.dcl_qty}::numeric`;
    await tx
      .update(wm)
      .set(inbound ? { deal_qty: sql`${wm.deal_qty} + ${q}` } : { export_qty: sql`${wm.export_qty} + ${q}` })
      .where(and(eq(wm.book_id, list.book_id), eq(wm.matnr_no, line.matnr_no)));
  }
}

/** What a receipt makes of the list: its status and whether it deducts the book now. */
function effectOf(r: InventoryReceipt, list: typeof il.$inferSelect) {
  const S = INVT_STATUS_CODE;
  switch (r.messageType) {
    case 'COMMON':
      return r.dealFlag === '0'
        ? { status: list.status === S.declared ? S.accepted : list.status, deduct: false, release: false }
        : { status: S.notAccepted, deduct: false, release: true };
    case 'INV201':
      if (r.invtStucd === '2' || r.invtStucd === '3')
        return { status: S.refused, deduct: false, release: true };
      if (r.invtStucd === '0')
        // a list that needs no customs declaration is deducted on approval
        return {
          status: S.approved,
          deduct: list.dclcus_flag === '2' || r.vrfdedMarkcd === '2',
          release: false,
        };
      return { status: list.status, deduct: false, release: false };
    case 'INV211':
      return {
        status: S.deducted,
        deduct: r.vrfdedMarkcd === '2' || r.vrfdedMarkcd === null,
        release: false,
      };
    case 'INV202':
      return { status: list.status, deduct: false, release: false };
  }
}

/**
 * Records an inventory-list receipt in one transaction with the list locked: the timeline entry keyed by
 * the receipt's identity (a receipt read twice changes nothing), the list's status, numbers and message,
 * lock release on refusal, and the book's deduction exactly once per list (vrfded_markcd 2 marks it).
 */
export async function ingestInventoryReceipt(
  db: Db,
  r: InventoryReceipt,
  entry: { code: string; message: string; date: Date | null },
  options: { identity: string; fileName?: string | undefined; scope?: SQL; now?: Date },
): Promise<InventoryIngestResult> {
  return db.transaction(async (tx) => {
    const list = await lockListFor(tx, r, options.scope);
    if (!list) throw new NoInventoryListError(`no inventory list matches ${describe(r)}`);
    const at = entry.date ?? options.now ?? new Date();
    const claimed = await tx
      .insert(inventoryReceipts)
      .values({
        identity: options.identity,
        list_id: list.id,
        message_type: r.messageType,
        code: entry.code.slice(0, 10),
        message: (entry.message || entry.code).slice(0, 500),
        receipt_time: at,
        file_name: options.fileName?.slice(0, 255) ?? null,
      })
      .onConflictDoNothing()
      .returning({ identity: inventoryReceipts.identity });
    if (!claimed.length)
      return { listId: list.id, duplicate: true, status: list.status ?? '', deducted: false };

    const effect = effectOf(r, list);
    const deductNow = effect.deduct && list.vrfded_markcd !== '2';
    if (effect.release) await releaseLocks(tx, list);
    if (deductNow) await deduct(tx, list);
    // INV202: customs generated the list's declaration; a draft of it is made here, once
    const declarationId =
      r.messageType === 'INV202' && r.manageResult === '1' && !list.declaration_id
        ? await draftDeclarationFromList(tx, list, r.entryNo)
        : null;
    await tx
      .update(il)
      .set({
        status: effect.status,
        ...(r.seqNo && !list.seq_no ? { seq_no: r.seqNo } : {}),
        ...(r.bondInvtNo ? { bond_invt_no: r.bondInvtNo } : {}),
        ...(r.entryNo ? { entry_no: r.entryNo } : {}),
        ...(declarationId ? { declaration_id: declarationId } : {}),
        ...(deductNow ? { vrfded_markcd: '2' } : r.vrfdedMarkcd === '1' ? { vrfded_markcd: '1' } : {}),
        ...(entry.message ? { return_message: entry.message.slice(0, 500) } : {}),
        version: sql`${il.version} + 1`,
        update_time: new Date(),
      })
      .where(eq(il.id, list.id));
    if (effect.status === '6') await raiseFor(tx, 'inventory_list', list.id);
    return {
      listId: list.id,
      duplicate: false,
      status: effect.status ?? '',
      deducted: deductNow,
      ...(declarationId ? { declarationId } : {}),
    };
  });
}

function describe(r: InventoryReceipt): string {
  return (
    [
      r.seqNo && `seq_no ${r.seqNo}`,
      r.bondInvtNo && `bond_invt_no ${r.bondInvtNo}`,
      r.etpsInnerInvtNo && `etps_inner_invt_no ${r.etpsInnerInvtNo}`,
    ]
      .filter(Boolean)
      .join(', ') || 'no key'
  );
}

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
