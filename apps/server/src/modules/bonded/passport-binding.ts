import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EMPTY_VEHICLE_PASSPORT_TYPE,
  INVT_STATUS_CODE,
  inventoryList,
  localize,
  passport,
  PASSPORT_BIND_TYPES,
  stateName,
  TWO_STEP_PASSPORT_TYPE,
  type BindableList,
  type Lang,
  type PassportBindAnswer,
} from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  inventory_list_lines,
  inventory_lists,
  passport_lines,
  passport_lists,
  passports,
} from '../../db/schema/index.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { otherPassportsOf } from './passport-weights.ts';
import { assertPassportEditable, refreshPassportTotals } from './passports.hooks.ts';

const pp = passports;
type Passport = typeof pp.$inferSelect;
type List = typeof inventory_lists.$inferSelect;

/** Lists a passport may carry: accepted, approved or already deducted by customs. */
const BINDABLE: string[] = [INVT_STATUS_CODE.accepted, INVT_STATUS_CODE.approved, INVT_STATUS_CODE.deducted];

/** How many lists the picker offers (the latest first). */
const OFFERED = 100;

/** A refusal of the binding: the field error's message key and its values. */
type Refusal = { key: string; values?: Record<string, string> };

/** Why the passport carries no list at all, or takes only one (its kind and binding type). */
function passportRefusal(head: Passport, count: number, lang: Lang): Refusal | null {
  if (count && head.passport_typecd === EMPTY_VEHICLE_PASSPORT_TYPE)
    return { key: 'passport.empty_vehicle_lists' };
  if (count && head.passport_typecd === TWO_STEP_PASSPORT_TYPE) return { key: 'passport.two_step_lists' };
  if (count > 1 && head.bind_typecd !== '1') {
    const bind = PASSPORT_BIND_TYPES.find((o) => o.value === head.bind_typecd);
    return { key: 'passport.bind_one_list', values: { bind: bind ? localize(bind.label, lang) : '' } };
  }
  return null;
}

/**
 * The binding's rule for one list: on the passport's book, moving its way, taken in by customs, and not
 * carried by another vehicle unless every passport on it is "one list, several vehicles". The picker
 * offers the lists it passes; the binding refuses the first that does not.
 */
function listRefusal(
  head: Passport,
  list: List,
  carriers: { list_id: number; passport: string; bind_typecd: string | null }[],
  lang: Lang,
): Refusal | null {
  const no = list.etps_inner_invt_no;
  if (list.book_id !== head.book_id)
    return { key: 'passport.list_other_book', values: { list: no, book: head.ems_no ?? '' } };
  if (list.impexp_markcd !== head.ie_flag) return { key: 'passport.list_direction', values: { list: no } };
  if (!BINDABLE.includes(list.status ?? ''))
    return {
      key: 'passport.list_unusable',
      values: { list: no, status: stateName(inventoryList, list.status, lang) },
    };
  for (const other of carriers.filter((c) => c.list_id === list.id))
    if (!(other.bind_typecd === '3' && head.bind_typecd === '3'))
      return { key: 'passport.list_bound', values: { list: no, passport: other.passport } };
  return null;
}

const refuse = (refusal: Refusal) => fieldError('list_ids', refusal.key, refusal.values);

/** The passport in the caller's scope, locked for a change or read for the picker. */
async function passportOf(tx: DbOrTx, actor: Actor, id: number, lock: boolean) {
  const query = tx
    .select()
    .from(pp)
    .where(and(eq(pp.id, id), scopeOf(passport, tableOf(passport), actor)));
  const [head] = lock ? await query.for('update') : await query;
  if (!head) throw notFound();
  return head;
}

const listScope = (actor: Actor) => scopeOf(inventoryList, tableOf(inventoryList), actor);

/**
 * The inventory lists the binding would accept for this passport, the latest first (the bound ones
 * among them): what the bind dialog offers. `single`: its binding type takes one list.
 */
export async function bindableLists(
  db: Db,
  actor: Actor,
  id: number,
  lang: Lang,
): Promise<{ content: BindableList[]; single: boolean }> {
  const head = await passportOf(db, actor, id, false);
  const single = head.bind_typecd !== '1';
  if (passportRefusal(head, 1, lang)) return { content: [], single };
  const lists = await db
    .select()
    .from(inventory_lists)
    .where(
      and(
        listScope(actor),
        eq(inventory_lists.book_id, head.book_id),
        eq(inventory_lists.impexp_markcd, head.ie_flag),
        inArray(inventory_lists.status, BINDABLE),
      ),
    )
    .orderBy(desc(inventory_lists.create_time), desc(inventory_lists.id))
    .limit(OFFERED);
  const carriers = await otherPassportsOf(
    db,
    lists.map((l) => l.id),
    id,
  );
  const content = lists
    .filter((list) => !listRefusal(head, list, carriers, lang))
    .map((l) => ({
      id: l.id,
      etps_inner_invt_no: l.etps_inner_invt_no,
      bond_invt_no: l.bond_invt_no,
      status: l.status ?? '',
      impexp_markcd: l.impexp_markcd,
    }));
  return { content, single };
}

/**
 * Binds a passport to inventory lists (replacing what it carried), each list in scope and passing the
 * binding's rule (`listRefusal`); the goods lines are taken from the lists' lines, and the related
 * numbers and weights follow. An empty-vehicle or two-step passport carries no list.
 */
export async function bindPassportLists(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; list_ids: number[] },
): Promise<PassportBindAnswer> {
  return db.transaction(async (tx) => {
    const head = await passportOf(tx, actor, id, true);
    if (head.version !== body.version) throw conflict();
    assertPassportEditable(head.status);
    const ids = [...new Set(body.list_ids)];
    const whole = passportRefusal(head, ids.length, req.lang);
    if (whole) throw refuse(whole);
    const lists = ids.length
      ? await tx
          .select()
          .from(inventory_lists)
          .where(and(inArray(inventory_lists.id, ids), listScope(actor)))
          .for('update')
      : [];
    if (lists.length !== ids.length) throw fieldError('list_ids', 'error.out_of_scope');
    lists.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const carriers = await otherPassportsOf(tx, ids, id);
    for (const list of lists) {
      const refusal = listRefusal(head, list, carriers, req.lang);
      if (refusal) throw refuse(refusal);
    }

    await tx.delete(passport_lines).where(eq(passport_lines.passport_id, id));
    await tx.delete(passport_lists).where(eq(passport_lists.passport_id, id));
    const owner = { company_id: head.company_id, customer_code: head.customer_code };
    const numbers = lists.map((l) => l.bond_invt_no || l.etps_inner_invt_no);
    if (lists.length) {
      await tx.insert(passport_lists).values(
        lists.map((l, i) => ({
          ...owner,
          passport_id: id,
          list_id: l.id,
          rlt_tb_typecd: '1',
          rlt_no: numbers[i]!,
          create_id: actor.userId,
          update_id: actor.userId,
        })),
      );
      const listLines = await tx
        .select()
        .from(inventory_list_lines)
        .where(inArray(inventory_list_lines.list_id, ids))
        .orderBy(asc(inventory_list_lines.gds_seqno));
      const ordered = lists.flatMap((l) => listLines.filter((line) => line.list_id === l.id));
      if (ordered.length)
        await tx.insert(passport_lines).values(
          ordered.map((line, i) => ({
            ...owner,
            passport_id: id,
            passport_seqno: i + 1,
            list_id: line.list_id,
            rlt_gds_seqno: line.gds_seqno,
            gds_mtno: line.gds_mtno,
            gdecd: line.gdecd,
            gds_nm: line.gds_nm,
            dcl_unitcd: line.dcl_unitcd,
            dcl_qty: line.dcl_qty,
            gross_wt: line.gross_wt,
            net_wt: line.net_wt,
            create_id: actor.userId,
            update_id: actor.userId,
          })),
        );
    }
    await refreshPassportTotals(tx, id);
    const [after] = await tx
      .update(pp)
      .set({
        rlt_tb_typecd: '1',
        rlt_no: numbers.join('\\').slice(0, 512) || null,
        version: sql`${pp.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(pp.id, id))
      .returning();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(passport_lines)
      .where(eq(passport_lines.passport_id, id));
    const result: PassportBindAnswer = {
      id,
      version: after!.version,
      lines: Number(n),
      total_gross_wt: after!.total_gross_wt,
      total_net_wt: after!.total_net_wt,
      rlt_no: after!.rlt_no,
    };
    await recordOperation(tx, req, { action: 'bind', target: 'passports', recordId: id, after: result });
    return result;
  });
}
