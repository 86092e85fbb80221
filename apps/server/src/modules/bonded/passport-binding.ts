import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  INVT_STATUS_CODE,
  localize,
  PASSPORT_BIND_TYPES,
  TWO_STEP_PASSPORT_TYPE,
  EMPTY_VEHICLE_PASSPORT_TYPE,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import {
  inventory_list_lines,
  inventory_lists,
  passport_lines,
  passport_lists,
  passports,
} from '../../db/schema/index.ts';
import { conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { invtStatusName } from './inventory-lists.hooks.ts';
import { listScope } from './list-scope.ts';
import { otherPassportsOf } from './passport-weights.ts';
import { assertPassportEditable, passportScope, refreshPassportTotals } from './passports.hooks.ts';

const pp = passports;

/** Lists a passport may carry: accepted, approved or already deducted by customs. */
const BINDABLE = new Set<string>([
  INVT_STATUS_CODE.accepted,
  INVT_STATUS_CODE.approved,
  INVT_STATUS_CODE.deducted,
]);

export interface BindResult {
  id: number;
  version: number;
  lines: number;
  total_gross_wt: string | null;
  total_net_wt: string | null;
  rlt_no: string | null;
}

/**
 * Binds a passport to inventory lists (replacing what it carried): each list in scope, on the passport's
 * book, moving its way, accepted by customs, and not carried by another vehicle unless every passport
 * on it is "one list, several vehicles"; the goods lines are taken from the lists' lines, and the related
 * numbers and weights follow. An empty-vehicle or two-step passport carries no list.
 */
export async function bindPassportLists(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; list_ids: number[] },
): Promise<BindResult> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select()
      .from(pp)
      .where(and(eq(pp.id, id), passportScope(actor)))
      .for('update');
    if (!head) throw notFound();
    if (head.version !== body.version) throw conflict();
    assertPassportEditable(head.status);
    const ids = [...new Set(body.list_ids)];
    if (ids.length && head.passport_typecd === EMPTY_VEHICLE_PASSPORT_TYPE)
      throw fieldError('list_ids', 'passport.empty_vehicle_lists');
    if (ids.length && head.passport_typecd === TWO_STEP_PASSPORT_TYPE)
      throw fieldError('list_ids', 'passport.two_step_lists');
    if (ids.length > 1 && head.bind_typecd !== '1') {
      const bind = PASSPORT_BIND_TYPES.find((o) => o.value === head.bind_typecd);
      throw fieldError('list_ids', 'passport.bind_one_list', {
        bind: bind ? localize(bind.label, req.lang) : '',
      });
    }
    const lists = ids.length
      ? await tx
          .select()
          .from(inventory_lists)
          .where(and(inArray(inventory_lists.id, ids), listScope(actor)))
          .for('update')
      : [];
    if (lists.length !== ids.length) throw fieldError('list_ids', 'error.out_of_scope');
    lists.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    for (const list of lists) {
      const no = list.etps_inner_invt_no;
      if (list.book_id !== head.book_id)
        throw fieldError('list_ids', 'passport.list_other_book', { list: no, book: head.ems_no ?? '' });
      if (list.impexp_markcd !== head.ie_flag)
        throw fieldError('list_ids', 'passport.list_direction', { list: no });
      if (!BINDABLE.has(list.status ?? ''))
        throw fieldError('list_ids', 'passport.list_unusable', {
          list: no,
          status: invtStatusName(list.status ?? '', req.lang),
        });
    }
    for (const other of await otherPassportsOf(tx, ids, id)) {
      if (other.bind_typecd === '3' && head.bind_typecd === '3') continue;
      const list = lists.find((l) => l.id === other.list_id)!;
      throw fieldError('list_ids', 'passport.list_bound', {
        list: list.etps_inner_invt_no,
        passport: other.passport,
      });
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
    const result: BindResult = {
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
