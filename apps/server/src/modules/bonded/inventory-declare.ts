import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { BOOK_STATUS_CODE, accountBook, businessDay, fromUnits, stateName, toUnits } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  account_book_goods,
  account_books,
  inventory_list_lines,
  inventory_lists,
  inventoryReceipts,
} from '../../db/schema/index.ts';
import type { MoveHooks } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { channelsRootOf, deliverStaged, stageSend } from '../channels/move-send.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor, LIST_SEQ_OFFSET } from '../customs-message/send.service.ts';
import { bookItem } from './inventory-items.ts';
import { renderInv101 } from './inv101-message.ts';
import { moveItems } from './book-quantities.ts';
import { receiptIdentityOf } from './inventory-receipts.ts';

const il = inventory_lists;
const ln = inventory_list_lines;
const gd = account_book_goods;

/** Books on which lists may be declared: confirmed, submitted or declared to customs. */
const USABLE_BOOK = new Set<string>([
  BOOK_STATUS_CODE.confirmed,
  BOOK_STATUS_CODE.submitted,
  BOOK_STATUS_CODE.declaredOk,
]);

/**
 * 保存并申报, the list's `declare` move (from draft, not accepted or refused to declared): before it, with
 * the list locked by the engine, checks the list (lines, items of the book, book confirmed and valid, an
 * outbound list within each item's available quantity) with its items locked, renders the INV101
 * message, locks an outbound list's quantities on the book and records the send on the list's timeline;
 * after it, delivers the message through the channel and adds where it went (`file` or `topic`) to the
 * answer. All in the move's transaction: a failed delivery (502) records nothing.
 */
export const declareMove: MoveHooks = {
  async before(ctx) {
    const { tx, actor, lang, body, now } = ctx;
    if (!actor) throw new Error('a list is declared by a person');
    const id = Number(ctx.before.id);
    const [list] = await tx.select().from(il).where(eq(il.id, id));
    if (!list) throw new Error(`inventory list ${id} vanished under its lock`);

    const [book] = await tx.select().from(account_books).where(eq(account_books.id, list.book_id));
    if (!book) throw fieldError('book_id', 'error.out_of_scope');
    if (!USABLE_BOOK.has(book.status ?? ''))
      throw new AppError(409, 'invt.book_not_usable', {
        book: book.ems_no,
        status: stateName(accountBook, book.status, lang),
      });
    if (book.valid_date && String(book.valid_date) < businessDay())
      throw new AppError(409, 'book.expired', { date: String(book.valid_date) });

    const lines = await tx.select().from(ln).where(eq(ln.list_id, id)).orderBy(asc(ln.gds_seqno));
    if (!lines.length) throw new AppError(409, 'invt.no_lines');
    // every line still names an item of the book, of the list's kind (the items are locked from here on)
    const itemNos = [...new Set(lines.map((l) => l.putrec_seqno))];
    const items = await tx
      .select()
      .from(gd)
      .where(and(eq(gd.book_id, book.id), eq(gd.type, list.mtpck_endprd_markcd), inArray(gd.g_no, itemNos)))
      .for('update');
    const byNo = new Map(items.map((i) => [i.g_no, i]));
    for (const line of lines)
      if (!byNo.has(line.putrec_seqno))
        await bookItem(tx, book.id, list.mtpck_endprd_markcd, line.putrec_seqno);

    if (list.impexp_markcd === 'E') await lockQuantities(tx, lines, byNo);

    const channel = await sendingChannel(tx, channelsRootOf(ctx), actor, body.channel_id ?? list.channel_id);
    const [{ sends } = { sends: 0 }] = await tx
      .select({ sends: count() })
      .from(inventoryReceipts)
      .where(and(eq(inventoryReceipts.list_id, id), eq(inventoryReceipts.code, 'ss')));
    const clientSeqNo = clientSeqNoFor(id, sends + 1, now, LIST_SEQ_OFFSET);
    const xml = renderInv101({ list, lines, book, channel, clientSeqNo, at: now });
    const sent = `${channel.name} ${clientSeqNo}`.slice(0, 500);
    await tx.insert(inventoryReceipts).values({
      identity: receiptIdentityOf(`send\0${clientSeqNo}`),
      list_id: id,
      message_type: 'INV101',
      code: 'ss',
      message: sent,
      receipt_time: now,
    });
    stageSend(ctx, { channel, clientSeqNo, xml, at: now, messageType: 'INV101' });
    return {
      values: { send_time: now, client_seq_no: clientSeqNo, channel_id: channel.id, return_message: null },
      message: sent,
      messageType: 'INV101',
    };
  },
  // delivered through the channel; the answer (the saved list) says where, as the declare always answered
  after: deliverStaged,
};

type Item = typeof gd.$inferSelect;

/** An outbound list holds its quantities: each item's need against its available, named by line when short. */
async function lockQuantities(tx: DbOrTx, lines: (typeof ln.$inferSelect)[], byNo: Map<number, Item>) {
  const need = new Map<number, bigint>();
  for (const line of lines) {
    const total = (need.get(line.putrec_seqno) ?? 0n) + toUnits(line.dcl_qty);
    need.set(line.putrec_seqno, total);
    const item = byNo.get(line.putrec_seqno)!;
    const available = toUnits(item.available_qty);
    if (total > available)
      throw new AppError(409, 'invt.shortfall', {
        line: String(line.gds_seqno),
        item: String(item.g_no),
        available: fromUnits(available),
        need: fromUnits(total),
        short: fromUnits(total - available),
      });
  }
  const first = byNo.values().next().value!;
  await moveItems(
    tx,
    { bookId: first.book_id, kind: first.type },
    new Map([...need].map(([gNo, qty]) => [gNo, fromUnits(qty)])),
    'lock',
  );
}
