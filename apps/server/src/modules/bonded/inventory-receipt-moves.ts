import { and, eq, sql } from 'drizzle-orm';
import { fromUnits, toUnits } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { inventory_list_lines, inventory_lists, warehouse_materials } from '../../db/schema/index.ts';
import type { MoveChange, MoveContext, MoveHooks } from '../../crud/hooks.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';
import { moveItems } from './book-quantities.ts';

const il = inventory_lists;
const ln = inventory_list_lines;
const wm = warehouse_materials;

type List = typeof il.$inferSelect;

/** The receipt a move of customs answers, for its document-log line (by the receipt's transaction). */
export interface ReceiptNote {
  messageType: string;
  code: string;
  message: string;
}
export const receiptNotes = new WeakMap<DbOrTx, ReceiptNote>();

/** The log line of a move: the receipt that made it, when customs did. */
const noted = (tx: DbOrTx): MoveChange => {
  const note = receiptNotes.get(tx);
  return note ? { message: note.message, messageType: note.messageType, code: note.code } : {};
};

async function listOf(ctx: MoveContext): Promise<List> {
  const [list] = await ctx.tx
    .select()
    .from(il)
    .where(eq(il.id, Number(ctx.before.id)));
  return list!;
}

async function quantitiesByItem(tx: DbOrTx, listId: number): Promise<Map<number, string>> {
  const lines = await tx.select().from(ln).where(eq(ln.list_id, listId));
  const sums = new Map<number, bigint>();
  for (const l of lines) sums.set(l.putrec_seqno, (sums.get(l.putrec_seqno) ?? 0n) + toUnits(l.dcl_qty));
  return new Map([...sums].map(([k, v]) => [k, fromUnits(v)]));
}

/** Releases what an outbound list held on its book (a refused or not accepted list). */
async function releaseLocks(tx: DbOrTx, list: List) {
  if (list.impexp_markcd !== 'E' || list.vrfded_markcd === '2') return;
  const book = { bookId: list.book_id, kind: list.mtpck_endprd_markcd };
  await moveItems(tx, book, await quantitiesByItem(tx, list.id), 'release');
}

/**
 * Deducts the book once: an inbound list adds to its items' in quantity, an outbound one to their out
 * quantity and releases its lock; balance and available follow; a line naming a warehouse material
 * moves that material too. The check constraint keeps every balance at zero or above.
 */
async function deductBook(tx: DbOrTx, list: List) {
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

/** Deducts the book when `due` and not done before (vrfded_markcd 2 marks it, so a list deducts once). */
async function deductOnce(ctx: MoveContext, due: boolean): Promise<MoveChange> {
  const list = await listOf(ctx);
  if (!due || list.vrfded_markcd === '2') return noted(ctx.tx);
  await deductBook(ctx.tx, list);
  return { ...noted(ctx.tx), values: { vrfded_markcd: '2' } };
}

async function release(ctx: MoveContext): Promise<MoveChange> {
  await releaseLocks(ctx.tx, await listOf(ctx));
  return noted(ctx.tx);
}

/**
 * What the moves of customs' receipts (INVT_RECEIPT_MOVES) do beyond the state: not accepted and
 * refused release an outbound list's locks; approved deducts a list that needs no customs declaration
 * (or that customs says is deducted); deducted deducts the book (unless customs says it is not) and
 * raises the list's charges. Each logs the receipt that made it.
 */
export const inventoryReceiptMoves: Record<string, MoveHooks> = {
  accept: { before: async ({ tx }) => noted(tx) },
  'not-accept': { before: release },
  refuse: { before: release },
  approve: {
    before: async (ctx) => deductOnce(ctx, ctx.before.dclcus_flag === '2' || ctx.body.vrfded_markcd === '2'),
  },
  deduct: {
    before: async (ctx) =>
      deductOnce(ctx, ctx.body.vrfded_markcd === undefined || ctx.body.vrfded_markcd === '2'),
    async after({ tx }, list) {
      await raiseFor(tx, 'inventory_list', list.id);
    },
  },
};
