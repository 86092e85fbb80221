import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, manifest_consignments, manifest_items, manifests } from '../db/schema/index.ts';
import { chinaDateTimeText } from '../modules/customs-message/message-format.ts';
import { clientSeqNoFor } from '../modules/customs-message/send.service.ts';
import { MANIFEST_SEQ_OFFSET } from '../modules/manifests/manifest-actions.ts';
import { MANIFEST_RESPONSE_NAMES } from '../modules/receipts/sas-receipts.ts';
import {
  demoActions,
  demoChannel,
  demoClerk,
  demoReceipts,
  demoTime,
  seedDocumentLog,
  sumOf,
  type DemoEvent,
} from './demo-documents.ts';

const HK_CARRIER = 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED';
const HK_BUYER = 'TOPSTAR ELECTRONICS (HK) LIMITED';
const JIAHE = '厦门嘉禾贸易有限公司';
const MINNAN = '福建闽南电子科技有限公司';

type Item = [cargo: string, hs: string, packages: number, gross: string];
type ConsignmentSeed = [consignee: string, consignor: string, items: Item[], containers?: string];
/** a response code (manifest_response_codes.csv), minutes after the send, and customs' text */
type Receipt = [code: string, minutesAfterSend: number, text?: string];
type Bill = '0' | '1' | '2' | '3';
type Message = '00' | '10' | '20' | '25' | '30' | '40';
interface ManifestSeed {
  /** type, customer, last action (bill_status), declaration status, day of November 2026, customs office */
  head: [
    type: 'MT1401' | 'MT2401',
    customer: string,
    bill: Bill,
    message: Message,
    day: number,
    customs: string,
  ];
  consignments: ConsignmentSeed[];
  /** the confirmation was cancelled again (back to a draft) */
  cancelled?: boolean;
  sendFailed?: string;
  receipts?: Receipt[];
  /** asked customs to delete it: reason, contact, phone; customs' answer */
  deleted?: [reason: string, contact: string, phone: string, answer: Receipt];
}

const NOTEBOOK: Item = ['笔记本电脑', '8471300000', 60, '1380.5'];
const BATTERY: Item = ['锂离子电池组', '8507600090', 40, '826'];
const SEEDS: ManifestSeed[] = [
  {
    head: ['MT1401', 'C0001', '0', '00', 24, '5301'],
    cancelled: true,
    consignments: [[JIAHE, HK_CARRIER, [NOTEBOOK, BATTERY]]],
  },
  {
    head: ['MT2401', 'C0002', '1', '00', 25, '5320'],
    consignments: [[HK_BUYER, MINNAN, [['27英寸液晶显示器', '8528521100', 75, '1612']]]],
  },
  {
    head: ['MT2401', 'C0001', '2', '10', 23, '5345'],
    sendFailed: '通道目录不可写',
    consignments: [[HK_BUYER, JIAHE, [NOTEBOOK]]],
  },
  {
    head: ['MT2401', 'C0002', '2', '20', 24, '5301'],
    consignments: [[HK_BUYER, MINNAN, [['瓦楞纸箱', '4819100000', 120, '980.4']], 'TCLU5520488']],
  },
  {
    head: ['MT1401', 'C0001', '2', '25', 22, '5320'],
    receipts: [['02', 25]],
    consignments: [[JIAHE, HK_CARRIER, [['中央处理器', '8542319000', 12, '96.8']]]],
  },
  {
    head: ['MT1401', 'C0001', '2', '30', 20, '5301'],
    receipts: [
      ['01', 15],
      ['11', 240],
    ],
    consignments: [
      [
        JIAHE,
        HK_CARRIER,
        [
          ['笔记本电脑主板', '8473309000', 80, '1520'],
          BATTERY,
          ['14英寸液晶显示屏', '8528521100', 45, '810'],
        ],
        'FCIU4712868',
      ],
      [MINNAN, HK_CARRIER, [['聚乙烯保护膜', '3920109090', 30, '525.5']]],
    ],
  },
  {
    head: ['MT2401', 'C0002', '2', '40', 21, '5345'],
    receipts: [['03', 20, '收货人名称与提运单数据不一致']],
    consignments: [[HK_BUYER, MINNAN, [NOTEBOOK, BATTERY]]],
  },
  {
    head: ['MT1401', 'C0001', '3', '30', 18, '5320'],
    receipts: [['01', 15]],
    deleted: ['车辆临时更换，原批次作废重报', '李明', '0592-5000001', ['01', 30]],
    consignments: [[JIAHE, HK_CARRIER, [NOTEBOOK]]],
  },
];

/** MT9999 receipts, worded as the receipt reader words them (name：text). */
const answers = (sent: Date, receipts: Receipt[]) =>
  demoReceipts(
    sent,
    receipts.map(([code, minutes, text]) => {
      const message = [MANIFEST_RESPONSE_NAMES[code], text].filter(Boolean).join('：');
      return ['MT9999', code, message, minutes] as const;
    }),
  );
const OP_TYPE: Record<Bill, string> = { '0': 'A', '1': 'C', '2': 'S', '3': 'D' };

/**
 * Demo road manifests (舱单) of the company: original (MT1401, inbound) and pre-arranged (MT2401, outbound)
 * ones in every action and declaration state — a draft whose confirmation was cancelled, a confirmed one,
 * a send that failed, one sent, one processing, one released, one refused and one deleted at customs —
 * with their consignments, items, receipts and logs, as the manifest actions and receipts record them.
 */
export async function seedManifestsDemo(tx: DbOrTx, companyId: number) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const clerk = await demoClerk(tx);
  const channel = await demoChannel(tx, companyId);

  for (const [i, s] of SEEDS.entries()) {
    const [type, customer, bill, message, day, customs] = s.head;
    const batchNo = `XDT202611${String(day).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`;
    const sent = demoTime(day, '10:00');
    const declared = bill >= '2';
    const [delReason, delContact, delPhone, delAnswer] = s.deleted ?? [];
    const delTime = delAnswer ? demoTime(day + 1, '09:30') : null;
    const [row] = await tx
      .insert(manifests)
      .values({
        cd_company_id: companyId,
        customer_code: customer,
        manifest_type: type,
        batch_no: batchNo,
        ie_flag: type === 'MT1401' ? 'I' : 'E',
        customs_code: customs,
        transport_method: '3',
        op_type: OP_TYPE[bill],
        bill_status: bill,
        message_status: message,
        org_code: company?.code ?? null,
        org_name: company?.name ?? null,
        declare_code: company?.code ?? null,
        c_name: '李明',
        carrier_code: 'HKCY0218',
        load_time: demoTime(day, '07:30'),
        loading_location: type === 'MT2401' ? customs : null,
        unload_time: type === 'MT1401' ? `2026-11-${String(day + 1).padStart(2, '0')}` : null,
        unloading_location: type === 'MT1401' ? customs : null,
        del_reason: delReason ?? null,
        del_contact: delContact ?? null,
        del_phone: delPhone ?? null,
        del_time: delTime,
        channel_id: declared ? channel.id : null,
        send_time: declared ? (delTime ?? sent) : null,
        create_id: clerk.id,
        create_time: demoTime(day, '09:10'),
        update_id: clerk.id,
      })
      .returning({ id: manifests.id });
    const id = row!.id;

    // the log as the actions write it: a send names its message number (from the id), a failed one its reason
    const seqNo = (send: number, at: Date) => clientSeqNoFor(id, send, at, MANIFEST_SEQ_OFFSET);
    const failure = s.sendFailed ? `：${s.sendFailed}` : '';
    const submit = {
      at: sent,
      messageType: type,
      ...(s.sendFailed ? { result: 'failed' as const, code: 'sf' } : { code: 'ss' }),
      message: `${channel.name} ${seqNo(1, sent)}${failure}`,
    };
    const stage = bill === '1' || s.cancelled ? 'confirmed' : declared ? 'sent' : 'draft';
    const events: DemoEvent[] = [
      ...demoActions(day, stage, submit, type),
      ...(s.cancelled ? [{ action: 'cancel' as const, at: demoTime(day, '11:20'), messageType: type }] : []),
      ...answers(sent, s.receipts ?? []),
    ];
    if (delTime && delAnswer) {
      const message = `${channel.name} ${seqNo(2, delTime)}`;
      events.push({ action: 'submit', at: delTime, messageType: type, code: 'ss', message });
      events.push({ action: 'delete', at: delTime, message: delReason ?? '' });
      events.push(...answers(delTime, [delAnswer]));
    }
    const receipts = events.filter((e) => e.action === 'receipt');
    await tx
      .update(manifests)
      .set({
        client_seq_no: declared ? seqNo(delTime ? 2 : 1, delTime ?? sent) : null,
        return_code: receipts.at(-1)?.code ?? null,
        return_content: receipts.length
          ? receipts.map((r) => ({ date: chinaDateTimeText(r.at), code: r.code, message: r.message }))
          : null,
        update_time: events.at(-1)!.at,
      })
      .where(eq(manifests.id, id));

    const owner = { cd_company_id: companyId, customer_code: customer, manifest_id: id };
    for (const [k, [consignee, consignor, items, containers]] of s.consignments.entries()) {
      const [consignment] = await tx
        .insert(manifest_consignments)
        .values({
          ...owner,
          bill_no: `HK${batchNo.slice(-9)}${k + 1}`,
          package_qty: items.reduce((n, item) => n + item[2], 0),
          package_unit: 'CT',
          gross_weight: sumOf(items.map((item) => item[3])),
          payment_method: '2',
          customs_status: 'RD01',
          consignee_name: consignee,
          consignor_name: consignor,
          container_nos: containers ?? null,
        })
        .returning({ id: manifest_consignments.id });
      await tx.insert(manifest_items).values(
        items.map(([cargo_description, hs_code, package_qty, gross_weight], j) => ({
          ...owner,
          consignment_id: consignment!.id,
          seq_no: j + 1,
          cargo_description,
          hs_code,
          package_qty,
          package_unit: 'CT',
          gross_weight,
        })),
      );
    }
    await seedDocumentLog(tx, { type: 'manifest', id }, clerk, events);
  }
}
