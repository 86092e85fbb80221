/**
 * The send and receipt part of bench/passports-manifests.ts: the real app on the embedded database
 * (prepared as `npm start` prepares it), confirmed passports declared and manifests submitted through it
 * one at a time and in flight, then their receipts recorded as the inbox watcher records them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { pgliteOf } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { parseReceipt } from '../apps/server/src/modules/receipts/receipt-parser.ts';
import { recordChannelReceipt } from '../apps/server/src/modules/receipts/receipts.service.ts';
import {
  auditReceipt,
  insertManifests,
  insertPassports,
  intArray,
  manifestReceipt,
  rows,
} from './passports-manifests-seed.ts';
import {
  DB_RUNS,
  IN_FLIGHT,
  LOADED,
  PROBED,
  RECEIPTS,
  SENDS,
  WARM_UP,
} from './passports-manifests-settings.ts';
import { per, probed } from './pglite-probe.ts';
import { median, pool, timed } from './timing.ts';

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

export async function benchApp() {
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
