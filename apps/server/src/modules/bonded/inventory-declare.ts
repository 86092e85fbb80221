import path from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOOK_STATUS_CODE, INVT_STATUS_CODE, businessDay, fromUnits, toUnits, type Lang } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  account_book_goods,
  account_books,
  inventory_list_lines,
  inventory_lists,
  inventoryReceipts,
} from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import type { ChannelDelivery } from '../channels/channel-delivery.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor, LIST_SEQ_OFFSET } from '../customs-message/send.service.ts';
import { statusName } from './account-books.hooks.ts';
import { assertListEditable, bookItem } from './inventory-lists.hooks.ts';
import { renderInv101 } from './inv101-message.ts';
import { moveItems } from './book-quantities.ts';
import { receiptIdentityOf } from './inventory-receipts.ts';
import { listScope } from './list-scope.ts';

const il = inventory_lists;
const ln = inventory_list_lines;
const gd = account_book_goods;

/** Books on which lists may be declared: confirmed, submitted or declared to customs. */
const USABLE_BOOK = new Set<string>([
  BOOK_STATUS_CODE.confirmed,
  BOOK_STATUS_CODE.submitted,
  BOOK_STATUS_CODE.declaredOk,
]);

export interface DeclareResult {
  id: number;
  version: number;
  status: string;
  client_seq_no: string;
  channel_id: number;
  file?: string;
  topic?: string;
}

/**
 * 保存并申报: in one transaction with the list and its items locked, checks the list (lines, items of
 * the book, book confirmed and valid, an outbound list within each item's available quantity), renders
 * the INV101 message, locks an outbound list's quantities on the book, records the send on the list
 * and its timeline, and delivers the message through the channel. A failed delivery records nothing.
 */
export async function declareInventoryList(
  db: Db,
  delivery: ChannelDelivery,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; channel_id?: number | undefined },
): Promise<DeclareResult> {
  const lang: Lang = req.lang;
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select()
      .from(il)
      .where(and(eq(il.id, id), listScope(actor)))
      .for('update');
    if (!list) throw notFound();
    if (list.version !== body.version) throw conflict();
    assertListEditable(list.status);

    const [book] = await tx.select().from(account_books).where(eq(account_books.id, list.book_id));
    if (!book) throw fieldError('book_id', 'error.out_of_scope');
    if (!USABLE_BOOK.has(book.status ?? ''))
      throw new AppError(409, 'invt.book_not_usable', {
        book: book.ems_no,
        status: statusName(book.status ?? '', lang),
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

    const outbound = list.impexp_markcd === 'E';
    if (outbound) await lockQuantities(tx, lines, byNo);

    const channel = await sendingChannel(
      tx,
      delivery.channelsRoot,
      actor,
      body.channel_id ?? list.channel_id,
    );

    const at = new Date();
    const [{ sends } = { sends: 0 }] = await tx
      .select({ sends: count() })
      .from(inventoryReceipts)
      .where(and(eq(inventoryReceipts.list_id, id), eq(inventoryReceipts.code, 'ss')));
    const clientSeqNo = clientSeqNoFor(id, sends + 1, at, LIST_SEQ_OFFSET);
    const xml = renderInv101({ list, lines, book, channel, clientSeqNo, at });

    await tx.insert(inventoryReceipts).values({
      identity: receiptIdentityOf(`send\0${clientSeqNo}`),
      list_id: id,
      message_type: 'INV101',
      code: 'ss',
      message: `${channel.name} ${clientSeqNo}`.slice(0, 500),
      receipt_time: at,
    });
    const [after] = await tx
      .update(il)
      .set({
        status: INVT_STATUS_CODE.declared,
        send_time: at,
        client_seq_no: clientSeqNo,
        channel_id: channel.id,
        return_message: null,
        version: sql`${il.version} + 1`,
        update_id: actor.userId,
        update_time: at,
      })
      .where(eq(il.id, id))
      .returning();
    let delivered;
    try {
      delivered = await delivery.deliver(channel, clientSeqNo, xml, at, 'INV101');
    } catch (e) {
      throw new AppError(502, 'send.delivery_failed', { reason: (e as Error).message });
    }
    const result: DeclareResult = {
      id,
      version: after!.version,
      status: after!.status ?? INVT_STATUS_CODE.declared,
      client_seq_no: clientSeqNo,
      channel_id: channel.id,
      ...(delivered.file ? { file: path.basename(delivered.file) } : {}),
      ...(delivered.topic ? { topic: delivered.topic } : {}),
    };
    await recordOperation(tx, req, {
      action: 'declare',
      target: 'inventory-lists',
      recordId: id,
      after: result,
    });
    return result;
  });
}

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
