import { and, eq } from 'drizzle-orm';
import { declarationTotals } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import {
  account_books,
  channels,
  company_declare_codes,
  declarationGoods,
  declarations,
  hs_codes,
  inventory_lists,
} from '../db/schema/index.ts';
import { DEMO_ZONE_BOOK } from './bonded-demo.ts';
import { demoGoods, demoHead } from './declarations-demo.ts';

/** The demo company's authorised declaring code before the change of 2022-01-15 (business-domain §9). */
export const DEMO_OLD_DECLARE_CODE = '3502910001';
/** An HS code whose supervision conditions ask for an automatic import licence (O) and inspection (A). */
export const DEMO_LICENSED_HS = '8429521200';

/**
 * What the checks made before sending find, one demo draft each (saved with a warning, refused when
 * sent): the demo company's declaring code history (changed on 2022-01-15), a draft declared under the
 * old code, a draft with an excavator (监管条件 OA) and no automatic import licence, and a draft made from an
 * inventory list of the zone book whose 备案号 names the other book. Seeded after the bonded demo.
 */
export async function seedPreSendDemo(tx: DbOrTx, companyId: number) {
  await tx.insert(company_declare_codes).values([
    {
      company_id: companyId,
      code: DEMO_OLD_DECLARE_CODE,
      valid_from: '2015-03-01',
      note: '2022-01-15 前的授权申报代码',
    },
    { company_id: companyId, code: '3502980001', valid_from: '2022-01-15', note: '2022-01-15 起' },
  ]);
  await tx
    .insert(hs_codes)
    .values({
      hs_code: DEMO_LICENSED_HS,
      hs_name: '履带式挖掘机',
      first_uom: '001',
      condition: 'OA',
      added_tax: '13',
      is_enable: '1',
    })
    .onConflictDoNothing();
  const [channel] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.company_id, companyId), eq(channels.transport_type, 'ftp_tool')))
    .limit(1);
  const day = new Date().toISOString().slice(0, 10);
  const draft = async (n: number, head: Record<string, unknown>, goods: ReturnType<typeof demoGoods>) => {
    const [row] = await tx
      .insert(declarations)
      .values({
        ...demoHead('0', n, day),
        ...declarationTotals(goods),
        ...head,
        cd_company_id: companyId,
        channel_id: channel?.id ?? null,
        cd_status: '0',
      })
      .returning({ id: declarations.id });
    await tx.insert(declarationGoods).values(goods.map((g) => ({ ...g, declaration_id: row!.id })));
    return row!.id;
  };

  const excavator = demoGoods(1, '0').map((g) => ({
    ...g,
    code_ts: DEMO_LICENSED_HS,
    g_name: '履带式挖掘机',
    g_model: '0|0|品牌:华海|型号:HX220',
    g_qty: '1',
    g_unit: '001',
    first_qty: '1',
    first_unit: '001',
    decl_price: '86000',
    decl_total: '86000.00',
  }));
  await draft(91, { note: '演示：商品监管条件 O 需要自动进口许可证，随附单证未填' }, excavator);
  await draft(
    92,
    { declare_code: DEMO_OLD_DECLARE_CODE, note: '演示：申报单位海关编码仍是 2022-01-15 前的授权代码' },
    demoGoods(1, '0'),
  );
  const [otherBook] = await tx
    .select({ ems_no: account_books.ems_no })
    .from(account_books)
    .where(and(eq(account_books.company_id, companyId), eq(account_books.ems_no, 'T3701W000027')));
  const [zone] = await tx
    .select({ id: account_books.id })
    .from(account_books)
    .where(and(eq(account_books.company_id, companyId), eq(account_books.ems_no, DEMO_ZONE_BOOK)));
  if (!otherBook || !zone) return;
  const id = await draft(
    93,
    {
      record_no: otherBook.ems_no,
      supervise_method: '5000',
      note: `演示：由核注清单 XMQD2026000105（账册 ${DEMO_ZONE_BOOK}）生成，备案号误填为另一本账册`,
    },
    demoGoods(1, '0'),
  );
  await tx.insert(inventory_lists).values({
    company_id: companyId,
    customer_code: 'C0001',
    book_id: zone.id,
    etps_inner_invt_no: 'XMQD2026000105',
    seq_no: '202600000122717199',
    impexp_markcd: 'I',
    mtpck_endprd_markcd: 'I',
    invt_type: '0',
    supv_modecd: '5000',
    trsp_modecd: '2',
    impexp_portcd: '3701',
    dcl_plc_cuscd: '3701',
    stship_trsarv_natcd: 'JPN',
    dclcus_flag: '1',
    dclcus_typecd: '2',
    gen_dec_flag: '1',
    declaration_id: id,
    channel_id: channel?.id ?? null,
    status: '4',
    vrfded_markcd: '0',
    return_message: '审核通过，已生成报关单草稿',
  });
}
