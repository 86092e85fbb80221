import { creditCodeCheckChar } from '@app/shared';

/** Today (the demo agent relation is valid from January 1st of last year for 36 months). */
export const TODAY = new Date().toISOString().slice(0, 10);

/** A valid 18-character credit code from its first 17 characters. */
export function creditCode(first17: string): string {
  return first17 + creditCodeCheckChar(first17)!;
}

/** The demo parties: consignor 厦门嘉禾贸易 (customer C0001) and the declaring agent (demo company 1). */
export const PARTIES = {
  receiver_scc: creditCode('91350200MA2XY0001'),
  receiver_code: '3502960001',
  receiver_name: '厦门嘉禾贸易有限公司',
  declare_scc: creditCode('91350200MA2XY0002'),
  declare_code: '3502980001',
  declare_name: '华海国际货运代理（厦门）有限公司',
};

/** One goods line: quantity × price = total exactly. */
export function goodsLine(gNo: number, overrides: Record<string, unknown> = {}) {
  const qty = 10 + gNo;
  const price = 2.5;
  return {
    g_no: gNo,
    code_ts: '8471300000',
    g_name: `便携式电脑${gNo}`,
    g_model: '0|0|品牌:示例|型号:X1',
    g_qty: String(qty),
    g_unit: '007',
    first_qty: String(qty),
    first_unit: '007',
    decl_price: String(price),
    decl_total: (qty * price).toFixed(2),
    trade_curr: 'USD',
    origin_country: 'USA',
    destination_country: 'CHN',
    district_code: '35021',
    duty_mode: '1',
    ...overrides,
  };
}

const CONTAINER_NOS = ['CSQU3054383', 'MSKU1234565', 'TGHU8765430', 'OOLU1234561'];

/** An import declaration that passes every declare-level check (customer C0001, company 1). */
export function declarationBody(
  options: { goods?: number; containers?: number; head?: Record<string, unknown> } = {},
) {
  const goodsCount = options.goods ?? 2;
  const goods = Array.from({ length: goodsCount }, (_, i) => goodsLine(i + 1));
  const containers = Array.from({ length: options.containers ?? 1 }, (_, i) => ({
    container_no: CONTAINER_NOS[i % CONTAINER_NOS.length],
    container_spec: '11',
    container_weight: '2200',
    goods_no: goods.length ? String(Math.min(i + 1, goods.length)) : '',
  }));
  return {
    head: {
      ie_flag: '0',
      customer_code: 'C0001',
      customs_code: '3701',
      ie_port: '3701',
      apply_date: TODAY,
      ie_date: TODAY,
      ...PARTIES,
      enter_scc: PARTIES.receiver_scc,
      enter_code: PARTIES.receiver_code,
      enter_name: PARTIES.receiver_name,
      trans_method: '2',
      trans_name: 'COSCO SHIPPING',
      trans_no: '061E',
      bill_no: 'COSU6012345670',
      supervise_method: '0110',
      tax_method: '101',
      deal_method: '1',
      dest_country: 'USA',
      trade_country: 'USA',
      dest_port: 'USA264',
      desp_port_code: 'USA264',
      entry_port_code: '390001',
      goods_place: '厦门海天码头',
      num: 20,
      warp_type: '22',
      gross_weight: '1200.5',
      net_weight: '1100',
      cd_type: '0',
      edi_id: '1',
      entry_type: 'M',
      dcl_trn_rel_flag: '0',
      promise_items: '000',
      cop_code: '350298000',
      cop_name: '华海国际货运代理（厦门）有限公司',
      inputer_name: '李明',
      typist_no: '8900000012345',
      declarant_name: '李明',
      ...options.head,
    },
    goods,
    containers,
    licences: [],
    documents: [],
  };
}
