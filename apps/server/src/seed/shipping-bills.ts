import { and, asc, eq } from 'drizzle-orm';
import { DECLARATION_BILL_CODE } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { declarations, shipping_bills } from '../db/schema/index.ts';

type Status = [dec: string, del: string, bill: string];

/** A few demo shipping bills in every message state, for the Xiamen company and the Shenzhen one. */
export async function seedShippingBills(tx: DbOrTx, xiamenId: number, shenzhenId: number) {
  const xiamen: [string, string, string, Status, string | null][] = [
    ['COSU6301234560', 'C0001', '1', ['0', '0', '0'], null],
    ['COSU6301234561', 'C0001', '1', ['1', '0', '1'], null],
    ['COSU6301234562', 'C0001', '1', ['3', '0', '2'], '海关已接收'],
    ['OOLU2701234563', 'C0002', '1', ['4', '0', '3'], '提运单号与舱单不符'],
    ['OOLU2701234564', 'C0002', '0', ['3', '1', '2'], null],
    ['MSCU7201234565', 'C0002', '1', ['3', '2', '2'], '删除成功'],
    ['MSCU7201234566', 'C0001', '1', ['2', '3', '0'], '通道连接失败'],
  ];
  const sent = new Date('2026-03-02T08:30:00+08:00');
  await tx.insert(shipping_bills).values([
    ...xiamen.map(([bill_no, customer_code, ie_flag, [dec, del, bill], message], i) => ({
      company_id: xiamenId,
      customer_code,
      bill_no,
      ie_flag,
      cd_sn: `XM2026${String(i + 1).padStart(6, '0')}`,
      entry_sn: dec === '3' ? `37012026100000${String(i + 1).padStart(4, '0')}` : null,
      vessel_name: i % 2 ? 'COSCO SHIPPING ARIES' : 'OOCL HONG KONG',
      voyage_no: `0${40 + i}E`,
      port_code: '390101',
      customs_code: '3701',
      dec_message_status: dec,
      del_message_status: del,
      bill_message_status: bill,
      pack_num: 100 + i * 10,
      gross_weight: String(1500 + i * 125.5),
      send_time: dec === '0' ? null : sent,
      return_message: message,
    })),
    {
      company_id: shenzhenId,
      customer_code: 'C0001',
      bill_no: 'YMLU5501234567',
      ie_flag: '1',
      cd_sn: 'SZ2026000001',
      vessel_name: 'YM WELLNESS',
      voyage_no: '112W',
      port_code: '470601',
      customs_code: '5316',
      dec_message_status: '1',
      del_message_status: '0',
      bill_message_status: '1',
      pack_num: 40,
      gross_weight: '820.5',
      send_time: sent,
    },
  ]);
}

/**
 * Links the demo bill COSU6301234562 (declared, accepted) to the company's first export declaration
 * accepted by customs, as linking it on screen does: the bill takes its numbers, the declaration's
 * bill_status becomes linked.
 */
export async function linkDemoShippingBill(tx: DbOrTx, companyId: number) {
  const [cd] = await tx
    .select({ id: declarations.id, cd_sn: declarations.cd_sn, entry_sn: declarations.entry_sn })
    .from(declarations)
    .where(
      and(
        eq(declarations.cd_company_id, companyId),
        eq(declarations.ie_flag, '1'),
        eq(declarations.cd_status, '30'),
      ),
    )
    .orderBy(asc(declarations.id))
    .limit(1);
  if (!cd) return;
  await tx
    .update(shipping_bills)
    .set({ cd_id: cd.id, cd_sn: cd.cd_sn, entry_sn: cd.entry_sn })
    .where(and(eq(shipping_bills.company_id, companyId), eq(shipping_bills.bill_no, 'COSU6301234562')));
  await tx
    .update(declarations)
    .set({ bill_status: DECLARATION_BILL_CODE.linked })
    .where(eq(declarations.id, cd.id));
}
