import { and, eq } from 'drizzle-orm';
import { inventoryList } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { inventory_list_lines, inventory_lists } from '../../db/schema/index.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import type { EntityHooks } from '../../crud/hooks.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { visibleBook } from './account-books.hooks.ts';
import { declareMove } from './inventory-declare.ts';
import { assertListEditable, bookItem, fromItem } from './inventory-items.ts';
import { inventoryReceiptMoves } from './inventory-receipt-moves.ts';

const il = inventory_lists;

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
    .where(and(eq(il.id, Number(listId)), scopeOf(inventoryList, tableOf(inventoryList), actor)));
  if (!list) throw fieldError('list_id', 'error.out_of_scope');
  return list;
}

export const inventoryListEntityHooks: Record<string, EntityHooks> = {
  'inventory-lists': {
    moves: { declare: declareMove, ...inventoryReceiptMoves },
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
