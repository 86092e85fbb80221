import { and, eq } from 'drizzle-orm';
import { INVT_STATUS_CODE, inventoryList, multiply, stateName, type Lang } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { account_book_goods } from '../../db/schema/index.ts';
import type { Row } from '../../crud/hooks.ts';
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
