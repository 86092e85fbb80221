/**
 * The setup of bench/passports-manifests.ts's sends and receipts (not timed): confirmed passports and
 * manifests inserted in bulk on the demo zone book, and the receipts (SAS221 audits, MT9999 answers) the
 * customs side would send back for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../apps/server/src/db/client.ts';
import { DEMO_ZONE_BOOK } from '../apps/server/src/seed/bonded-demo.ts';
import { SAMPLES } from './passports-manifests-settings.ts';

export const rows = <T>(db: Db, query: ReturnType<typeof sql>) => executeRows<T>(db, query);
/** An int[] parameter (an array in a drizzle template would become a list of parameters). */
export const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `n` rows of the demo zone book and the clerk, one per number g, for an insert … select of as many records. */
const perRecord = (n: number) => sql`from account_books b, users u, generate_series(1, ${n}) g
          where b.ems_no = ${DEMO_ZONE_BOOK} and u.username = 'clerk'
          order by g
          returning id`;

/** Runs an insert … returning id of `n` records and answers their ids (all of them, or it throws). */
async function insertedIds(db: Db, what: string, n: number, insert: SQL): Promise<number[]> {
  const ids = (await rows<{ id: number }>(db, insert)).map((r) => Number(r.id));
  if (ids.length !== n) throw new Error(`${what} not inserted`);
  return ids;
}

/**
 * Inserts `n` confirmed passports on the demo zone book (setup, not timed) and answers their ids: empty
 * vehicles (type 6, total = vehicle + frame), or loaded ones (type 3, one vehicle several lists) each
 * bound to 2 approved inventory lists of its own with 3 goods lines between them (gross 120.5 + 30 on
 * the first, 49.5 on the second; total = vehicle + frame + 200), as binding them would have made them.
 */
export async function insertPassports(db: Db, tag: string, n: number, loaded: boolean, channelId: number) {
  const ids = await insertedIds(
    db,
    'passports',
    n,
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
          ${perRecord(n)}`,
  );
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
export async function insertManifests(db: Db, tag: string, n: number, channelId: number) {
  const ids = await insertedIds(
    db,
    'manifests',
    n,
    sql`insert into manifests (cd_company_id, customer_code, manifest_type, batch_no, ie_flag, customs_code,
            transport_method, op_type, bill_status, message_status, org_name, agent_code, load_time,
            unload_time, unloading_location, channel_id, create_id, update_id)
          select b.company_id, b.customer_code, 'MT1401', ${`BM${tag}`} || lpad(g::text, 6, '0'), 'I', '5301', '3', 'C', '1', '00',
            '深圳市芯达通供应链管理有限公司', '4403960A3', now() - interval '1 hour', current_date, '5301',
            ${channelId}, u.id, u.id
          ${perRecord(n)}`,
  );
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
export const auditReceipt = (id: number, k: number) => {
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
export const manifestReceipt = (clientSeqNo: string, batchNo: string, k: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Manifest xmlns="urn:Declaration:datamodel:standard:CN:MT9999:1">
  <Head><MessageID>CN_MT9999_1p0_${clientSeqNo}</MessageID><FunctionCode>2</FunctionCode><MessageType>MT9999</MessageType>
    <SenderID>EPORT</SenderID><ReceiverID>DXPENT0000012345</ReceiverID><SendTime>2026112510${two(k)}00123</SendTime><Version>1.0</Version></Head>
  <Response>
    <BorderTransportMeans><JourneyID>${batchNo}</JourneyID></BorderTransportMeans>
    <ResponseType><Code>01</Code><Text>ok ${k}</Text></ResponseType>
  </Response>
</Manifest>`;
