import { and, eq } from 'drizzle-orm';
import {
  BOOK_STATUS_CODE,
  accountBook,
  fromUnits,
  goodsBalance,
  multiply,
  stateName,
  toUnits,
  type Lang,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { account_book_goods, account_books } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import type { Actor } from '../../plugins/actor.ts';
import { accountBookMoves } from './book-moves.ts';

const bk = account_books;
const gd = account_book_goods;

/** Statuses in which a book's head and lines may still be changed by hand. */
const EDITABLE = new Set<string>([BOOK_STATUS_CODE.unconfirmed, BOOK_STATUS_CODE.declaredFailed]);

/** The book of a line, in the caller's data scope; another company's or customer's is refused on book_id. */
export async function visibleBook(tx: DbOrTx, actor: Actor, bookId: unknown) {
  const [book] = await tx
    .select({
      id: bk.id,
      company_id: bk.company_id,
      customer_code: bk.customer_code,
      status: bk.status,
      valid_date: bk.valid_date,
    })
    .from(bk)
    .where(and(eq(bk.id, Number(bookId)), scopeOf(accountBook, tableOf(accountBook), actor)));
  if (!book) throw fieldError('book_id', 'error.out_of_scope');
  return book;
}

export function assertBookEditable(status: string, lang: Lang = 'zh') {
  if (!EDITABLE.has(status))
    throw new AppError(409, 'book.not_editable', { status: stateName(accountBook, status, lang) });
}

/** A line takes its company and customer from its book (never from the caller's working company). */
const ownedBy = (book: { company_id: number | null; customer_code: string | null }) => ({
  company_id: book.company_id,
  customer_code: book.customer_code,
});

/** An item of the book by its kind (I material, E finished) and g_no, else a field error naming it. */
async function assertItem(tx: DbOrTx, bookId: number, kind: 'I' | 'E', gNo: unknown, field: string) {
  const [item] = await tx
    .select({ id: gd.id })
    .from(gd)
    .where(and(eq(gd.book_id, bookId), eq(gd.type, kind), eq(gd.g_no, Number(gNo))));
  if (!item)
    throw fieldError(field, kind === 'I' ? 'book.material_missing' : 'book.finished_missing', {
      no: String(gNo),
    });
}

/** balance = in − out, available = balance − locked; a negative balance is refused on out_qty. */
function withBalance(values: Row, before: Row = {}): Row {
  const merged = { ...before, ...values };
  const { balance, balance_qty, available_qty } = goodsBalance(merged);
  if (balance < 0n) {
    throw fieldError('out_qty', 'book.out_over_in', {
      out: fromUnits(toUnits(merged.out_qty)),
      in: fromUnits(toUnits(merged.in_qty)),
    });
  }
  return { ...values, balance_qty, available_qty };
}

/** A goods line cannot change book; its book must be visible and still editable. */
async function lineBook(tx: DbOrTx, actor: Actor, values: Row, before?: Row) {
  if (before && values.book_id !== undefined && Number(values.book_id) !== Number(before.book_id))
    throw fieldError('book_id', 'book.goods_move');
  const book = await visibleBook(tx, actor, before?.book_id ?? values.book_id);
  assertBookEditable(book.status ?? '');
  return book;
}

export const accountBookEntityHooks: Record<string, EntityHooks> = {
  'account-books': {
    moves: accountBookMoves,
    async beforeUpdate(_tx, before, values) {
      assertBookEditable(String(before.status));
      return values;
    },
    async beforeDelete(_tx, rows) {
      for (const row of rows) assertBookEditable(String(row.status));
    },
  },
  'account-book-goods': {
    async beforeCreate(tx, values, actor) {
      const book = await lineBook(tx, actor, values);
      return { values: { ...withBalance(values), ...ownedBy(book) } };
    },
    async beforeUpdate(tx, before, values, actor) {
      await lineBook(tx, actor, values, before);
      return withBalance(values, before);
    },
    async beforeDelete(tx, rows, _lang, actor) {
      for (const row of rows) await lineBook(tx, actor, {}, row);
    },
  },
  'account-book-losses': {
    async beforeCreate(tx, values, actor) {
      const book = await lineBook(tx, actor, values);
      await assertItem(tx, book.id, 'E', values.exg_no, 'exg_no');
      await assertItem(tx, book.id, 'I', values.m_g_no, 'm_g_no');
      return { values: { ...values, ...ownedBy(book) } };
    },
    async beforeUpdate(tx, before, values, actor) {
      const book = await lineBook(tx, actor, values, before);
      if (values.exg_no !== undefined) await assertItem(tx, book.id, 'E', values.exg_no, 'exg_no');
      if (values.m_g_no !== undefined) await assertItem(tx, book.id, 'I', values.m_g_no, 'm_g_no');
      return values;
    },
    async beforeDelete(tx, rows, _lang, actor) {
      for (const row of rows) await lineBook(tx, actor, {}, row);
    },
  },
  'warehouse-materials': {
    async beforeCreate(tx, values, actor) {
      const book = await visibleBook(tx, actor, values.book_id);
      await assertItem(tx, book.id, values.ie_flag === 'E' ? 'E' : 'I', values.h_seq, 'h_seq');
      const total = multiply(values.deal_price, values.deal_qty);
      return { values: { ...values, ...ownedBy(book), deal_total: total } };
    },
    async beforeUpdate(tx, before, values, actor) {
      if (values.book_id !== undefined && Number(values.book_id) !== Number(before.book_id))
        throw fieldError('book_id', 'book.goods_move');
      const book = await visibleBook(tx, actor, before.book_id);
      const merged = { ...before, ...values };
      if (values.h_seq !== undefined || values.ie_flag !== undefined)
        await assertItem(tx, book.id, merged.ie_flag === 'E' ? 'E' : 'I', merged.h_seq, 'h_seq');
      return { ...values, deal_total: multiply(merged.deal_price, merged.deal_qty) };
    },
  },
};
