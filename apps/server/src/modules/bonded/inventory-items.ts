import { and, eq } from 'drizzle-orm';
import {
  accountBook,
  INVT_STATUS_CODE,
  inventoryList,
  localize,
  multiply,
  stateName,
  type InventoryBookItem,
  type Lang,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { account_book_goods } from '../../db/schema/index.ts';
import type { Row } from '../../crud/hooks.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';

const gd = account_book_goods;

/** A list is changed by hand only before customs has it, or after customs refused it (the states its declare leaves from). */
export const INVT_EDITABLE = new Set<string>([
  INVT_STATUS_CODE.draft,
  INVT_STATUS_CODE.notAccepted,
  INVT_STATUS_CODE.refused,
]);

export function assertListEditable(status: string | null, lang: Lang = 'zh') {
  if (!INVT_EDITABLE.has(status ?? ''))
    throw new AppError(409, 'invt.not_editable', { status: stateName(inventoryList, status, lang) });
}

/** The book item a line names (its kind is the list's material/finished mark), else a field error. */
export async function bookItem(tx: DbOrTx, bookId: number, kind: string, gNo: unknown) {
  const [item] = await tx
    .select()
    .from(gd)
    .where(and(eq(gd.book_id, bookId), eq(gd.type, kind), eq(gd.g_no, Number(gNo))));
  if (!item)
    throw fieldError('putrec_seqno', kind === 'E' ? 'book.finished_missing' : 'book.material_missing', {
      no: String(gNo),
    });
  return item;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Part number, HS code, name, unit, currency, origin and price taken from the item where the line has none. */
export function fromItem(values: Row, item: typeof gd.$inferSelect): Row {
  const pick = (key: string, value: unknown) => (blank(values[key]) && !blank(value) ? { [key]: value } : {});
  if (!blank(values.gds_mtno) && String(values.gds_mtno) !== item.cop_g_no)
    throw fieldError('gds_mtno', 'invt.part_mismatch', {
      part: String(values.gds_mtno),
      item: item.cop_g_no,
    });
  const filled = {
    ...values,
    ...pick('gds_mtno', item.cop_g_no),
    ...pick('gdecd', item.code_t),
    ...pick('gds_nm', item.g_name),
    ...pick('gds_spcf_model_desc', item.g_model),
    ...pick('dcl_unitcd', item.unit),
    ...pick('dcl_currcd', item.curr),
    ...pick('natcd', item.country_code),
    ...pick('dcl_uprc_amt', item.dec_price),
  };
  return { ...filled, dcl_total_amt: multiply(filled.dcl_uprc_amt ?? 0, filled.dcl_qty ?? 0) };
}

/**
 * The item a line's 备案序号 names on a book in the caller's scope, as the line takes it (料号, 商品名称,
 * HS code, …): what the editor shows as soon as the number is typed, before the line is saved. A book out
 * of scope is named on `book_id` as a missing one; a number the book lacks on `putrec_seqno`.
 */
export async function lookUpBookItem(
  db: DbOrTx,
  actor: Actor,
  lang: Lang,
  q: { book_id: number; mtpck_endprd_markcd: string; putrec_seqno: number },
): Promise<InventoryBookItem> {
  const books = tableOf(accountBook);
  const [book] = await db
    .select({ id: books.id! })
    .from(books)
    .where(and(eq(books.id!, q.book_id), scopeOf(accountBook, books, actor)));
  if (!book)
    throw fieldError('book_id', 'field.ref_missing', {
      entity: localize(accountBook.label, lang),
      value: String(q.book_id),
    });
  const item = await bookItem(db, book.id as number, q.mtpck_endprd_markcd, q.putrec_seqno);
  return {
    putrec_seqno: item.g_no,
    gds_mtno: item.cop_g_no,
    gds_nm: item.g_name,
    gdecd: item.code_t,
    gds_spcf_model_desc: item.g_model,
    dcl_unitcd: item.unit,
    dcl_currcd: item.curr,
    natcd: item.country_code,
    dcl_uprc_amt: item.dec_price,
  };
}
