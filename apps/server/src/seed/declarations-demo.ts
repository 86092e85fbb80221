import { creditCodeCheckChar, declarationTotals, type ReturnEntry } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { chinaDateTimeText, parseCustomsDateTime } from '../modules/receipts/customs-time.ts';
import {
  agent_relations,
  channels,
  declarationContainers,
  declarationGoods,
  declarations,
  sensitive_words,
} from '../db/schema/index.ts';

/** A valid credit code from its first 17 characters (the demo's enterprises). */
export const demoScc = (first17: string) => first17 + creditCodeCheckChar(first17)!;
const scc = demoScc;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The parties of the demo declarations: 嘉禾贸易 (customer C0001) declared by the demo company. */
const PARTIES = {
  receiver_scc: scc('91350200MA2XY0001'),
  receiver_code: '3502960001',
  receiver_name: '厦门嘉禾贸易有限公司',
  enter_scc: scc('91350200MA2XY0001'),
  enter_code: '3502960001',
  enter_name: '厦门嘉禾贸易有限公司',
  declare_scc: scc('91350200MA2XY0002'),
  declare_code: '3502980001',
  declare_name: '华海国际货运代理（厦门）有限公司',
};

export function demoHead(ieFlag: '0' | '1', n: number, day: string) {
  return {
    cd_sn: `${ieFlag === '1' ? 'E' : 'I'}${day.replaceAll('-', '')}${String(n).padStart(6, '0')}`,
    ie_flag: ieFlag,
    customer_code: 'C0001',
    customs_code: '3701',
    ie_port: '3701',
    apply_date: day,
    ie_date: day,
    ...PARTIES,
    trans_method: '2',
    trans_name: 'COSCO SHIPPING',
    trans_no: `0${n}1E`,
    bill_no: `COSU60123456${n}`,
    supervise_method: '0110',
    tax_method: '101',
    deal_method: ieFlag === '1' ? '3' : '1',
    dest_country: 'USA',
    trade_country: 'USA',
    dest_port: 'USA264',
    desp_port_code: ieFlag === '1' ? '390001' : 'USA264',
    entry_port_code: '390001',
    goods_place: '厦门海天码头',
    num: 10 * n,
    warp_type: '22',
    gross_weight: String(500 * n + 50),
    net_weight: String(500 * n),
    cd_type: '0',
    entry_type: 'M',
    dcl_trn_rel_flag: '0',
    edi_id: '1',
    promise_items: '000',
    cop_code: '350298000',
    cop_name: '华海国际货运代理（厦门）有限公司',
    inputer_name: '李明',
    typist_no: '8900000012345',
    declarant_name: '李明',
  };
}

export function demoGoods(n: number, ieFlag: '0' | '1') {
  const names = ['便携式电脑', '液晶显示器', '无线路由器'];
  return Array.from({ length: n }, (_, i) => ({
    g_no: i + 1,
    code_ts: ['8471300000', '8528521200', '8517622910'][i % 3]!,
    g_name: names[i % 3]!,
    g_model: `0|0|品牌:华海|型号:M${i + 1}`,
    g_qty: String(10 * (i + 1)),
    g_unit: '007',
    first_qty: String(10 * (i + 1)),
    first_unit: '007',
    decl_price: '120.5',
    decl_total: (10 * (i + 1) * 120.5).toFixed(2),
    trade_curr: 'USD',
    origin_country: ieFlag === '1' ? 'CHN' : 'USA',
    destination_country: ieFlag === '1' ? 'USA' : 'CHN',
    district_code: '35021',
    duty_mode: '1',
  }));
}

/**
 * A return_content entry as recording a receipt writes it (receipts.service.ts receiptEntry): its time
 * as customs' China wall-clock text, so the demo's history sorts and answers as a recorded one does.
 */
export const receipt = (code: string, message: string, at: string | Date): ReturnEntry => ({
  code,
  message,
  date: chinaDateTimeText(new Date(at)),
  ret_seq_no: null,
});

/** The instant of an entry's China wall-clock time (the head's return_time, send_time …). */
export const entryTime = (entry: ReturnEntry): Date => parseCustomsDateTime(entry.date)!;

/**
 * Demo declaration data for the Xiamen company (customer C0001): a folder channel under
 * <CHANNELS_ROOT>/demo (and a disabled Kafka one), sensitive word rules, agent relations (one
 * valid, one expired) and declarations in several states with goods and containers.
 */
export async function seedDeclarationDemo(tx: DbOrTx, companyId: number) {
  const [channel] = (await tx
    .insert(channels)
    .values([
      {
        name: '厦门单一窗口（文件夹）',
        customs_code: '3701',
        transport_type: 'ftp_tool',
        company_id: companyId,
        type: 'dec',
        status: '1',
        // the send dialog preselects it
        is_default: true,
        sender: 'DXPENT0000012345',
        input_name: '李明',
        input_code: '8900000012345',
        // under CHANNELS_ROOT (default <DATA_DIR>/channels), wherever the server's root is
        main_dir: 'demo',
        msg_version: '3.1',
      },
      {
        name: '单一窗口 Kafka（未启用）',
        customs_code: '3701',
        transport_type: 'kafka',
        company_id: companyId,
        type: 'dec',
        status: '0',
        kafka_brokers: 'localhost:9092',
        kafka_topic: 'dec-out',
        kafka_reply_topic: 'dec-receipts',
        msg_version: '3.1',
      },
    ])
    .returning()) as { id: number }[];

  await tx.insert(sensitive_words).values([
    {
      type: 'element',
      compare_type: 'contains',
      words: '军用,武器',
      level: 'block',
      status: '1',
      cd_company_id: companyId,
    },
    {
      customer_code: 'C0001',
      type: 'total_price',
      compare_type: 'gte',
      words: '100000',
      level: 'remind',
      status: '1',
      cd_company_id: companyId,
    },
    {
      type: 'origin_country',
      compare_type: 'equals',
      words: 'PRK',
      level: 'block',
      ie_flag: '0',
      status: '1',
      cd_company_id: companyId,
    },
  ]);

  const now = new Date();
  const begin = `${now.getUTCFullYear() - 1}-01-01`;
  await tx.insert(agent_relations).values([
    {
      consignor_name: PARTIES.receiver_name,
      consignor_code: PARTIES.receiver_code,
      agent_name: PARTIES.declare_name,
      agent_code: PARTIES.declare_code,
      begin_date: begin,
      expire_months: 36,
      end_date: `${now.getUTCFullYear() + 2}-01-01`,
      status: 'valid',
      cd_company_id: companyId,
    },
    {
      consignor_name: '福建闽南电子科技有限公司',
      consignor_code: '3502960002',
      agent_name: PARTIES.declare_name,
      agent_code: PARTIES.declare_code,
      begin_date: '2024-01-01',
      expire_months: 12,
      end_date: '2025-01-01',
      status: 'expired',
      cd_company_id: companyId,
    },
  ]);

  const day = isoDay(now);
  const at = (h: number) => `${day}T0${h}:00:00+08:00`;
  const samples: {
    ie: '0' | '1';
    items: number;
    status: string;
    receipts: ReturnEntry[];
    /** A g_model for every line (the bounced one leaves out the 型号 its HS code requires). */
    gModel?: string;
  }[] = [
    { ie: '0', items: 2, status: '0', receipts: [] },
    { ie: '0', items: 3, status: '20', receipts: [receipt('ss', '已发送', at(1))] },
    {
      ie: '1',
      items: 1,
      status: '30',
      receipts: [
        receipt('ss', '已发送', at(1)),
        receipt('7', '直接申报成功', at(2)),
        receipt('L', '海关入库成功', at(3)),
      ],
    },
    {
      ie: '0',
      items: 2,
      status: '40',
      receipts: [
        receipt('ss', '已发送', at(1)),
        receipt('J', '海关已接受申报', at(2)),
        receipt('P', '海关已放行', at(4)),
      ],
    },
    {
      ie: '1',
      items: 1,
      status: '90',
      receipts: [receipt('ss', '已发送', at(1)), receipt('E', '退单：申报要素不全', at(2))],
      gModel: '3|0|华海',
    },
  ];
  for (const [i, s] of samples.entries()) {
    const lines = demoGoods(s.items, s.ie).map((g) => (s.gModel ? { ...g, g_model: s.gModel } : g));
    const last = s.receipts.at(-1);
    const [row] = (await tx
      .insert(declarations)
      .values({
        ...demoHead(s.ie, i + 1, day),
        ...declarationTotals(lines),
        cd_company_id: companyId,
        channel_id: channel!.id,
        cd_status: s.status,
        return_code: last?.code ?? null,
        return_content: s.receipts,
        return_time: last ? entryTime(last) : null,
        send_time: s.receipts.length ? entryTime(s.receipts[0]!) : null,
        client_seq_no: s.receipts.length
          ? `DEMO${day.replaceAll('-', '')}${String(i + 1).padStart(6, '0')}`
          : null,
        qp_sn:
          s.status === '30' || s.status === '40'
            ? `3701${day.replaceAll('-', '').slice(0, 4)}1${String(i + 1).padStart(9, '0')}`
            : null,
      })
      .returning()) as { id: number }[];
    await tx.insert(declarationGoods).values(lines.map((g) => ({ ...g, declaration_id: row!.id })));
    await tx.insert(declarationContainers).values([
      {
        declaration_id: row!.id,
        container_no: 'CSQU3054383',
        container_spec: '11',
        container_weight: '2200',
        goods_no: lines.map((g) => g.g_no).join(','),
      },
    ]);
  }
}
