/**
 * npx tsx bench/finance-statement-export.ts: a statement (对账单) of BENCH_STATEMENT_LINES (50,000) charge lines
 * exported through the API as a workbook (GET /api/statements/:id/xlsx, streamed with exceljs's
 * WorkbookWriter straight into the reply, lines read in keyset batches), on PostgreSQL (127.0.0.1:5432). The
 * server runs as its own process on a throw-away database (seeded with the demo at its first start); the
 * lines are inserted with one INSERT … SELECT generate_series (not timed), the statement is made through
 * POST /api/statements (timed), then exported twice at each size (a tenth of the lines, and all of them) while
 * the server's resident memory (/proc/<pid>/status VmRSS) is sampled every 20 ms. Writes its section of
 * bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { login, rssKb, startServer as startDevServer, stopServer } from './dev-server.ts';
import { dbUrl, pgAnswers, PG_URL } from './own-postgres.ts';
import { writeResultsSection } from './results-section.ts';

const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 50_000);
const RUNS = 2;
const PORT = 19_000 + (process.pid % 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const TOPIC = 'finance-statement-export';
const mb = (kb: number) => Math.round(kb / 1024);
const startServer = (databaseUrl: string, dataDir: string) =>
  startDevServer({ port: PORT, databaseUrl, dataDir, nodeOptions: '--max-old-space-size=256', tries: 900 });

/** Lines of C0001 in the admin's company, in one month of 2040 per size (no demo line falls there). */
async function seedLines(db: pg.Client, month: string, n: number) {
  await db.query(
    `insert into bills (company_id, bill_no, io_type, party_type, customer_code, party_name, charge_item_id,
       source_type, source_no, event_date, quantity, unit_price, currency, amount, exchange_rate, bill_currency,
       bill_amount, status)
     select c.id, 'FYB' || $1 || lpad(g::text, 7, '0'), 'receivable', 'customer', 'C0001', '厦门嘉禾贸易有限公司',
       (select min(id) from charge_items), 'manual', '5316' || lpad(g::text, 14, '0'),
       ($1 || '-01')::date + (g % 28), 1, 100 + (g % 900) / 100.0, 'CNY', 100 + (g % 900) / 100.0, 1, 'CNY',
       100 + (g % 900) / 100.0, 'confirmed'
     from generate_series(1, $2::int) g,
       (select company_id as id from customers where customer_code = 'C0001' order by id limit 1) c`,
    [month, n],
  );
}

interface Measure {
  lines: number;
  createMs: number;
  ms: number;
  beforeKb: number;
  peakKb: number;
  bytes: number;
}

async function exportOnce(pid: number, token: string, id: number) {
  const beforeKb = rssKb(pid);
  let peakKb = beforeKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/statements/${id}/xlsx`, { headers: { 'access-token': token } });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  return { ms, beforeKb, peakKb, bytes };
}

async function main() {
  if (!(await pgAnswers())) {
    writeResultsSection(TOPIC, '### Statement export\n\nSkipped: no PostgreSQL answered at ' + PG_URL);
    return;
  }
  const name = `bench_statement_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statement-'));
  let server: ChildProcess | undefined;
  const all: Measure[] = [];
  let idleKb = 0;
  try {
    await stopServer(await startServer(dbUrl(name), dataDir));
    const db = new pg.Client({ connectionString: dbUrl(name) });
    await db.connect();
    const sizes = [Math.round(LINES / 10), LINES];
    for (const [i, n] of sizes.entries()) await seedLines(db, `2040-0${i + 1}`, n);
    await db.query('vacuum analyze bills');
    await db.end();
    server = await startServer(dbUrl(name), dataDir);
    const token = await login(BASE);
    const pid = server.pid!;
    idleKb = rssKb(pid);
    for (const [i, n] of sizes.entries()) {
      const t0 = performance.now();
      const res = await fetch(`${BASE}/api/statements`, {
        method: 'POST',
        headers: { 'access-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({
          io_type: 'receivable',
          customer_code: 'C0001',
          period_from: `2040-0${i + 1}-01`,
          period_to: `2040-0${i + 1}-28`,
          bill_currency: 'CNY',
        }),
      });
      const createMs = performance.now() - t0;
      const s = (await res.json()) as { id: number; line_count: number };
      if (res.status !== 201 || s.line_count !== n) throw new Error(`statement of ${n}: ${res.status}`);
      for (let r = 0; r < RUNS; r++) {
        const m = await exportOnce(pid, token, s.id);
        console.log(
          `${n} lines: ${Math.round(m.ms)} ms, RSS before ${mb(m.beforeKb)} MB, peak ${mb(m.peakKb)} MB, ${(m.bytes / 1e6).toFixed(1)} MB`,
        );
        all.push({ lines: n, createMs, ...m });
      }
    }
  } finally {
    if (server) await stopServer(server);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  writeResultsSection(TOPIC, report(all, idleKb));
}

function report(all: Measure[], idleKb: number): string {
  const rows = all.map(
    (m) =>
      `| ${m.lines.toLocaleString('en')} | ${(m.createMs / 1000).toFixed(1)} s | ${(m.ms / 1000).toFixed(1)} s | ` +
      `${Math.round((m.lines * 1000) / m.ms).toLocaleString('en')} | ${mb(m.beforeKb)} MB | ${mb(m.peakKb)} MB | ` +
      `+${mb(m.peakKb - m.beforeKb)} MB | ${(m.bytes / 1e6).toFixed(1)} MB |`,
  );
  const small = all.filter((m) => m.lines < LINES);
  const big = all.filter((m) => m.lines === LINES);
  const growth = (ms: Measure[]) => Math.max(...ms.map((m) => m.peakKb - m.beforeKb));
  return [
    '### Finance: statement export (`bench/finance-statement-export.ts`)',
    '',
    `\`npx tsx bench/finance-statement-export.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ` +
      `Node ${process.version}, PostgreSQL at 127.0.0.1:5432, server in its own process with ` +
      '`--max-old-space-size=256` (as `npm start`), idle RSS after start ' +
      `${mb(idleKb)} MB; load average ${os.loadavg()[0]!.toFixed(1)} at the end (the machine is shared: times ` +
      'are slower than on an idle one; the memory figures are the point). ' +
      'A statement is made through `POST /api/statements` (collecting the lines: "create"), ' +
      'then `GET /api/statements/:id/xlsx` is read to the end by the client (streamed workbook, lines in keyset ' +
      'batches of 1,000). RSS before = the server just before the request; peak = its largest resident set ' +
      'sampled every 20 ms during the download.',
    '',
    '| lines | create | export | lines/s | RSS before | peak RSS | growth | file |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    small.length && big.length
      ? `- 10× the lines: memory growth during the export ${mb(growth(small))} MB → ${mb(growth(big))} MB (flat when ` +
        'the two are close: no line is held beyond its batch).'
      : '',
    '',
  ].join('\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
