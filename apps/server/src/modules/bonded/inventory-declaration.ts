import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { inventory_lists } from '../../db/schema/index.ts';
import {
  account_books,
  customers,
  declarationGoods,
  declarations,
  inventory_list_lines,
} from '../../db/schema/index.ts';
import { internalNo } from '../declarations/declarations.service.ts';
import { declarationTotals } from '@app/shared';

type List = typeof inventory_lists.$inferSelect;

/**
 * INV202 (customs generated the declaration of a list): a declaration draft made from the list's head and
 * lines, in the list's company and customer, numbered like any new declaration; the list keeps its id
 * (declaration_id) and the declaration names the list's book (record_no) and carries the customs
 * pre-entry number of the generated entry. Answers the new declaration's id.
 */
export async function draftDeclarationFromList(
  tx: DbOrTx,
  list: List,
  entrySeqNo: string | null,
): Promise<number> {
  const [book] = await tx.select().from(account_books).where(eq(account_books.id, list.book_id));
  const lines = await tx
    .select()
    .from(inventory_list_lines)
    .where(eq(inventory_list_lines.list_id, list.id))
    .orderBy(asc(inventory_list_lines.gds_seqno));
  const [customer] = list.customer_code
    ? await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.company_id, list.company_id ?? 0),
            eq(customers.customer_code, list.customer_code),
          ),
        )
    : [];
  const goods = lines.map((l, i) => ({
    g_no: i + 1,
    contr_item: l.putrec_seqno,
    code_ts: l.gdecd,
    g_name: l.gds_nm,
    g_model: l.gds_spcf_model_desc,
    g_qty: l.dcl_qty,
    g_unit: l.dcl_unitcd,
    first_qty: l.dcl_qty,
    first_unit: l.dcl_unitcd,
    decl_price: l.dcl_uprc_amt,
    decl_total: l.dcl_total_amt,
    trade_curr: l.dcl_currcd,
    origin_country: l.natcd,
  }));
  const [head] = await tx
    .insert(declarations)
    .values({
      cd_company_id: list.company_id,
      customer_code: list.customer_code,
      customer_id: customer?.id ?? null,
      ie_flag: list.impexp_markcd === 'E' ? '1' : '0',
      customs_code: list.dcl_plc_cuscd,
      ie_port: list.impexp_portcd,
      supervise_method: list.supv_modecd,
      trans_method: list.trsp_modecd,
      record_no: book?.ems_no ?? null,
      trade_country: list.stship_trsarv_natcd,
      dest_country: list.stship_trsarv_natcd,
      receiver_scc: book?.trade_sccd ?? null,
      receiver_code: book?.trade_code ?? null,
      receiver_name: book?.trade_name ?? null,
      declare_scc: book?.decl_sccd ?? null,
      declare_code: book?.decl_code ?? null,
      declare_name: book?.decl_name ?? null,
      qp_sn: entrySeqNo,
      note: `核注清单 ${list.bond_invt_no ?? list.etps_inner_invt_no} 生成`.slice(0, 255),
      edit_name: '海关回执',
      edit_time: new Date(),
      ...declarationTotals(goods),
    })
    .returning({ id: declarations.id, ie_flag: declarations.ie_flag });
  const id = head!.id;
  await tx
    .update(declarations)
    .set({ cd_sn: internalNo(head!, id) })
    .where(eq(declarations.id, id));
  if (goods.length)
    await tx.insert(declarationGoods).values(goods.map((g) => ({ ...g, declaration_id: id })));
  return id;
}
