import { goodsBalance, multiply } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { and, eq, sql } from 'drizzle-orm';
import {
  account_book_goods,
  account_book_losses,
  account_books,
  channels,
  inventory_list_lines,
  inventory_lists,
  inventoryReceipts,
  warehouse_materials,
} from '../db/schema/index.ts';
import { inventoryHeadDemo } from './inventory-head-demo.ts';
import { seedFiledBooks } from './account-books-filed-demo.ts';
import { seedHsCodesDemo } from './hs-codes-demo.ts';

/** The zone book the demo's inventory lists and passports are kept on. */
export const DEMO_ZONE_BOOK = 'T3701W000018';

type Goods = [
  type: 'I' | 'E',
  cop: string,
  code: string,
  name: string,
  unit: string,
  inQty: number,
  outQty: number,
];

/** Materials and finished products of the Xiamen zone book: a notebook maker's bonded stock. */
const GOODS: Goods[] = [
  ['I', 'MB-X1-0001', '8473309000', '笔记本电脑主板', '007', 12000, 7300],
  ['I', 'CPU-I7-1360', '8542319000', '中央处理器', '007', 15000, 7300],
  ['I', 'BAT-4S-5600', '8507600090', '锂离子电池组', '007', 14000, 7450],
  ['I', 'LCD-14-FHD', '8528521100', '14英寸液晶显示屏', '001', 9000, 7300],
  ['I', 'FILM-PE-50', '3920109090', '聚乙烯保护膜', '035', 2500, 1210.5],
  ['I', 'CTN-560', '4819100000', '瓦楞纸箱', '035', 4200, 2200.25],
  ['E', 'NB-X1-14', '8471300000', '笔记本电脑 X1 14英寸', '001', 7300, 6800],
  ['E', 'NB-X1-14P', '8471300000', '笔记本电脑 X1 Pro 14英寸', '001', 0, 0],
];

/**
 * Demo bonded-zone records for the Xiamen company: a confirmed zone book with materials, finished
 * products, consumption lines and warehouse materials; an unconfirmed book being prepared; a
 * submitted logistics book of the other customer.
 */
export async function seedBondedDemo(tx: DbOrTx, companyId: number) {
  await seedHsCodesDemo(tx);
  const enterprise = {
    trade_sccd: '91350200MA2Y8K3L76',
    trade_code: '3502963214',
    trade_name: '厦门嘉禾贸易有限公司',
    decl_sccd: '913502007054112349',
    decl_code: '3502980123',
    decl_name: '厦门海天报关有限公司',
  };
  const books = await tx
    .insert(account_books)
    .values([
      {
        company_id: companyId,
        customer_code: 'C0001',
        ems_no: DEMO_ZONE_BOOK,
        ems_outside: '0',
        ems_type: '27',
        book_type: 'TW',
        bwl_type: 'Z',
        status: '1',
        wms_no: 'WH-XM-01',
        master_cuscd: '3701',
        ...enterprise,
        valid_date: '2028-12-31',
        putrec_time: '2025-01-08',
        confirm_time: new Date('2025-01-10T10:00:00+08:00'),
        note: '象屿综合保税区 A3 仓',
      },
      {
        company_id: companyId,
        customer_code: 'C0001',
        ems_no: 'T3701W000027',
        ems_outside: '0',
        ems_type: '28',
        book_type: 'TW',
        bwl_type: 'Z',
        status: '0',
        wms_no: 'WH-XM-02',
        master_cuscd: '3701',
        ...enterprise,
        valid_date: '2029-06-30',
        note: '新建账册，商品待录入',
      },
      {
        company_id: companyId,
        customer_code: 'C0002',
        ems_no: 'L3701D000105',
        ems_outside: '1',
        ems_type: '26',
        book_type: 'L',
        bwl_type: 'D',
        status: '2',
        wms_no: 'WH-XM-05',
        master_cuscd: '3701',
        trade_sccd: '91350200MA31PQ8R2U',
        trade_code: '3502961188',
        trade_name: '福建闽南电子科技有限公司',
        decl_sccd: enterprise.decl_sccd,
        decl_code: enterprise.decl_code,
        decl_name: enterprise.decl_name,
        valid_date: '2027-03-31',
        putrec_time: '2024-04-01',
        confirm_time: new Date('2024-04-02T09:30:00+08:00'),
        submit_time: new Date('2024-04-02T15:10:00+08:00'),
      },
    ])
    .returning({ id: account_books.id, ems_no: account_books.ems_no });
  const [zone, , logistics] = books;

  const numbered = { I: 0, E: 0 };
  const goodsRows = GOODS.map(([type, cop_g_no, code_t, g_name, unit, inQty, outQty]) => {
    numbered[type] += 1;
    const quantities = { in_qty: String(inQty), out_qty: String(outQty), locked_qty: '0' };
    const { balance_qty, available_qty } = goodsBalance(quantities);
    return {
      company_id: companyId,
      customer_code: 'C0001',
      book_id: zone!.id,
      g_no: numbered[type],
      cop_g_no,
      type,
      status: cop_g_no.endsWith('P') ? '0' : '1',
      code_t,
      g_name,
      g_model: type === 'E' ? '0|0|14英寸|i7|16G|512G SSD|无品牌' : '0|0|零部件|无品牌',
      unit,
      country_code: type === 'E' ? 'CHN' : 'JPN',
      dec_price: type === 'E' ? '5200' : '86.5',
      curr: 'USD',
      appr_amt: String(inQty * 2),
      ...quantities,
      balance_qty,
      available_qty,
    };
  });
  await tx.insert(account_book_goods).values([
    ...goodsRows,
    // the logistics book: goods stored as they came
    ...[
      ['LCD-27-4K', '8528521100', '27英寸液晶显示器', '001', '600', '150'],
      ['CTN-800', '4819100000', '瓦楞纸箱', '035', '1200', '300'],
    ].map(([cop_g_no, code_t, g_name, unit, in_qty, out_qty], i) => ({
      company_id: companyId,
      customer_code: 'C0002',
      book_id: logistics!.id,
      g_no: i + 1,
      cop_g_no: cop_g_no!,
      type: 'I',
      status: '1',
      code_t: code_t!,
      g_name: g_name!,
      unit,
      country_code: 'KOR',
      dec_price: '120',
      curr: 'USD',
      in_qty,
      out_qty,
      locked_qty: '0',
      balance_qty: goodsBalance({ in_qty, out_qty }).balance_qty,
      available_qty: goodsBalance({ in_qty, out_qty }).available_qty,
    })),
  ]);

  // one notebook consumes one of each main part, 0.8 m² of film and one carton
  await tx.insert(account_book_losses).values(
    [
      [1, '1'],
      [2, '1'],
      [3, '1'],
      [4, '1'],
      [5, '0.8'],
      [6, '1'],
    ].map(([m_g_no, dec_dm]) => ({
      company_id: companyId,
      customer_code: 'C0001',
      book_id: zone!.id,
      exg_no: 1,
      p_g_no: '1',
      m_g_no: Number(m_g_no),
      dec_dm: String(dec_dm),
      dec_cm: String(dec_dm),
      tgbl_loss_rate: m_g_no === 5 ? '2.5' : '0',
      intab_loss_rate: '0',
      ucns_dcl_stucd: '2',
      modify_mark: '0',
      valid_date: '2028-12-31',
    })),
  );

  await tx.insert(warehouse_materials).values(
    goodsRows
      .filter((g) => g.type === 'I')
      .map((g, i) => ({
        company_id: companyId,
        customer_code: 'C0001',
        book_id: zone!.id,
        wms_no: 'WH-XM-01',
        ie_flag: 'I',
        h_seq: g.g_no,
        matnr_no: `HW-${String(100001 + i)}`,
        g_name: g.g_name,
        hs_code: g.code_t,
        deal_qty: g.in_qty,
        export_qty: g.out_qty,
        locked_qty: '0',
        first_qty: g.in_qty,
        first_unit: g.unit,
        deal_price: g.dec_price,
        deal_total: multiply(g.dec_price, g.in_qty),
        deal_curr: 'USD',
      })),
  );

  await seedInventoryLists(tx, companyId, zone!.id);
  await seedFiledBooks(tx, companyId);
}

type ListSeed = {
  no: string;
  ie: 'I' | 'E';
  kind: 'I' | 'E';
  status: string;
  vrfded: string;
  lines: [gNo: number, qty: string][];
  message?: string;
  timeline: [type: string, code: string, message: string][];
};

/** Inventory lists of the zone book in several states, with their timelines; a declared outbound list holds its lock. */
async function seedInventoryLists(tx: DbOrTx, companyId: number, bookId: number) {
  const [channel] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.company_id, companyId), eq(channels.transport_type, 'ftp_tool')))
    .limit(1);
  const goods = await tx.select().from(account_book_goods).where(eq(account_book_goods.book_id, bookId));
  const item = (kind: string, gNo: number) => goods.find((g) => g.type === kind && g.g_no === gNo)!;
  const lists: ListSeed[] = [
    {
      no: 'XMQD2026000101',
      ie: 'I',
      kind: 'I',
      status: '6',
      vrfded: '2',
      lines: [
        [1, '2000'],
        [2, '2000'],
      ],
      message: '清单核扣成功',
      timeline: [
        ['INV101', 'ss', '厦门单一窗口（文件夹）'],
        ['COMMON', 'R0', '保税核注清单申报服务调用成功'],
        ['INV201', 'A0', '审核通过'],
        ['INV211', 'D2', '清单核扣成功'],
      ],
    },
    {
      no: 'XMQD2026000102',
      ie: 'E',
      kind: 'I',
      status: '1',
      vrfded: '0',
      lines: [[5, '200']],
      timeline: [['INV101', 'ss', '厦门单一窗口（文件夹）']],
    },
    {
      no: 'XMQD2026000103',
      ie: 'I',
      kind: 'I',
      status: '5',
      vrfded: '0',
      lines: [[6, '500']],
      message: '商品编码与账册备案不一致',
      timeline: [
        ['INV101', 'ss', '厦门单一窗口（文件夹）'],
        ['INV201', 'A2', '商品编码与账册备案不一致'],
      ],
    },
    { no: 'XMQD2026000104', ie: 'E', kind: 'E', status: '0', vrfded: '0', lines: [[1, '100']], timeline: [] },
  ];
  let day = 0;
  for (const l of lists) {
    day += 1;
    const sent = new Date(`2026-11-${String(10 + day).padStart(2, '0')}T09:30:00+08:00`);
    const declared = l.status !== '0';
    const [list] = await tx
      .insert(inventory_lists)
      .values({
        company_id: companyId,
        customer_code: 'C0001',
        book_id: bookId,
        etps_inner_invt_no: l.no,
        seq_no: declared && l.status !== '1' ? `2026000001${String(22717100 + day)}` : null,
        bond_invt_no: l.status === '6' ? `QD370126I0000${String(98840 + day)}` : null,
        impexp_markcd: l.ie,
        mtpck_endprd_markcd: l.kind,
        invt_type: '0',
        supv_modecd: l.ie === 'I' ? '5000' : '5034',
        trsp_modecd: l.ie === 'I' ? '2' : '5',
        impexp_portcd: '3701',
        dcl_plc_cuscd: '3701',
        stship_trsarv_natcd: 'JPN',
        dclcus_flag: '2',
        gen_dec_flag: '2',
        channel_id: channel?.id ?? null,
        status: l.status,
        vrfded_markcd: l.vrfded,
        send_time: declared ? sent : null,
        client_seq_no: declared ? `${sent.toISOString().slice(0, 10).replace(/-/g, '')}000000${day}01` : null,
        return_message: l.message ?? null,
        ...inventoryHeadDemo(day, l.ie),
      })
      .returning({ id: inventory_lists.id });
    await tx.insert(inventory_list_lines).values(
      l.lines.map(([gNo, qty], i) => {
        const g = item(l.kind, gNo);
        return {
          company_id: companyId,
          customer_code: 'C0001',
          list_id: list!.id,
          gds_seqno: i + 1,
          putrec_seqno: gNo,
          gds_mtno: g.cop_g_no,
          gdecd: g.code_t,
          gds_nm: g.g_name,
          dcl_unitcd: g.unit,
          dcl_qty: qty,
          dcl_uprc_amt: g.dec_price,
          dcl_total_amt: multiply(g.dec_price, qty),
          dcl_currcd: g.curr,
          natcd: g.country_code,
        };
      }),
    );
    if (l.timeline.length)
      await tx.insert(inventoryReceipts).values(
        l.timeline.map(([message_type, code, message], i) => ({
          identity: `demo-${l.no}-${i}`,
          list_id: list!.id,
          message_type,
          code,
          message,
          receipt_time: new Date(sent.getTime() + i * 3_600_000),
        })),
      );
    // the declared outbound list holds its quantity on the book until customs deducts or refuses it
    if (l.ie === 'E' && l.status === '1')
      for (const [gNo, qty] of l.lines)
        await tx
          .update(account_book_goods)
          .set({
            locked_qty: sql`${account_book_goods.locked_qty} + ${qty}::numeric`,
            available_qty: sql`${account_book_goods.available_qty} - ${qty}::numeric`,
          })
          .where(eq(account_book_goods.id, item(l.kind, gNo).id));
  }
}
