import { eq, sql } from 'drizzle-orm';
import { passport, PASSPORT_EDITABLE_STATES, stateName } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { account_books, passport_lines, passport_lists, passports } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAction } from '../../crud/document-events.ts';
import { visibleBook } from './account-books.hooks.ts';
import { passportMoves } from './passport-workflow.ts';

const pp = passports;

export function assertPassportEditable(status: string | null) {
  if (!PASSPORT_EDITABLE_STATES.includes(status ?? ''))
    throw new AppError(409, 'passport.not_editable', { status: stateName(passport, status) });
}

/** Sums the lines' weights onto the head (the goods' gross and net weight). */
export async function refreshPassportTotals(tx: DbOrTx, passportId: number) {
  const l = passport_lines;
  await tx
    .update(pp)
    .set({
      total_gross_wt: sql`(select coalesce(sum(${l.gross_wt}), 0) from ${l} where ${l.passport_id} = ${passportId})`,
      total_net_wt: sql`(select coalesce(sum(${l.net_wt}), 0) from ${l} where ${l.passport_id} = ${passportId})`,
    })
    .where(eq(pp.id, passportId));
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** What a passport takes from its book: owner, book number and kind, and the zone's enterprises when empty. */
async function fromBook(tx: DbOrTx, actor: Actor, bookId: unknown, values: Row): Promise<Row> {
  await visibleBook(tx, actor, bookId);
  const [book] = await tx
    .select()
    .from(account_books)
    .where(eq(account_books.id, Number(bookId)));
  const b = book!;
  const pick = (key: string, value: unknown) => (blank(values[key]) && !blank(value) ? { [key]: value } : {});
  return {
    ...values,
    company_id: b.company_id,
    customer_code: b.customer_code,
    ems_no: b.ems_no,
    ...(b.ems_type === '27' || b.ems_type === '28' ? pick('ems_type', b.ems_type) : {}),
    ...pick('wms_no', b.wms_no),
    ...pick('master_cuscd', b.master_cuscd),
    ...pick('areain_etpsno', b.trade_code),
    ...pick('areain_etps_nm', b.trade_name),
    ...pick('areain_etps_sccd', b.trade_sccd),
    ...pick('dcl_etpsno', b.decl_code),
    ...pick('dcl_etps_nm', b.decl_name),
    ...pick('dcl_etps_sccd', b.decl_sccd),
  };
}

async function boundListCount(tx: DbOrTx, passportId: number) {
  const rows = await tx
    .select({ id: passport_lists.id })
    .from(passport_lists)
    .where(eq(passport_lists.passport_id, passportId))
    .limit(1);
  return rows.length;
}

/** The passport's hooks on the engine, with its moves' side effects (the sends need the server's settings). */
export const passportEntityHooks: Record<string, EntityHooks> = {
  passports: {
    moves: passportMoves,
    deletesWith: ['passport-lines', 'passport-lists'],
    async beforeCreate(tx, values, actor) {
      return { values: { ...(await fromBook(tx, actor, values.book_id, values)), status: '0' } };
    },
    async afterCreate(tx, after, actor) {
      await recordAction(tx, { type: 'passport', id: after.id }, actor, { action: 'add' });
    },
    async beforeUpdate(tx, before, values, actor) {
      assertPassportEditable(String(before.status));
      const id = Number(before.id);
      const moved = values.book_id !== undefined && Number(values.book_id) !== Number(before.book_id);
      const type = values.passport_typecd ?? before.passport_typecd;
      const flag = values.ie_flag ?? before.ie_flag;
      const turned = flag !== before.ie_flag;
      if ((moved || turned || type === '6' || type === '7') && (await boundListCount(tx, id)))
        throw fieldError(moved ? 'book_id' : turned ? 'ie_flag' : 'passport_typecd', 'passport.has_lists');
      return moved ? fromBook(tx, actor, values.book_id, values) : values;
    },
    async beforeDelete(tx, rows) {
      for (const row of rows) assertPassportEditable(String(row.status));
      for (const row of rows) {
        await tx.delete(passport_lines).where(eq(passport_lines.passport_id, Number(row.id)));
        await tx.delete(passport_lists).where(eq(passport_lists.passport_id, Number(row.id)));
      }
    },
  },
};
