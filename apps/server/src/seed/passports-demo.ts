import { businessDate8, fromUnits, multiply, toUnits } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  account_books,
  inventory_list_lines,
  inventory_lists,
  passport_lines,
  passport_lists,
  passports,
} from '../db/schema/index.ts';
import { PASSPORT_SEQ_OFFSET } from '../modules/bonded/passport-workflow.ts';
import { clientSeqNoFor } from '../modules/customs-message/send.service.ts';
import { DEMO_ZONE_BOOK } from './bonded-demo.ts';
import {
  demoActions,
  demoChannel,
  demoClerk,
  demoReceipts,
  demoTime,
  seedDocumentLog,
  sumOf,
  type DemoReceipt,
} from './demo-documents.ts';

/** Gross and net kilograms per declared unit of the demo goods, by part number. */
const UNIT_WEIGHTS: Record<string, [gross: string, net: string]> = {
  'MB-X1-0001': ['0.95', '0.68'],
  'CPU-I7-1360': ['0.12', '0.035'],
  'BAT-4S-5600': ['0.42', '0.32'],
  'LCD-14-FHD': ['0.9', '0.55'],
  'FILM-PE-50': ['1.05', '1'],
  'CTN-560': ['1.02', '1'],
  'NB-X1-14': ['2.3', '1.6'],
};

/** Tare of the container types the demo uses (21: 20-foot, 11: 40-foot), kg. */
const CONTAINER_TARE: Record<string, string> = { '21': '2200', '11': '3800' };

interface PassportSeed {
  /** second-line in/out (3) unless empty (6) or two-step (7) */
  type?: '6' | '7';
  /** into the zone unless E */
  ie?: 'E';
  /** percent of each line of the deducted inbound list this vehicle carries (one list, several vehicles) */
  share?: bigint;
  status: string;
  stucd?: string;
  day: number;
  /** plate and vehicle weight; a tractor's frame weight; its container and container type */
  truck: [plate: string, weight: string, frame?: string, container?: string, containerType?: string];
  /** a two-step passport's goods, entered by hand: it carries no list */
  goods?: [gross: string, net: string];
  receipts?: DemoReceipt[];
  /** the gate, and the weighbridge's difference to the declared total */
  passed?: [gate: string, diff: string];
}

const APPROVED: DemoReceipt = ['SAS221', 'A1', '审核通过', 50];
const SEEDS: PassportSeed[] = [
  {
    share: 40n,
    status: '3',
    stucd: '2',
    day: 21,
    truck: ['闽D2X618', '13000', '1000', 'CSNU6182047', '21'],
    passed: ['3701XY02', '6.5'],
    receipts: [APPROVED, ['SAS223', 'G2', '已过卡：象屿综保区2号卡口', 190]],
  },
  {
    share: 25n,
    status: '3',
    stucd: '1',
    day: 22,
    truck: ['闽D9L372', '13000', '1000', 'TGHU3765120', '21'],
    receipts: [APPROVED],
  },
  {
    type: '7',
    status: '3',
    stucd: '1',
    day: 22,
    truck: ['闽D8H455', '13500', '1000', 'OOLU9033173', '11'],
    goods: ['4218.6', '3905'],
    receipts: [['SAS251', 'A1', '审核通过', 40]],
  },
  {
    type: '6',
    ie: 'E',
    status: '4',
    day: 23,
    truck: ['闽D5T208', '8600'],
    receipts: [['SAS221', 'A3', '退单：电子车牌（IC卡号）与车牌号不一致', 35]],
  },
  { share: 15n, status: '2', day: 24, truck: ['闽DF5209', '8600'] },
  { share: 10n, status: '1', day: 25, truck: ['闽D3M815', '9800', '800'] },
  { share: 10n, status: '0', day: 25, truck: ['闽D7K236', '13000', '1000'] },
];

const part = (value: string | null, share: bigint) => fromUnits((toUnits(value) * share) / 100n);

/** Gives the demo inventory list lines of a book their gross and net weights (where they have none). */
async function weighListLines(tx: DbOrTx, bookId: number) {
  const ill = inventory_list_lines;
  const lines = await tx
    .select({ id: ill.id, gds_mtno: ill.gds_mtno, dcl_qty: ill.dcl_qty, gross_wt: ill.gross_wt })
    .from(ill)
    .innerJoin(inventory_lists, eq(inventory_lists.id, ill.list_id))
    .where(eq(inventory_lists.book_id, bookId));
  for (const line of lines) {
    const unit = UNIT_WEIGHTS[line.gds_mtno ?? ''];
    if (line.gross_wt !== null || !unit) continue;
    await tx
      .update(ill)
      .set({ gross_wt: multiply(line.dcl_qty, unit[0]), net_wt: multiply(line.dcl_qty, unit[1]) })
      .where(eq(ill.id, line.id));
  }
}

/**
 * Demo passports (核放单) on the zone book: the goods of its deducted inbound list carried by five vehicles
 * ("one list, several vehicles": passed the gate, approved, submitted, confirmed, a draft), a refused
 * empty vehicle and an approved two-step passport, each with its log. Weighs the demo list lines first.
 */
export async function seedPassportsDemo(tx: DbOrTx, companyId: number) {
  const [book] = await tx
    .select()
    .from(account_books)
    .where(and(eq(account_books.company_id, companyId), eq(account_books.ems_no, DEMO_ZONE_BOOK)));
  if (!book) throw new Error(`The demo zone book ${DEMO_ZONE_BOOK} is missing: seed the bonded demo first.`);
  await weighListLines(tx, book.id);
  const il = inventory_lists;
  const [list] = await tx
    .select()
    .from(il)
    .where(and(eq(il.book_id, book.id), eq(il.impexp_markcd, 'I'), eq(il.status, '6')))
    .limit(1);
  if (!list) throw new Error('The demo zone book has no deducted inbound inventory list.');
  const listLines = await tx
    .select()
    .from(inventory_list_lines)
    .where(eq(inventory_list_lines.list_id, list.id))
    .orderBy(asc(inventory_list_lines.gds_seqno));
  const rltNo = list.bond_invt_no || list.etps_inner_invt_no;
  const clerk = await demoClerk(tx);
  const channel = await demoChannel(tx, companyId);
  const owner = { company_id: companyId, customer_code: book.customer_code };

  for (const [i, s] of SEEDS.entries()) {
    const n = i + 1;
    const share = s.share ?? 0n;
    const lines = listLines
      .filter(() => share > 0n)
      .map((l, j) => ({
        passport_seqno: j + 1,
        list_id: list.id,
        rlt_gds_seqno: l.gds_seqno,
        gds_mtno: l.gds_mtno,
        gdecd: l.gdecd,
        gds_nm: l.gds_nm,
        dcl_unitcd: l.dcl_unitcd,
        dcl_qty: part(l.dcl_qty, share),
        gross_wt: part(l.gross_wt, share),
        net_wt: part(l.net_wt, share),
      }));
    const [gross, net] = s.goods ?? [sumOf(lines.map((l) => l.gross_wt)), sumOf(lines.map((l) => l.net_wt))];
    const [plate, vehicleWt, frameWt, containerNo, containerType] = s.truck;
    const type = s.type ?? '3';
    const ie = s.ie ?? 'I';
    const containerWt = containerType ? CONTAINER_TARE[containerType]! : null;
    const total = sumOf([vehicleWt, frameWt, containerWt, gross]);
    const sent = demoTime(s.day, '10:00');
    const declared = s.status >= '2';
    const messageType = type === '7' ? 'ICP101' : 'SAS121';
    // the import response (seq_no given), then customs' audit and gate receipts
    const imported: DemoReceipt = ['COMMON', 'R0', `${type === '7' ? '两步申报' : ''}核放单申报成功`, 5];
    const receipts = demoReceipts(sent, declared ? [imported, ...(s.receipts ?? [])] : []);
    const stage = s.status === '0' ? 'draft' : declared ? 'sent' : 'confirmed';
    const passedAt = s.passed ? receipts.at(-1)!.at : null;
    const [row] = await tx
      .insert(passports)
      .values({
        ...owner,
        book_id: book.id,
        ems_no: book.ems_no,
        wms_no: book.wms_no,
        ems_type: book.ems_type === '28' ? '28' : '27',
        etps_preent_no: `HFD20261100${String(n).padStart(2, '0')}`,
        seq_no: declared ? `2026000003${String(10_000_100 + n)}` : null,
        passport_no: s.stucd
          ? `Z${book.master_cuscd}${ie}${businessDate8(sent).slice(2)}${String(n).padStart(11, '0')}`
          : null,
        passport_typecd: type,
        ie_flag: ie,
        bind_typecd: share ? '3' : '2',
        rlt_tb_typecd: share ? '1' : null,
        rlt_no: share ? rltNo : null,
        master_cuscd: book.master_cuscd ?? '3701',
        areain_etpsno: book.trade_code,
        areain_etps_nm: book.trade_name,
        areain_etps_sccd: book.trade_sccd,
        dcl_etpsno: book.decl_code,
        dcl_etps_nm: book.decl_name,
        dcl_etps_sccd: book.decl_sccd,
        vehicle_no: plate,
        vehicle_ic_no: `E3502${plate.slice(1)}`,
        vehicle_wt: vehicleWt,
        vehicle_frame_no: frameWt ? `LFWSRXRJ3K1F0${plate.slice(-4)}` : null,
        vehicle_frame_wt: frameWt ?? null,
        container_no: containerNo ?? null,
        container_type: containerType ?? null,
        container_wt: containerWt,
        total_gross_wt: gross,
        total_net_wt: net,
        total_wt: total,
        pass_collect_wt: s.passed ? sumOf([total, s.passed[1]]) : null,
        wt_error: s.passed?.[1] ?? null,
        dcl_er_conc: '李明 0592-5000001',
        status: s.status,
        stucd: s.stucd ?? null,
        pass_id: s.passed?.[0] ?? null,
        pass_time: passedAt,
        rlt_entry_nos: type === '7' ? '370120261000012345' : null,
        channel_id: declared ? channel.id : null,
        send_time: declared ? sent : null,
        return_message: receipts.at(-1)?.message ?? null,
        rmk: type === '6' ? '送货后空车出区' : null,
        create_id: clerk.id,
        create_time: demoTime(s.day, '09:10'),
        update_id: clerk.id,
      })
      .returning({ id: passports.id });
    const id = row!.id;
    // numbered as the passports' own sends are, from the id: send 01 of the day it went
    const clientSeqNo = declared ? clientSeqNoFor(id, 1, sent, PASSPORT_SEQ_OFFSET) : null;
    const submit = { at: sent, messageType, code: 'ss', message: `${channel.name} ${clientSeqNo}` };
    const events = [...demoActions(s.day, stage, submit), ...receipts];
    await tx
      .update(passports)
      .set({ client_seq_no: clientSeqNo, update_time: events.at(-1)!.at })
      .where(eq(passports.id, id));
    if (lines.length) {
      await tx.insert(passport_lines).values(lines.map((l) => ({ ...owner, passport_id: id, ...l })));
      await tx
        .insert(passport_lists)
        .values({ ...owner, passport_id: id, list_id: list.id, rlt_tb_typecd: '1', rlt_no: rltNo });
    }
    await seedDocumentLog(tx, { type: 'passport', id }, clerk, events);
  }
}
