import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { accountBook, businessDay, movesFrom, type BOOK_RECEIPT_MOVES } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { account_books } from '../../db/schema/index.ts';
import { claimReceipt } from '../../crud/document-events.ts';
import type { EntityMoves } from '../../crud/entity-moves.ts';
import { bookImportResponse, type BookReceipt } from '../receipts/book-receipt-parser.ts';
import { parseReceipt } from '../receipts/receipt-parser.ts';
import { NoMatchError, ReceiptParseError, receiptKeys } from '../receipts/receipt-errors.ts';
import { bytesIdentity, type ReceiptDelivery, type ReceiptHandler } from '../receipts/receipt-handlers.ts';
import type { ParsedReceipt } from '../receipts/receipt-types.ts';

const bk = account_books;

/**
 * The account books' moves (the engine's service) by the running server's database: a receipt moves
 * its book through them. Set when the routes are registered.
 */
const services = new WeakMap<Db, EntityMoves>();
export const registerBookMoves = (db: Db, moves: EntityMoves) => services.set(db, moves);

type Book = typeof bk.$inferSelect;

/** The one book a receipt names: by pre-entry number, our message number, else customs' book number. */
async function lockBookFor(tx: DbOrTx, r: BookReceipt, scope?: SQL) {
  const keys = [
    r.seqNo ? eq(bk.seq_no, r.seqNo) : undefined,
    r.etpsPreentNo ? eq(bk.client_seq_no, r.etpsPreentNo) : undefined,
    r.etpsPreentNo ? eq(bk.seq_no, r.etpsPreentNo) : undefined,
    r.emsNo ? eq(bk.ems_no, r.emsNo.toUpperCase()) : undefined,
  ];
  for (const key of keys) {
    if (!key) continue;
    const rows = await tx.select().from(bk).where(and(key, scope)).orderBy(asc(bk.id)).limit(2).for('update');
    if (rows.length === 1) return rows[0]!;
  }
  return undefined;
}

/** The move a receipt makes of its book: an import refused or an audit refusal refuses, an audit passes. */
function moveOf(r: BookReceipt): (typeof BOOK_RECEIPT_MOVES)[number] | null {
  if (r.messageType === 'COMMON') return r.dealFlag === '0' ? null : 'refuse';
  if (r.manageResult === '3') return 'refuse';
  if (r.manageResult === '1' || r.manageResult === '4') return 'approve';
  return null;
}

/** What an approval writes beside the state: customs' book number (when free), change count and date. */
async function approvalValues(tx: DbOrTx, book: Book, r: BookReceipt, at: Date) {
  const day = businessDay(at);
  const change = r.dclTypecd ? r.dclTypecd === '2' : Boolean(book.putrec_time);
  let emsNo: string | undefined;
  const number = r.emsNo?.toUpperCase().slice(0, 12);
  if (number && number !== book.ems_no) {
    const taken = await tx
      .select({ id: bk.id })
      .from(bk)
      .where(and(eq(bk.ems_no, number), eq(bk.company_id, book.company_id ?? 0), ne(bk.id, book.id)));
    if (!taken.length) emsNo = number;
  }
  return {
    ...(emsNo ? { ems_no: emsNo } : {}),
    ...(r.chgTmsCnt !== null ? { chg_tms_cnt: r.chgTmsCnt } : {}),
    ...(change ? { chg_time: day } : { putrec_time: day }),
  };
}

export interface BookIngestResult {
  bookId: number;
  duplicate: boolean;
  status: string;
}

/**
 * Records an account book receipt in one transaction with the book locked: the log entry keyed by the
 * receipt's identity (a receipt read twice changes nothing), customs' numbers and text, then the move it
 * makes (approve, refuse: `moveWithin` of the book's workflow, customs as the mover). A receipt whose
 * move the book's state does not take (a write-off's audit, an acceptance) is logged without moving it.
 */
export async function ingestBookReceipt(
  db: Db,
  r: BookReceipt,
  entry: { code: string; message: string; date: Date | null },
  options: { identity: string; fileName?: string | undefined; scope?: SQL | undefined },
): Promise<BookIngestResult> {
  return db.transaction(async (tx) => {
    const book = await lockBookFor(tx, r, options.scope);
    if (!book)
      throw new NoMatchError(
        `no account book matches ${receiptKeys({ seq_no: r.seqNo, etps_preent_no: r.etpsPreentNo, ems_no: r.emsNo })}`,
      );
    const at = entry.date ?? new Date();
    const fresh = await claimReceipt(
      tx,
      { type: accountBook.workflow!.docType, id: book.id },
      {
        identity: options.identity,
        messageType: r.messageType,
        code: entry.code,
        message: entry.message,
        at,
        fileName: options.fileName,
      },
    );
    if (!fresh) return { bookId: book.id, duplicate: true, status: book.status ?? '' };
    const name = moveOf(r);
    const move = movesFrom(accountBook.workflow!, book.status, 'customs').find((m) => m.name === name);
    await tx
      .update(bk)
      .set({
        ...(r.seqNo && r.messageType === 'COMMON' ? { seq_no: r.seqNo } : {}),
        ...(r.seqNo && !book.seq_no ? { seq_no: r.seqNo } : {}),
        ...(move?.name === 'approve' ? await approvalValues(tx, book, r, at) : {}),
        ...(entry.message ? { return_message: entry.message.slice(0, 500) } : {}),
        // a move counts the version itself
        ...(move ? {} : { version: sql`${bk.version} + 1` }),
        update_time: new Date(),
      })
      .where(eq(bk.id, book.id));
    if (!move) return { bookId: book.id, duplicate: false, status: book.status ?? '' };
    const moves = services.get(db);
    if (!moves) throw new Error('account books: no moves service registered');
    const after = await moves.moveWithin(tx, { actor: null, lang: 'zh' }, book.id, move.name, {});
    return { bookId: book.id, duplicate: false, status: String(after.status ?? '') };
  });
}

/** Records a book's receipt (or the import response to its message, read as the book's). */
async function recordBook(db: Db, receipt: ParsedReceipt, delivery: ReceiptDelivery) {
  const r =
    receipt.book ?? (receipt.inventory?.messageType === 'COMMON' ? bookImportResponse(receipt) : null);
  if (!r) throw new ReceiptParseError('not an account book receipt');
  const result = await ingestBookReceipt(db, r, receipt, delivery);
  return { ...result, messageType: r.messageType, code: receipt.code };
}

/** The account books' receipt handler (registered in index.ts). */
export const bookReceiptHandler: ReceiptHandler = recordBook;

/** Reads and records one account book receipt file (the books' upload), in the caller's scope. */
export async function recordBookReceipt(db: Db, content: Buffer, fileName?: string, scope?: SQL) {
  return recordBook(db, parseReceipt(content, fileName), {
    identity: bytesIdentity(content),
    fileName,
    ...(scope ? { scope } : {}),
  });
}
