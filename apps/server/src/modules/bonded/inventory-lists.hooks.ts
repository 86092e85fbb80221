import { and, eq } from 'drizzle-orm';
import { INVT_STATUS, INVT_STATUS_CODE, localize, multiply } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { account_book_goods, inventory_list_lines, inventory_lists } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { visibleBook } from './account-books.hooks.ts';
import { listScope } from './list-scope.ts';

const il = inventory_lists;
const gd = account_book_goods;

/** A list is changed by hand only before customs has it, or after customs refused it. */
export const INVT_EDITABLE = new Set<string>([
  INVT_STATUS_CODE.draft,
  INVT_STATUS_CODE.notAccepted,
  INVT_STATUS_CODE.refused,
]);

export const invtStatusName = (status: string, lang: 'zh' | 'en' | 'es' | 'ja' = 'zh') => {
  const option = INVT_STATUS.find((o) => o.value === status);
  return option ? localize(option.label, lang) : status;
};

export function assertListEditable(status: string | null) {
  if (!INVT_EDITABLE.has(status ?? ''))
    throw new AppError(409, 'invt.not_editable', { status: invtStatusName(status ?? '') });
}

/** The list of a line, in the caller's scope (refused on list_id otherwise). */
async function visibleList(tx: DbOrTx, actor: Actor, listId: unknown) {
  const [list] = await tx
    .select({
      id: il.id,
      book_id: il.book_id,
      company_id: il.company_id,
      customer_code: il.customer_code,
      status: il.status,
      mtpck_endprd_markcd: il.mtpck_endprd_markcd,
    })
    .from(il)
    .where(and(eq(il.id, Number(listId)), listScope(actor)));
  if (!list) throw fieldError('list_id', 'error.out_of_scope');
  return list;
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

export const inventoryListEntityHooks: Record<string, EntityHooks> = {
  'inventory-lists': {
    deletesWith: ['inventory-list-lines'],
    async beforeCreate(tx, values, actor) {
      const book = await visibleBook(tx, actor, values.book_id);
      return {
        values: { ...values, company_id: book.company_id, customer_code: book.customer_code },
      };
    },
    async beforeUpdate(tx, before, values, actor) {
      assertListEditable(String(before.status));
      const moved = values.book_id !== undefined && Number(values.book_id) !== Number(before.book_id);
      const kindChanged =
        values.mtpck_endprd_markcd !== undefined && values.mtpck_endprd_markcd !== before.mtpck_endprd_markcd;
      if (moved || kindChanged) {
        const [line] = await tx
          .select({ id: inventory_list_lines.id })
          .from(inventory_list_lines)
          .where(eq(inventory_list_lines.list_id, Number(before.id)))
          .limit(1);
        if (line) throw fieldError(moved ? 'book_id' : 'mtpck_endprd_markcd', 'invt.has_lines');
      }
      if (moved) {
        const book = await visibleBook(tx, actor, values.book_id);
        return { ...values, company_id: book.company_id, customer_code: book.customer_code };
      }
      return values;
    },
    async beforeDelete(tx, rows) {
      for (const row of rows) assertListEditable(String(row.status));
      // a draft list goes with its lines
      for (const row of rows)
        await tx.delete(inventory_list_lines).where(eq(inventory_list_lines.list_id, Number(row.id)));
    },
  },
  'inventory-list-lines': {
    async beforeCreate(tx, values, actor) {
      const list = await visibleList(tx, actor, values.list_id);
      assertListEditable(list.status);
      const item = await bookItem(tx, list.book_id, list.mtpck_endprd_markcd, values.putrec_seqno);
      return {
        values: { ...fromItem(values, item), company_id: list.company_id, customer_code: list.customer_code },
      };
    },
    async beforeUpdate(tx, before, values, actor) {
      if (values.list_id !== undefined && Number(values.list_id) !== Number(before.list_id))
        throw fieldError('list_id', 'invt.line_move');
      const list = await visibleList(tx, actor, before.list_id);
      assertListEditable(list.status);
      const merged = { ...before, ...values };
      const item = await bookItem(tx, list.book_id, list.mtpck_endprd_markcd, merged.putrec_seqno);
      const changedItem = values.putrec_seqno !== undefined && values.putrec_seqno !== before.putrec_seqno;
      // a line moved to another item takes that item's descriptions unless they are sent with it
      const described = ['gds_mtno', 'gdecd', 'gds_nm', 'gds_spcf_model_desc', 'dcl_unitcd'];
      const source = changedItem
        ? { ...merged, ...Object.fromEntries(described.map((k) => [k, values[k] ?? null])) }
        : merged;
      const filled = fromItem(source, item);
      const keys = new Set([...Object.keys(values), 'dcl_total_amt', ...(changedItem ? described : [])]);
      return Object.fromEntries(Object.entries(filled).filter(([k]) => keys.has(k)));
    },
    async beforeDelete(tx, rows, _lang, actor) {
      for (const row of rows) assertListEditable((await visibleList(tx, actor, row.list_id)).status);
    },
  },
};
