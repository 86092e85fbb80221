/**
 * The render part of bench/passports-manifests.ts: SAS121 and MT1401 messages made up in memory (each a
 * little different), rendered alone and rendered then written through the folder adapter's outbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ZONE_BOOK } from '../apps/server/src/seed/bonded-demo.ts';
import type { Sas121Source } from '../apps/server/src/modules/bonded/sas121-message.ts';
import type { ManifestSource } from '../apps/server/src/modules/customs-message/manifest-message.ts';
import { writeOutboxMessage } from '../apps/server/src/modules/channels/folder-channel.ts';
import { IN_FLIGHT, RUNS } from './passports-manifests-settings.ts';
import { median, pool, timed } from './timing.ts';

/** Message `i`: a loaded vehicle with 3 goods lines from 2 bound inventory lists, each a little different. */
export function sas121Source(i: number, at: Date): Sas121Source {
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
export function manifestSource(i: number, at: Date): ManifestSource {
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

export async function benchRender<S>(sources: S[], render: (s: S) => string, seqNo: (s: S) => string) {
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
