/**
 * npx tsx bench/declarations.ts: the declaration message and receipt throughput.
 * - messages: 1,000 declaration messages of 20 goods lines each, rendered in memory; rendered and written
 *   one at a time through the folder adapter (`writeOutboxMessage`: temp file forced to disk, linked into
 *   <main>/outbox, the outbox synced); rendered by concurrent senders and written through the channel
 *   delivery, which writes the messages of concurrent sends together (one directory sync per batch);
 * - receipts, on the embedded database (PGlite in memory) and on PostgreSQL (127.0.0.1:5432, a database
 *   created and dropped here; BENCH_PG_URL names the server, BENCH_PG=0 skips it): 1,000 DEC_RESULT
 *   receipts parsed only; recorded one transaction each (`recordReceiptFile`); recorded in batches
 *   (`recordChannelReceipts`); the inbox watcher one file at a time (the old path) and in batches (claim,
 *   read, record, move to processed/); two batched watchers passing over one folder at once (each receipt
 *   recorded once, which the run checks).
 * Medians over BENCH_RUNS runs after a warm-up. Writes its section of bench/RESULTS.md (BENCH_RESULTS_FILE:
 * another file; BENCH_MESSAGES_ONLY=1: the messages only, printed, nothing written).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { executeRows, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { InboxWatcher, type WatcherDeps } from '../apps/server/src/modules/receipts/inbox-watcher.ts';
import { parseReceipt } from '../apps/server/src/modules/receipts/receipt-parser.ts';
import { recordChannelReceipts } from '../apps/server/src/modules/receipts/receipt-batch.ts';
import { recordReceiptFile } from '../apps/server/src/modules/receipts/receipts.service.ts';
import { isRejectedReceipt } from '../apps/server/src/modules/receipts/receipt-watcher.plugin.ts';
import { benchMessages } from './declarations-messages.ts';
import { BATCH, LINES, MESSAGES, RECEIPTS, RUNS, SENDERS, TARGET } from './declarations-settings.ts';
import { onOwnPostgres } from './own-postgres.ts';
import { writeResultsSection } from './results-section.ts';
import { notes } from './declarations-notes.ts';
import { median, rate, timed } from './timing.ts';

const fmt = (n: number) => n.toLocaleString('en');
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

// ---------------------------------------------------------------------------------------------------
// Receipts

/** The codes of the measured rounds: none of them raises charge lines (P does: measured on its own). */
const CODES = ['7', 'L', 'J'];
const PATHS = 5; // one at a time, batched, watcher one at a time, watcher batched, two watchers
/** Receipt `i` of step `k` (a later notice time each step) with the round's code. */
const receiptXml = (i: number, k: number, code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><DEC_RESULT><CUS_CIQ_NO>B${String(i).padStart(17, '0')}</CUS_CIQ_NO>` +
  `<ENTRY_ID></ENTRY_ID><NOTICE_DATE>2024-05-${String(1 + Math.floor(k / 24)).padStart(2, '0')}T${String(k % 24).padStart(2, '0')}:00:00</NOTICE_DATE>` +
  `<CHANNEL>${code}</CHANNEL><NOTE>benchmark ${k}</NOTE></DEC_RESULT>`;

const quiet: WatcherDeps['log'] = { info() {}, warn() {}, error: (o, m) => console.error(m, o) };

/** Watchers over one inbox holding the receipts of step k: two passes (first sight, then stable and taken). */
async function watchOnce(db: Database['db'], k: number, code: string, watchers: number, batched: boolean) {
  const main = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  fs.mkdirSync(path.join(main, 'inbox'));
  for (let i = 0; i < RECEIPTS; i++)
    fs.writeFileSync(path.join(main, 'inbox', `r${i}.xml`), receiptXml(i, k, code));
  const all = Array.from(
    { length: watchers },
    () =>
      new InboxWatcher(
        {
          folders: async () => [main],
          handle: async (content, name) => void (await recordReceiptFile(db, content, name)),
          ...(batched ? { handleBatch: (files) => recordChannelReceipts(db, files) } : {}),
          isRejection: isRejectedReceipt,
          log: quiet,
        },
        { intervalMs: 1000, batchSize: BATCH },
      ),
  );
  await Promise.all(all.map((w) => w.pass()));
  const ms = await timed(() => Promise.all(all.map((w) => w.pass())).then(() => undefined));
  const processed = fs.readdirSync(path.join(main, 'processed')).length;
  fs.rmSync(main, { recursive: true, force: true });
  if (processed !== RECEIPTS) throw new Error(`${processed} of ${RECEIPTS} receipts processed`);
  return ms;
}

/** Charge items of the declarations' contract: per declaration, and a minimum per gross ton. */
const CHARGE_ITEMS = 2;

/** A customs contract of the declarations' customer, so a release raises its lines (as in an office). */
async function customsContract(db: Database['db']) {
  await db.execute(sql`insert into charge_items (code, name, io_type, type, unit, event) values
    ('B1', '报关代理费', 'receivable', 'customs', 'declaration', 'declaration_released'),
    ('B3', '重量附加费', 'receivable', 'customs', 'ton', 'declaration_released')`);
  await db.execute(
    sql`insert into contract_schemes (code, name, type, business_type) values ('S1', '方案', 'customer', 'customs')`,
  );
  await db.execute(sql`insert into contracts (company_id, contract_no, name, party_type, customer_code, party_name,
      scheme_id, business_type, valid_from, valid_to, currency, settle_currency)
    values (1, 'HT1', '甲', 'customer', 'BENCH01', '甲公司', 1, 'customs', '2000-01-01', '2099-12-31', 'CNY', 'CNY')`);
  await db.execute(sql`insert into contract_items (company_id, customer_code, contract_id, charge_item_id, price, min_charge, free_qty)
    select 1, 'BENCH01', 1, i.id, 150, case i.code when 'B3' then 20 else 0 end, 0 from charge_items i`);
}

const billCount = async (db: Database['db']) =>
  Number((await executeRows<{ n: number }>(db, sql`select count(*)::int as n from bills`))[0]!.n);

async function benchReceipts(database: Database) {
  const db = database.db;
  await db.execute(sql`insert into declarations (ie_flag, cd_status, client_seq_no, qp_sn, return_content,
      cd_company_id, customer_code, gross_weight)
    select '0', '20', lpad(g::text, 18, '0'), 'B' || lpad(g::text, 17, '0'), '[]'::jsonb, 1, 'BENCH01', 1500
    from generate_series(0, ${RECEIPTS - 1}) as g`);
  await customsContract(db);
  const t = { parse: [] as number[], single: [] as number[], batched: [] as number[] };
  const w = { single: [] as number[], batched: [] as number[], two: [] as number[] };
  // round 0 warms up (JIT, the database's first touches of its pages) and is not counted; every path of
  // a round records the same code (P and R also raise charge lines), each at a later time
  for (let round = 0; round <= RUNS; round++) {
    const keep = (list: number[], value: number) => void (round > 0 && list.push(value));
    const code = CODES[round % CODES.length]!;
    const step = (p: number) => round * PATHS + p;
    const files = (k: number) =>
      Array.from({ length: RECEIPTS }, (_, i) => ({
        name: `r${i}.xml`,
        content: Buffer.from(receiptXml(i, k, code)),
      }));
    const one = files(step(0));
    keep(t.parse, await timed(() => void one.forEach((f) => parseReceipt(f.content))));
    keep(
      t.single,
      await timed(async () => {
        for (const f of one) await recordReceiptFile(db, f.content, f.name);
      }),
    );
    const many = files(step(1));
    keep(
      t.batched,
      await timed(async () => {
        for (let i = 0; i < many.length; i += BATCH) {
          const outcomes = await recordChannelReceipts(db, many.slice(i, i + BATCH));
          if (outcomes.some((o) => !o.ok)) throw new Error('a receipt of the batch was not recorded');
        }
      }),
    );
    keep(w.single, await watchOnce(db, step(2), code, 1, false));
    keep(w.batched, await watchOnce(db, step(3), code, 1, true));
    keep(w.two, await watchOnce(db, step(4), code, 2, true));
  }
  // released (P): the batch's declarations are charged in its transaction, one statement per batch
  const released = await watchOnce(db, (RUNS + 1) * PATHS, 'P', 1, true);
  const lines = await billCount(db);
  // the same receipts again (a channel delivering a batch twice): recorded before, nothing charged twice
  await watchOnce(db, (RUNS + 1) * PATHS, 'P', 1, true);
  if (lines !== RECEIPTS * CHARGE_ITEMS || (await billCount(db)) !== lines)
    throw new Error(`${lines} charge lines for ${RECEIPTS} released declarations (${CHARGE_ITEMS} each)`);
  const steps = (RUNS + 1) * PATHS + 1;
  const [done] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from declarations where jsonb_array_length(return_content) = ${steps}`,
  );
  const [claims] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from recorded_receipts`,
  );
  if (Number(done?.n) !== RECEIPTS || Number(claims?.n) !== RECEIPTS * steps)
    throw new Error('a receipt was lost or recorded twice');
  if (process.env.BENCH_DEBUG) console.log(database.kind, { t, w });
  return {
    parse: median(t.parse),
    single: median(t.single),
    batched: median(t.batched),
    watchSingle: median(w.single),
    watchBatched: median(w.batched),
    watchTwo: median(w.two),
    released,
  };
}

type ReceiptFigures = Awaited<ReturnType<typeof benchReceipts>>;

async function onEmbedded(): Promise<ReceiptFigures> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    return await benchReceipts(database);
  } finally {
    await database.close();
  }
}

/** On a PostgreSQL database of its own, created and dropped here; a string says why it did not run. */
async function onPostgres(): Promise<ReceiptFigures | string> {
  if (process.env.BENCH_PG === '0') return 'skipped (BENCH_PG=0)';
  return onOwnPostgres('bench_receipts', async (database) => {
    await database.migrate();
    return benchReceipts(database);
  });
}

// ---------------------------------------------------------------------------------------------------

const started = new Date();
const loadBefore = loadAverage();
const m = await benchMessages();
if (process.env.BENCH_MESSAGES_ONLY === '1') {
  console.log(m);
  process.exit(0);
}
const embedded = await onEmbedded();
const postgres = await onPostgres();
const loadAfter = loadAverage();

const met = (n: number) => (n >= TARGET ? 'met' : 'not met');
const row = (what: string, ms: number, n: number, unit: string, bold = false) => {
  const r = `${fmt(rate(n, ms))} ${unit}/s`;
  return `| ${what} | ${fmt(Math.round(ms))} ms | ${bold ? `**${r}**` : r} |`;
};
const receiptRows = (f: ReceiptFigures) =>
  [
    row('parse only', f.parse, RECEIPTS, 'receipts'),
    row('parse + record, one transaction each (`recordReceiptFile`)', f.single, RECEIPTS, 'receipts'),
    row(
      `parse + record, ${BATCH} per transaction (\`recordChannelReceipts\`)`,
      f.batched,
      RECEIPTS,
      'receipts',
    ),
    row('inbox watcher, one file at a time (claim, read, record, move)', f.watchSingle, RECEIPTS, 'receipts'),
    row(`inbox watcher, batches of ${BATCH}`, f.watchBatched, RECEIPTS, 'receipts', true),
    row('two batched watchers on one inbox at once (each receipt once)', f.watchTwo, RECEIPTS, 'receipts'),
    row(
      `inbox watcher, batches of ${BATCH}, every receipt P (${CHARGE_ITEMS} charge lines raised per declaration, once)`,
      f.released,
      RECEIPTS,
      'receipts',
    ),
  ].join('\n');
const pgFigures = typeof postgres === 'string' ? null : postgres;
const receiptTable = (title: string, f: ReceiptFigures | string) =>
  typeof f === 'string'
    ? `**${title}**: ${f}.`
    : `**${title}**\n\n| what | median time | throughput |\n|---|---:|---:|\n${receiptRows(f)}`;

const markdown = `## Declaration messages and receipts (\`bench/declarations.ts\`)

Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}; load average ${loadBefore} at the start, ${loadAfter} at the end (the machine is shared: compare the rows of one run rather than runs of different days). ${fmt(MESSAGES)} declaration messages of ${LINES} goods lines (${Math.round(m.bytes / 1024)} kB each); ${fmt(RECEIPTS)} DEC_RESULT receipts on as many declarations; medians of ${RUNS} runs after a warm-up.

**Targets (issue 12, item 3)**: ≥ ${fmt(TARGET)} receipts/s through the inbox watcher — embedded ${met(rate(RECEIPTS, embedded.watchBatched))} (${fmt(rate(RECEIPTS, embedded.watchBatched))}/s), PostgreSQL ${pgFigures ? `${met(rate(RECEIPTS, pgFigures.watchBatched))} (${fmt(rate(RECEIPTS, pgFigures.watchBatched))}/s)` : 'not measured'}; ≥ ${fmt(TARGET)} messages/s rendered and written through the folder channel — ${met(rate(MESSAGES, m.grouped))} (${fmt(rate(MESSAGES, m.grouped))}/s; no database work in this path, the same figure for both databases).

**Messages** (file system only)

| what | median time | throughput |
|---|---:|---:|
${row('render only (in memory)', m.render, MESSAGES, 'messages')}
${row('render + write one at a time (`writeOutboxMessage`: temp file synced, linked into outbox, outbox synced)', m.single, MESSAGES, 'messages')}
${row(`render + write by ${SENDERS} concurrent senders through the channel delivery (messages written together, one outbox sync per batch)`, m.grouped, MESSAGES, 'messages', true)}

${receiptTable('Receipts, embedded PGlite (in memory)', embedded)}

${receiptTable('Receipts, PostgreSQL 127.0.0.1:5432 (a database of its own)', postgres)}

Batched against one at a time in this run: recording ${(embedded.single / embedded.batched).toFixed(1)}× faster on the embedded database${pgFigures ? ` and ${(pgFigures.single / pgFigures.batched).toFixed(1)}× on PostgreSQL` : ''}; the watcher ${(embedded.watchSingle / embedded.watchBatched).toFixed(1)}×${pgFigures ? ` and ${(pgFigures.watchSingle / pgFigures.watchBatched).toFixed(1)}×` : ''}; messages ${(m.single / m.grouped).toFixed(1)}× (rendering alone is ${fmt(rate(MESSAGES, m.render))}/s, so writing now costs ${Math.round((100 * (m.grouped - m.render)) / m.grouped)} % of the batched path).
`;
writeResultsSection('declarations', `${markdown}\n${notes(BATCH)}`, process.env.BENCH_RESULTS_FILE);
console.log(markdown);
