/**
 * npx tsx bench/passports-manifests.ts: the passport (SAS121) and road manifest (MT1401) throughput,
 * in one process on the embedded database (PGlite in memory, as `npm start` without
 * DATABASE_URL but not on disk):
 * - render: BENCH_MESSAGES (1,000) SAS121 messages (3 goods lines, 2 bound lists) and as many MT1401
 *   (2 consignments × 3 items) rendered in memory, against rendered and written through the folder
 *   adapter one at a time and with 8 writes in flight;
 * - send: BENCH_SENDS (1,000) confirmed passports declared (`POST /api/passports/:id/declare`) and as
 *   many confirmed manifests submitted (`POST /api/manifests/:id/submit`) through the real app
 *   (app.inject: token, validation, the service's transaction, the folder channel, the answer), one at a
 *   time and 8 in flight; empty vehicles, and loaded ones (3 lines, 2 lists) one at a time. The records
 *   are inserted in bulk beforehand (not timed). One more pass of each, with the database's statements
 *   counted and timed, says where a send's time goes;
 * - receipts: BENCH_RECEIPTS (1,000) SAS221 audits on as many submitted passports and as many manifest
 *   receipts (code 01) on submitted manifests, parsed only against parsed and recorded through
 *   `recordChannelReceipt` (one transaction each, as the inbox watcher does), and a counted pass.
 * Medians of BENCH_RUNS (5) runs, BENCH_DB_RUNS (3) for what runs on the database. Writes its section of
 * bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { PGlite } from '@electric-sql/pglite';
import { executeRows, pgliteOf, type Db } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { DEMO_ZONE_BOOK } from '../apps/server/src/seed/bonded-demo.ts';
import { renderSas121, type Sas121Source } from '../apps/server/src/modules/bonded/sas121-message.ts';
import {
  renderManifest,
  type ManifestSource,
} from '../apps/server/src/modules/customs-message/manifest-message.ts';
import { writeOutboxMessage } from '../apps/server/src/modules/channels/folder-channel.ts';
import { parseReceipt } from '../apps/server/src/modules/receipts/receipt-parser.ts';
import { recordChannelReceipt } from '../apps/server/src/modules/receipts/receipts.service.ts';
import { writeResultsSection } from './results-section.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
/** Loaded passports declared per run (fewer than the empty ones, to keep the run within minutes). */
const LOADED = Number(process.env.BENCH_LOADED ?? 500);
const RECEIPTS = Math.min(SENDS, Number(process.env.BENCH_RECEIPTS ?? 1000));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DB_RUNS = Number(process.env.BENCH_DB_RUNS ?? 3);
const IN_FLIGHT = 8;
const WARM_UP = 50;
/** Sends of the pass whose statements are counted (not in the medians). */
const PROBED = Math.min(200, SENDS);
const SAMPLES = path.join(import.meta.dirname, '../apps/server/test/fixtures/customs/samples');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms);

async function timed(fn: () => Promise<void> | void): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Runs work(0 … n-1) with at most `width` of them in flight (1: one after the other). */
async function pool(n: number, width: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
}

// ---------------------------------------------------------------- render only / render + write

/** Message `i`: a loaded vehicle with 3 goods lines from 2 bound inventory lists, each a little different. */
function sas121Source(i: number, at: Date): Sas121Source {
  const lists = [
    `QD3701${26}I${String(2 * i).padStart(9, '0')}`,
    `QD3701${26}I${String(2 * i + 1).padStart(9, '0')}`,
  ];
  const goods: [string, string, string, string, string][] = [
    ['MB-X1-0001', '8473309000', '笔记本电脑主板', '10', '120.5'],
    ['CPU-I7-1360', '8542319000', '中央处理器', '5', '30'],
    ['BAT-4S-5600', '8507600090', '锂离子电池组', '4', '49.5'],
  ];
  return {
    passport: {
      etps_preent_no: `HFD${String(i).padStart(13, '0')}`,
      seq_no: null,
      passport_no: null,
      passport_typecd: '3',
      master_cuscd: '3701',
      ie_flag: 'I',
      bind_typecd: '1',
      rlt_tb_typecd: '1',
      rlt_no: lists.join('\\'),
      ems_no: DEMO_ZONE_BOOK,
      areain_etpsno: '3502963214',
      areain_etps_nm: '厦门嘉禾贸易有限公司',
      areain_etps_sccd: '91350200MA2Y8K3L7Q',
      vehicle_no: `闽D${String(10000 + (i % 90000))}`,
      vehicle_ic_no: null,
      container_no: null,
      vehicle_wt: '13000.00000',
      vehicle_frame_no: null,
      vehicle_frame_wt: '1000.00000',
      container_type: null,
      container_wt: null,
      total_wt: '14200.00000',
      total_gross_wt: '200.00000',
      total_net_wt: '200.00000',
      dcl_er_conc: '王五 13800000000',
      dcl_etpsno: '3502980123',
      dcl_etps_nm: '厦门海天报关有限公司',
      dcl_etps_sccd: '91350200705411234X',
      rmk: null,
    },
    lines: goods.map(([mtno, code, name, qty, gross], g) => ({
      passport_seqno: g + 1,
      rlt_gds_seqno: g < 2 ? g + 1 : 1,
      gds_mtno: mtno,
      gdecd: code,
      gds_nm: name,
      dcl_unitcd: '007',
      dcl_qty: `${qty}.00000`,
      gross_wt: `${gross}0000`,
      net_wt: `${gross}0000`,
      rmk: null,
    })),
    related: lists.map((rlt_no) => ({ rlt_tb_typecd: '1', rlt_no })),
    channel: {
      sender: 'DXPENT0000012345',
      org_code: '4403960A3',
      input_code: '0000000000001',
      input_name: '张三',
      ic_card: null,
    },
    clientSeqNo: `20261125${String(60_000_000 + i).padStart(8, '0')}01`,
    at,
    dclTypecd: '1',
  };
}

/** Manifest `i`: MT1401 of 2 consignments of 3 items each (the customs test sample's parties), numbered by i. */
function manifestSource(i: number, at: Date): ManifestSource {
  const parties = {
    consignee_code: '91440300MA5F0XXXXX',
    consignee_name: '深圳市芯达通供应链管理有限公司',
    consignee_phone: '13800000001',
    consignor_name: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
    consignor_phone: '85223456789',
    notify_name: '深圳市芯达通供应链管理有限公司',
    notify_address: '深圳市福田区福华一路1号',
    routing_countries: 'HK,CN',
  };
  const items = [
    ['集成电路', 'IC', '8542319000', '2.000', 1],
    ['笔记本电脑主板', 'MAINBOARD', '8473309000', '120.500', 10],
    ['锂离子电池组', 'BATTERY', '8507600090', '49.500', 4],
  ] as const;
  return {
    manifest: {
      manifest_type: 'MT1401',
      batch_no: `XDT${String(i).padStart(10, '0')}`,
      customs_code: '5301',
      transport_method: '3',
      agent_code: '4403960A3',
      load_time: new Date(at.getTime() - 3_600_000),
      org_name: '深圳市芯达通供应链管理有限公司',
      unload_time: '2026-11-25',
      unloading_location: '5301',
    },
    consignments: [0, 1].map((c) => ({
      ...parties,
      bill_no: `XDT${String(i).padStart(10, '0')}${c + 1}`,
      package_qty: 15,
      package_unit: 'CT',
      value_amount: `${1000 + i}.5`,
      currency: 'USD',
      gross_weight: '172.000',
      payment_method: '2',
      customs_status: 'RD01',
      container_nos: `CSQU${String(3054383 + i).slice(-7)}`,
      items: items.map(([cargo, description, hs, gross, qty], n) => ({
        seq_no: n + 1,
        cargo_description: cargo,
        description,
        hs_code: hs,
        gross_weight: gross,
        package_qty: qty,
        package_unit: 'CT',
      })),
    })),
    messageId: `20261125${String(70_000_000 + i).padStart(8, '0')}01`,
    senderId: 'DXPENT0000012345',
    at,
    functionCode: '9',
  };
}

async function benchRender<S>(sources: S[], render: (s: S) => string, seqNo: (s: S) => string) {
  const only: number[] = [];
  const write: number[] = [];
  const pooled: number[] = [];
  for (let i = 0; i < Math.min(100, sources.length); i++) render(sources[i]!); // warm-up
  const bytes = Buffer.byteLength(render(sources[0]!));
  const written = async (width: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
    try {
      const ms = await timed(() =>
        pool(sources.length, width, async (i) => {
          const s = sources[i]!;
          await writeOutboxMessage(dir, seqNo(s), render(s));
        }),
      );
      if (fs.readdirSync(path.join(dir, 'outbox')).length !== sources.length)
        throw new Error('messages missing');
      return ms;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  for (let run = 0; run < RUNS; run++) {
    only.push(await timed(() => sources.forEach((s) => render(s))));
    // one at a time and in flight take turns at going first (the machine's load drifts)
    if (run % 2 === 0) {
      write.push(await written(1));
      pooled.push(await written(IN_FLIGHT));
    } else {
      pooled.push(await written(IN_FLIGHT));
      write.push(await written(1));
    }
  }
  if (process.env.BENCH_DEBUG) console.log({ only, write, pooled });
  return { only: median(only), write: median(write), pooled: median(pooled), bytes };
}

// ---------------------------------------------------------------- the app: sends and receipts

const rows = <T>(db: Db, query: ReturnType<typeof sql>) => executeRows<T>(db, query);
/** An int[] parameter (an array in a drizzle template would become a list of parameters). */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Inserts `n` confirmed passports on the demo zone book (setup, not timed) and answers their ids: empty
 * vehicles (type 6, total = vehicle + frame), or loaded ones (type 3, one vehicle several lists) each
 * bound to 2 approved inventory lists of its own with 3 goods lines between them (gross 120.5 + 30 on
 * the first, 49.5 on the second; total = vehicle + frame + 200), as binding them would have made them.
 */
async function insertPassports(db: Db, tag: string, n: number, loaded: boolean, channelId: number) {
  const ids = (
    await rows<{ id: number }>(
      db,
      sql`insert into passports (company_id, customer_code, book_id, ems_no, ems_type, wms_no,
            etps_preent_no, passport_typecd, ie_flag, bind_typecd, rlt_tb_typecd, master_cuscd,
            areain_etpsno, areain_etps_nm, areain_etps_sccd, dcl_etpsno, dcl_etps_nm, dcl_etps_sccd,
            vehicle_no, vehicle_wt, vehicle_frame_wt, total_wt, total_gross_wt, total_net_wt,
            dcl_er_conc, status, channel_id, create_id, update_id)
          select b.company_id, b.customer_code, b.id, b.ems_no, b.ems_type, b.wms_no,
            ${`BENCH${tag}`} || lpad(g::text, 6, '0'), ${loaded ? '3' : '6'}, 'I', ${loaded ? '1' : '2'}, '1',
            b.master_cuscd, b.trade_code, b.trade_name, b.trade_sccd, b.decl_code, b.decl_name, b.decl_sccd,
            '闽D' || lpad((g % 100000)::text, 5, '0'), 13000, 1000, ${loaded ? 14200 : 14000},
            ${loaded ? 200 : 0}, ${loaded ? 200 : 0}, '王五 13800000000', '1', ${channelId}, u.id, u.id
          from account_books b, users u, generate_series(1, ${n}) g
          where b.ems_no = ${DEMO_ZONE_BOOK} and u.username = 'clerk'
          order by g
          returning id`,
    )
  ).map((r) => Number(r.id));
  if (ids.length !== n) throw new Error('passports not inserted');
  if (!loaded) return ids;
  // two approved inventory lists per passport, numbered after it, with their lines
  await db.execute(sql`insert into inventory_lists (company_id, customer_code, book_id, etps_inner_invt_no,
      seq_no, bond_invt_no, impexp_markcd, mtpck_endprd_markcd, supv_modecd, trsp_modecd, dcl_plc_cuscd,
      channel_id, status)
    select p.company_id, p.customer_code, p.book_id, 'BQ' || p.id || '-' || k, '8' || lpad((p.id * 2 + k)::text, 17, '0'),
      'QD3701' || lpad((p.id * 2 + k)::text, 12, '0'), 'I', 'I', '5000', '2', '3701', ${channelId}, '4'
    from passports p, generate_series(0, 1) k where p.id = any(${intArray(ids)})`);
  const goods = sql`(values (0, 1, 1, 'MB-X1-0001', '8473309000', '笔记本电脑主板', 10, 120.5),
      (0, 2, 2, 'CPU-I7-1360', '8542319000', '中央处理器', 5, 30),
      (1, 1, 3, 'BAT-4S-5600', '8507600090', '锂离子电池组', 4, 49.5))
      as v(k, gds_seqno, passport_seqno, mtno, code, name, qty, gross)`;
  const lists = sql`passports p join inventory_lists l on l.etps_inner_invt_no in ('BQ' || p.id || '-0', 'BQ' || p.id || '-1')`;
  await db.execute(sql`insert into inventory_list_lines (company_id, customer_code, list_id, gds_seqno,
      putrec_seqno, gds_mtno, gdecd, gds_nm, dcl_unitcd, dcl_qty, gross_wt, net_wt)
    select l.company_id, l.customer_code, l.id, v.gds_seqno, v.passport_seqno, v.mtno, v.code, v.name, '007', v.qty, v.gross, v.gross
    from ${lists}, ${goods}
    where p.id = any(${intArray(ids)}) and l.etps_inner_invt_no = 'BQ' || p.id || '-' || v.k`);
  await db.execute(sql`insert into passport_lists (company_id, customer_code, passport_id, list_id, rlt_tb_typecd, rlt_no)
    select p.company_id, p.customer_code, p.id, l.id, '1', l.bond_invt_no
    from ${lists} where p.id = any(${intArray(ids)}) order by p.id, l.id`);
  await db.execute(sql`insert into passport_lines (company_id, customer_code, passport_id, passport_seqno, list_id,
      rlt_gds_seqno, gds_mtno, gdecd, gds_nm, dcl_unitcd, dcl_qty, gross_wt, net_wt)
    select p.company_id, p.customer_code, p.id, v.passport_seqno, l.id, v.gds_seqno, v.mtno, v.code, v.name, '007',
      v.qty, v.gross, v.gross
    from ${lists}, ${goods}
    where p.id = any(${intArray(ids)}) and l.etps_inner_invt_no = 'BQ' || p.id || '-' || v.k`);
  await db.execute(sql`update passports p set rlt_no = x.rlt_no
    from (select passport_id, string_agg(rlt_no, '\\' order by id) as rlt_no from passport_lists
      where passport_id = any(${intArray(ids)}) group by passport_id) x
    where p.id = x.passport_id`);
  return ids;
}

/** Inserts `n` confirmed MT1401 manifests of 2 consignments × 3 items (setup, not timed) and answers their ids. */
async function insertManifests(db: Db, tag: string, n: number, channelId: number) {
  const ids = (
    await rows<{ id: number }>(
      db,
      sql`insert into manifests (cd_company_id, customer_code, manifest_type, batch_no, ie_flag, customs_code,
            transport_method, op_type, bill_status, message_status, org_name, agent_code, load_time,
            unload_time, unloading_location, channel_id, create_id, update_id)
          select b.company_id, b.customer_code, 'MT1401', ${`BM${tag}`} || lpad(g::text, 6, '0'), 'I', '5301', '3', 'C', '1', '00',
            '深圳市芯达通供应链管理有限公司', '4403960A3', now() - interval '1 hour', current_date, '5301',
            ${channelId}, u.id, u.id
          from account_books b, users u, generate_series(1, ${n}) g
          where b.ems_no = ${DEMO_ZONE_BOOK} and u.username = 'clerk'
          order by g
          returning id`,
    )
  ).map((r) => Number(r.id));
  if (ids.length !== n) throw new Error('manifests not inserted');
  await db.execute(sql`insert into manifest_consignments (cd_company_id, customer_code, manifest_id, bill_no,
      package_qty, package_unit, value_amount, currency, gross_weight, payment_method, customs_status,
      routing_countries, consignee_code, consignee_name, consignee_phone, consignor_name, consignor_phone,
      notify_name, notify_address, container_nos)
    select m.cd_company_id, m.customer_code, m.id, m.batch_no || c, 15, 'CT', 1000.5 + m.id, 'USD', 172, '2', 'RD01',
      'HK,CN', '91440300MA5F0XXXXX', '深圳市芯达通供应链管理有限公司', '13800000001',
      'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED', '85223456789',
      '深圳市芯达通供应链管理有限公司', '深圳市福田区福华一路1号', 'CSQU' || lpad((m.id * 2 + c)::text, 7, '0')
    from manifests m, generate_series(1, 2) c where m.id = any(${intArray(ids)}) order by m.id, c`);
  await db.execute(sql`insert into manifest_items (cd_company_id, customer_code, manifest_id, consignment_id, seq_no,
      cargo_description, description, hs_code, package_qty, package_unit, gross_weight)
    select c.cd_company_id, c.customer_code, c.manifest_id, c.id, v.seq, v.cargo, v.descr, v.hs, v.qty, 'CT', v.gross
    from manifest_consignments c, (values (1, '集成电路', 'IC', '8542319000', 1, 2.0),
      (2, '笔记本电脑主板', 'MAINBOARD', '8473309000', 10, 120.5),
      (3, '锂离子电池组', 'BATTERY', '8507600090', 4, 49.5)) as v(seq, cargo, descr, hs, qty, gross)
    where c.manifest_id = any(${intArray(ids)}) order by c.id, v.seq`);
  return ids;
}

const sas221 = fs.readFileSync(path.join(SAMPLES, 'sas221-receipt-passport-1.xml'), 'utf8');
/** Sets the first element of each name, as the API tests' patchXml does. */
const patchXml = (xml: string, patch: Record<string, string>) =>
  Object.entries(patch).reduce(
    (out, [tag, value]) => out.replace(new RegExp(`<${tag}>[^<]*</${tag}>`), `<${tag}>${value}</${tag}>`),
    xml,
  );
const two = (n: number) => String(n).padStart(2, '0');

/** The audit (approved) of passport `id` in round `k`: a later audit time each round, so a new receipt. */
const auditReceipt = (id: number, k: number) => {
  const seqNo = `7${String(id).padStart(17, '0')}`;
  const passportNo = `Z3701I26${String(id).padStart(16, '0')}`;
  return patchXml(sas221, {
    message_id: `CUS0000E01000020261125${String(id).padStart(8, '0')}${two(k)}`,
    etpsPreentNo: seqNo,
    businessId: passportNo,
    manageDate: `2026-11-25 10:${two(k)}:00`,
    passportNo,
    sasPassportPreentNo: seqNo,
  });
};

/** A manifest receipt (MT9999) accepting message `clientSeqNo` of batch `batchNo`, sent in round `k`. */
const manifestReceipt = (clientSeqNo: string, batchNo: string, k: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Manifest xmlns="urn:Declaration:datamodel:standard:CN:MT9999:1">
  <Head><MessageID>CN_MT9999_1p0_${clientSeqNo}</MessageID><FunctionCode>2</FunctionCode><MessageType>MT9999</MessageType>
    <SenderID>EPORT</SenderID><ReceiverID>DXPENT0000012345</ReceiverID><SendTime>2026112510${two(k)}00123</SendTime><Version>1.0</Version></Head>
  <Response>
    <BorderTransportMeans><JourneyID>${batchNo}</JourneyID></BorderTransportMeans>
    <ResponseType><Code>01</Code><Text>ok ${k}</Text></ResponseType>
  </Response>
</Manifest>`;

/** What the database did during a pass: statements, their time, and the transactions' time. */
interface DbUse {
  statements: number;
  /** Statements outside any transaction (the token check before the route's transaction). */
  outside: number;
  outsideMs: number;
  dbMs: number;
  txMs: number;
  wallMs: number;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs `work` with every statement of the embedded database counted and timed: for this pass only, the
 * bench wraps its PGlite client's query, exec and transaction (own properties over the prototype's).
 */
async function probed(pglite: PGlite, work: () => Promise<void>): Promise<DbUse> {
  const use: DbUse = { statements: 0, outside: 0, outsideMs: 0, dbMs: 0, txMs: 0, wallMs: 0 };
  const wrap = (client: object, inTx: boolean) => {
    const methods = client as Record<string, Method>;
    for (const name of ['query', 'exec']) {
      const original = methods[name]!.bind(client);
      methods[name] = async (...args) => {
        const t0 = performance.now();
        try {
          return await original(...args);
        } finally {
          const ms = performance.now() - t0;
          use.statements += 1;
          use.dbMs += ms;
          if (!inTx) {
            use.outside += 1;
            use.outsideMs += ms;
          }
        }
      };
    }
    return client;
  };
  const own = pglite as unknown as Record<string, Method>;
  const transaction = pglite.transaction.bind(pglite) as (
    fn: (tx: object) => Promise<unknown>,
  ) => Promise<unknown>;
  wrap(pglite, false);
  own.transaction = async (fn) => {
    const t0 = performance.now();
    try {
      return await transaction((tx) => (fn as (tx: object) => Promise<unknown>)(wrap(tx, true)));
    } finally {
      use.txMs += performance.now() - t0;
    }
  };
  try {
    use.wallMs = await timed(work);
  } finally {
    for (const name of ['query', 'exec', 'transaction']) delete own[name];
  }
  return use;
}

const per = (use: DbUse, n: number) => ({
  wall: use.wallMs / n,
  statements: use.statements / n,
  outside: use.outside / n,
  outsideMs: use.outsideMs / n,
  dbMs: use.dbMs / n,
  txMs: use.txMs / n,
});

type SendKind = 'empty' | 'loaded' | 'manifest';
/**
 * The timed send passes of a run, what and how many in flight: one at a time and in flight take turns at
 * going first (the machine's load drifts).
 */
const SEND_PASSES: [SendKind, number][][] = [
  [
    ['empty', 1],
    ['empty', IN_FLIGHT],
    ['loaded', 1],
    ['manifest', 1],
    ['manifest', IN_FLIGHT],
  ],
  [
    ['empty', IN_FLIGHT],
    ['empty', 1],
    ['loaded', 1],
    ['manifest', IN_FLIGHT],
    ['manifest', 1],
  ],
];

async function benchApp() {
  const channelsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      RECEIPT_WATCHER: '0',
      CHANNELS_ROOT: channelsRoot,
    }),
    webDist: undefined,
  };
  // as `npm start` prepares it: migrations, reference data, the demo data (clerk, the zone book)
  const database = await prepareDatabase(config, () => {});
  const app = await buildApp(config, database);
  await app.ready();
  const db = app.db;
  const pglite = pgliteOf(database)!;
  try {
    const login = async (username: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        query: {
          grant_type: 'password',
          client_id: 'web',
          client_secret: 'web-secret',
          username,
          password: DEMO_PASSWORD,
        },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    };
    const clerk = await login('clerk');
    const admin = await login('admin');
    const mainDir = path.join(channelsRoot, 'bench-channel');
    const made = await app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: { 'access-token': admin },
      payload: {
        name: '压测通道',
        customs_code: '5301',
        transport_type: 'ftp_tool',
        type: 'dec',
        status: '1',
        org_code: '4403960A3',
        input_name: '张三',
        input_code: '0000000000001',
        main_dir: mainDir,
      },
    });
    if (made.statusCode !== 201) throw new Error(`channel: ${made.statusCode} ${made.body}`);
    const channelId = made.json<{ id: number }>().id;
    const outbox = path.join(mainDir, 'outbox');
    const outboxCount = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);

    const send = async (url: string) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'access-token': clerk },
        payload: { version: 1 },
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json<{ file: string }>().file;
    };
    /** What the message of each kind must hold (checked on the first of each batch). */
    const expectedParts: Record<SendKind, [string, number][]> = {
      empty: [
        ['<PassportHead>', 1],
        ['<PassportList>', 0],
      ],
      loaded: [
        ['<PassportList>', 3],
        ['<PassportAcmp>', 2],
      ],
      manifest: [
        ['<Consignment>', 2],
        ['<ConsignmentItem>', 6],
      ],
    };
    const checkMessage = (kind: SendKind, file: string) => {
      const xml = fs.readFileSync(path.join(outbox, file), 'utf8');
      for (const [part, count] of expectedParts[kind])
        if (xml.split(part).length - 1 !== count)
          throw new Error(`${kind}: ${file} has not ${count} ${part}`);
    };
    let batch = 0;
    /** Fresh records (inserted, not timed), then sent `width` at a time; answers their ids. */
    const prepare = async (kind: SendKind, n: number) => {
      const tag = `${kind[0]!.toUpperCase()}${String(++batch).padStart(3, '0')}`;
      return kind === 'manifest'
        ? insertManifests(db, tag, n, channelId)
        : insertPassports(db, tag, n, kind === 'loaded', channelId);
    };
    const sendAll = async (kind: SendKind, ids: number[], width: number) => {
      const before = outboxCount();
      const url = (id: number) =>
        kind === 'manifest' ? `/api/manifests/${id}/submit` : `/api/passports/${id}/declare`;
      await pool(ids.length, width, async (i) => {
        const file = await send(url(ids[i]!));
        if (i === 0) checkMessage(kind, file);
      });
      if (outboxCount() - before !== ids.length) throw new Error(`${kind}: messages missing from the outbox`);
    };

    // warm-up (JIT, the first touches of the tables and indexes), not counted
    for (const kind of ['empty', 'loaded', 'manifest'] as const)
      await sendAll(kind, await prepare(kind, WARM_UP), 1);

    const sends = new Map<string, number[]>();
    let receiptPassports: number[] = [];
    let receiptManifests: number[] = [];
    for (let run = 0; run < DB_RUNS; run++)
      for (const [kind, width] of SEND_PASSES[run % 2]!) {
        const ids = await prepare(kind, kind === 'loaded' ? LOADED : SENDS);
        const ms = await timed(() => sendAll(kind, ids, width));
        sends.set(`${kind}/${width}`, [...(sends.get(`${kind}/${width}`) ?? []), ms]);
        if (run === 0 && width === 1 && kind === 'empty') receiptPassports = ids.slice(0, RECEIPTS);
        if (run === 0 && width === 1 && kind === 'manifest') receiptManifests = ids.slice(0, RECEIPTS);
      }
    if (process.env.BENCH_DEBUG) console.log(sends);
    // one more pass of each, one at a time, with the database's work counted (not in the medians)
    const probeIds = { empty: await prepare('empty', PROBED), manifest: await prepare('manifest', PROBED) };
    const probe = {
      declare: per(await probed(pglite, () => sendAll('empty', probeIds.empty, 1)), PROBED),
      submit: per(await probed(pglite, () => sendAll('manifest', probeIds.manifest, 1)), PROBED),
    };
    const sent = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from passports where status = '2' and etps_preent_no like 'BENCH%'`,
    );
    const expected = WARM_UP * 2 + (SENDS * 2 + LOADED) * DB_RUNS + PROBED;
    if (sent[0]!.n !== expected) throw new Error(`${sent[0]!.n} passports submitted, ${expected} expected`);

    // ---- receipts: the import response's pre-entry number on the passports (setup), then SAS221 audits
    await db.execute(
      sql`update passports set seq_no = '7' || lpad(id::text, 17, '0') where id = any(${intArray(receiptPassports)})`,
    );
    const manifestKeys = await rows<{ id: number; client_seq_no: string; batch_no: string }>(
      db,
      sql`select id, client_seq_no, batch_no from manifests where id = any(${intArray(receiptManifests)}) order by id`,
    );
    const receiptsOf = {
      passport: (k: number) =>
        receiptPassports.map((id) => ({
          name: `SAS221_${id}_${k}.xml`,
          content: Buffer.from(auditReceipt(id, k)),
        })),
      manifest: (k: number) =>
        manifestKeys.map((m) => ({
          name: `MT9999_${m.id}_${k}.xml`,
          content: Buffer.from(manifestReceipt(m.client_seq_no, m.batch_no, k)),
        })),
    };
    const parsed = { passport: [] as number[], manifest: [] as number[] };
    const recorded = { passport: [] as number[], manifest: [] as number[] };
    const recordAll = async (files: { name: string; content: Buffer }[]) => {
      for (const f of files) await recordChannelReceipt(db, f.content, f.name);
    };
    // round 0 warms up and is not counted; each round's receipts are new ones (a later time)
    for (let round = 0; round <= DB_RUNS; round++)
      for (const kind of ['passport', 'manifest'] as const) {
        const files = receiptsOf[kind](round);
        const parse = await timed(() => files.forEach((f) => parseReceipt(f.content, f.name)));
        const record = await timed(() => recordAll(files));
        if (round > 0) {
          parsed[kind].push(parse);
          recorded[kind].push(record);
        }
      }
    const receiptProbe = {
      passport: per(await probed(pglite, () => recordAll(receiptsOf.passport(DB_RUNS + 1))), RECEIPTS),
      manifest: per(await probed(pglite, () => recordAll(receiptsOf.manifest(DB_RUNS + 1))), RECEIPTS),
    };
    const rounds = DB_RUNS + 2;
    const audited = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from passports p where p.id = any(${intArray(receiptPassports)})
        and p.status = '3' and p.stucd = '1' and (select count(*) from document_events e
          where e.doc_type = 'passport' and e.doc_id = p.id and e.action = 'receipt') = ${rounds}`,
    );
    if (audited[0]!.n !== RECEIPTS)
      throw new Error(`${audited[0]!.n} passports audited, ${RECEIPTS} expected`);
    const accepted = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from manifests where id = any(${intArray(receiptManifests)})
        and message_status = '30' and jsonb_array_length(return_content) = ${rounds}`,
    );
    if (accepted[0]!.n !== RECEIPTS)
      throw new Error(`${accepted[0]!.n} manifests accepted, ${RECEIPTS} expected`);
    if (process.env.BENCH_DEBUG) console.log({ parsed, recorded, probe, receiptProbe });
    const tables = await rows<{ passports: number; manifests: number }>(
      db,
      sql`select (select count(*)::int from passports) as passports, (select count(*)::int from manifests) as manifests`,
    );
    const sendMedian = (kind: SendKind, width: number) => median(sends.get(`${kind}/${width}`)!);
    return {
      sends: {
        empty: { one: sendMedian('empty', 1), pooled: sendMedian('empty', IN_FLIGHT) },
        loaded: sendMedian('loaded', 1),
        manifest: { one: sendMedian('manifest', 1), pooled: sendMedian('manifest', IN_FLIGHT) },
      },
      receipts: {
        passport: { parse: median(parsed.passport), record: median(recorded.passport) },
        manifest: { parse: median(parsed.manifest), record: median(recorded.manifest) },
      },
      probe,
      receiptProbe,
      tables: tables[0]!,
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(channelsRoot, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg()[0]!;
const started = performance.now();
const at = new Date();
const p = await benchRender(
  Array.from({ length: MESSAGES }, (_, i) => sas121Source(i, at)),
  renderSas121,
  (s) => s.clientSeqNo,
);
const m = await benchRender(
  Array.from({ length: MESSAGES }, (_, i) => manifestSource(i, at)),
  renderManifest,
  (s) => s.messageId,
);
const a = await benchApp();
const seconds = (performance.now() - started) / 1000;

const n = (x: number) => x.toLocaleString('en');
const ms1 = (x: number) => x.toFixed(1);
/** Milliseconds as whole microseconds. */
const us = (x: number) => n(Math.round(x * 1000));
const row = (what: string, count: number, ms: number, unit: string, bold = true) => {
  const r = `${n(rate(count, ms))} ${unit}/s`;
  return `| ${what} | ${n(Math.round(ms))} ms | ${bold ? `**${r}**` : r} |`;
};
const best = (count: number, ...ms: number[]) => rate(count, Math.min(...ms));
const targets: [string, number][] = [
  ['SAS121 render + write', best(MESSAGES, p.write, p.pooled)],
  ['MT1401 render + write', best(MESSAGES, m.write, m.pooled)],
  ['passports declared', best(SENDS, a.sends.empty.one, a.sends.empty.pooled)],
  ['manifests submitted', best(SENDS, a.sends.manifest.one, a.sends.manifest.pooled)],
  ['SAS221 receipts recorded', rate(RECEIPTS, a.receipts.passport.record)],
  ['manifest receipts recorded', rate(RECEIPTS, a.receipts.manifest.record)],
];
const listed = (xs: [string, number][]) =>
  xs.map(([what, r]) => `${what} (${n(r)}/s at best)`).join(', ') || 'none';
const { declare: d, submit: s } = a.probe;
const { passport: rp, manifest: rm } = a.receiptProbe;

const markdown = `## Passports and manifests (\`bench/passports-manifests.ts\`)

Issue 14's target: 1,000 passports and 1,000 manifests rendered and sent per second, receipts recorded at 1,000 per second. ${n(MESSAGES)} SAS121 messages (a loaded vehicle: 3 goods lines, 2 bound lists; ${(p.bytes / 1024).toFixed(1)} kB each) and ${n(MESSAGES)} MT1401 (2 consignments × 3 items; ${(m.bytes / 1024).toFixed(1)} kB); then the real send path end to end: ${n(SENDS)} confirmed passports declared and ${n(SENDS)} confirmed manifests submitted through the app (\`app.inject\`: token, validation, the service's transaction, the outbox file of a folder channel, the answer), as the clerk, on the embedded database (PGlite in memory, one connection) prepared as \`npm start\` prepares it, the records inserted in bulk beforehand (not timed); then ${n(RECEIPTS)} SAS221 audits on submitted passports and ${n(RECEIPTS)} manifest receipts (code 01) on submitted manifests through \`recordChannelReceipt\`. Medians of ${RUNS} runs (${DB_RUNS} for the rows on the database); ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} at the start (the machine is shared: compare the rows of one run rather than runs of different days); the whole run took ${Math.round(seconds)} s.

| what | median time | throughput |
|---|---:|---:|
${row('SAS121 render only (in memory)', MESSAGES, p.only, 'messages', false)}
${row('SAS121 render + write through the folder adapter, one at a time', MESSAGES, p.write, 'messages')}
${row(`SAS121 render + write, ${IN_FLIGHT} in flight`, MESSAGES, p.pooled, 'messages')}
${row('MT1401 render only (in memory)', MESSAGES, m.only, 'messages', false)}
${row('MT1401 render + write through the folder adapter, one at a time', MESSAGES, m.write, 'messages')}
${row(`MT1401 render + write, ${IN_FLIGHT} in flight`, MESSAGES, m.pooled, 'messages')}
${row('passports declared (empty vehicle), one at a time', SENDS, a.sends.empty.one, 'sends')}
${row(`passports declared (empty vehicle), ${IN_FLIGHT} in flight`, SENDS, a.sends.empty.pooled, 'sends')}
${row(`${n(LOADED)} loaded passports (3 lines, 2 lists) declared, one at a time`, LOADED, a.sends.loaded, 'sends')}
${row('manifests submitted (MT1401, 2 × 3), one at a time', SENDS, a.sends.manifest.one, 'sends')}
${row(`manifests submitted, ${IN_FLIGHT} in flight`, SENDS, a.sends.manifest.pooled, 'sends')}
${row('SAS221 receipts parsed only', RECEIPTS, a.receipts.passport.parse, 'receipts', false)}
${row('SAS221 receipts parsed + recorded (one transaction each)', RECEIPTS, a.receipts.passport.record, 'receipts')}
${row('manifest receipts parsed only', RECEIPTS, a.receipts.manifest.parse, 'receipts', false)}
${row('manifest receipts parsed + recorded (one transaction each)', RECEIPTS, a.receipts.manifest.record, 'receipts')}

Target of 1,000/s met: ${listed(targets.filter(([, r]) => r >= 1000))}; not met: ${listed(targets.filter(([, r]) => r < 1000))}. Rendering takes ${us(p.only / MESSAGES)} µs a SAS121 and ${us(m.only / MESSAGES)} µs an MT1401, and the outbox write (a temporary file, link, unlink; the folders made only when missing) about ${us((p.write - p.only) / MESSAGES)} µs more (with ${IN_FLIGHT} writes in flight, ${(p.write / p.pooled).toFixed(2)}× and ${(m.write / m.pooled).toFixed(2)}× the rate of one at a time); a send takes ${(a.sends.empty.one / p.write).toFixed(0)}× (declare) and ${(a.sends.manifest.one / m.write).toFixed(0)}× (submit) the time of a render + write because it is a whole request of ${Math.round(d.statements)} (declare) or ${Math.round(s.statements)} (submit) statements, in a counted pass ${ms1(d.dbMs)} ms of a declare's ${ms1(d.wall)} ms and ${ms1(s.dbMs)} ms of a submit's ${ms1(s.wall)} ms in the database, of which ${Math.round(d.outside)} statement (${ms1(d.outsideMs)} ms) before the route's transaction: the token check, because every POST empties the actor cache. Each send's transaction (${ms1(d.txMs)} ms a declare, ${ms1(s.txMs)} ms a submit, with the render and the outbox write inside it) holds PGlite's only connection, so ${IN_FLIGHT} in flight queue behind one another (${(a.sends.empty.one / a.sends.empty.pooled).toFixed(2)}× and ${(a.sends.manifest.one / a.sends.manifest.pooled).toFixed(2)}× the rate one at a time). A receipt is one transaction of ${Math.round(rp.statements)} statements (${ms1(rp.dbMs)} ms in the database for a SAS221, ${ms1(rm.dbMs)} ms for a manifest receipt, against ${us(a.receipts.passport.parse / RECEIPTS)} and ${us(a.receipts.manifest.parse / RECEIPTS)} µs to parse them); a manifest is found by its message number (client_seq_no, indexed) among the ${n(a.tables.manifests)} manifests of this run.
`;
writeResultsSection('passports-manifests', markdown);
console.log(markdown);
