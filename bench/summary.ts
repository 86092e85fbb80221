/**
 * npx tsx bench/summary.ts: the home tab's and the data board's summary calls at scale.
 * - PostgreSQL (127.0.0.1:5432, a database created and dropped here): BENCH_SUMMARY_DECLARATIONS
 *   (1,000,000) declarations over the last 365 days and BENCH_SUMMARY_APPOINTMENTS (100,000) appointments
 *   over ±60 days for the demo's first company (the clerk's), inserted set-based (generate_series; the
 *   tables' secondary indexes dropped for the load and built again; their charges raised once, as the
 *   sweep would have; then `vacuum analyze` as autovacuum would have done);
 * - the embedded database (PGlite in memory, as `npm start` without DATABASE_URL) at a tenth of that
 *   (BENCH_SUMMARY_EMBEDDED_DECLARATIONS, BENCH_SUMMARY_EMBEDDED_APPOINTMENTS);
 * each call (clerk, service, finance, admin, partner, trend, board) through the API as its demo holder:
 * sequential requests (autocannon -c 1 in its own process; BENCH_SUMMARY_ROUNDS rounds, interleaved,
 * medians), then BENCH_SUMMARY_CONNECTIONS concurrent connections for the throughput; the server's
 * 5-minute charge sweep off meanwhile (its cost is timed after the load);
 * - where the time goes: every statement a call sends through `queryRows` is captured once and run again
 *   under EXPLAIN (ANALYZE, BUFFERS), with the plan PostgreSQL picks for these values and with the
 *   generic plan a named prepared statement may switch to after five runs;
 * the board page's JavaScript is weighed with the other pages by bench/pages.ts.
 * Writes its section of bench/RESULTS.md. BENCH_SUMMARY_ONLY=postgres,embedded picks the parts;
 * BENCH_SUMMARY_KEEP=1 keeps the PostgreSQL database; BENCH_SUMMARY_EXPLAIN_FILE writes the plans as JSON.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { executeRows, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference-data.ts';
import { cannon, type CannonResult } from './cannon.ts';
import { loadDocuments } from './summary-seed.ts';
import { launchChromium, loadAverage, median, WEB_DIST } from './chromium.ts';
import { timeListFromMenu } from './pages-homes.ts';
import { writeResultsSection } from './results-section.ts';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DECLARATIONS = Number(process.env.BENCH_SUMMARY_DECLARATIONS ?? 1_000_000);
const APPOINTMENTS = Number(process.env.BENCH_SUMMARY_APPOINTMENTS ?? 100_000);
const BILLS = Number(process.env.BENCH_SUMMARY_BILLS ?? 100_000);
const EMBEDDED_BILLS = Number(process.env.BENCH_SUMMARY_EMBEDDED_BILLS ?? 10_000);
const EMBEDDED_DECLARATIONS = Number(process.env.BENCH_SUMMARY_EMBEDDED_DECLARATIONS ?? 100_000);
const EMBEDDED_APPOINTMENTS = Number(process.env.BENCH_SUMMARY_EMBEDDED_APPOINTMENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_SUMMARY_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_SUMMARY_CONNECTIONS ?? 8);
const ONLY = (process.env.BENCH_SUMMARY_ONLY ?? 'postgres,embedded').split(',');
const TARGET_MS = 50;

/** Each call and the demo user who holds it (the summary test's holders). */
const CALLS = [
  { call: 'clerk', user: 'clerk' },
  { call: 'service', user: 'service' },
  { call: 'finance', user: 'accountant' },
  { call: 'admin', user: 'admin' },
  { call: 'partner', user: 'partner01' },
  { call: 'trend', user: 'clerk' },
  { call: 'board', user: 'board' },
  { call: 'income', user: 'accountant' },
  { call: 'week', user: 'partner01' },
  { call: 'open-statements', user: 'partner01' },
] as const;
type CallName = (typeof CALLS)[number]['call'];

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------------
// Loading the documents

// ---------------------------------------------------------------------------------------------------
// The server and its calls

interface Served {
  port: number;
  tokens: Record<string, string>;
  close: () => Promise<void>;
}

async function serve(database: Database, env: Record<string, string>, webDist?: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-summary-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, RECEIPT_WATCHER: '0', ...env }),
    logLevel: 'silent',
    // the built web app only where the browser is timed (the list from the menu)
    webDist,
    // the charge sweep (as in tests) off: raised once after the load, and each later run is timed there
    nodeEnv: 'test',
  };
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  return {
    port,
    tokens: {},
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(served: Served, username: string) {
  const [id, secret] = username.startsWith('partner')
    ? ['customer', 'customer-secret']
    : ['web', 'web-secret'];
  const res = await fetch(
    `http://127.0.0.1:${served.port}/oauth/token?grant_type=password&client_id=${id}&client_secret=${secret}` +
      `&username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  served.tokens[username] = ((await res.json()) as { access_token: string }).access_token;
}

const urlOf = (served: Served, call: CallName) => `http://127.0.0.1:${served.port}/api/summary/${call}`;

async function callOnce(served: Served, call: CallName, user: string) {
  const res = await fetch(urlOf(served, call), { headers: { 'access-token': served.tokens[user]! } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${call}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A fixed number of requests (enough for about `seconds` at the latency `probeMs`, at least 5 per
 * connection), so that a slow call still gives its percentiles instead of timing out.
 */
async function load(
  url: string,
  token: string,
  connections: number,
  seconds: number,
  probeMs: number,
): Promise<CannonResult> {
  const amount = Math.max(
    5 * connections,
    Math.min(20_000, Math.round((seconds * 1000 * connections) / Math.max(0.5, probeMs))),
  );
  const result = await cannon(url, token, { connections, amount, timeoutSeconds: 300 });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result;
}

interface CallFigures {
  call: CallName;
  p50: number;
  p90: number;
  p99: number;
  rps1: number;
  rpsN: number;
  p50N: number;
  samples: number;
  bytes: number;
}

/** Every call: a warm-up, ROUNDS sequential runs interleaved across the calls (medians), a concurrent run. */
async function measure(served: Served, label: string): Promise<CallFigures[]> {
  const runs = new Map<CallName, CannonResult[]>(CALLS.map((c) => [c.call, []]));
  const bytes = new Map<CallName, number>();
  const probe = new Map<CallName, number>();
  for (const { call, user } of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      bytes.set(call, JSON.stringify(await callOnce(served, call, user)).length);
      times.push(performance.now() - t0);
    }
    probe.set(call, median(times));
    await load(urlOf(served, call), served.tokens[user]!, 1, 2, median(times));
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const { call, user } of CALLS) {
      const r = await load(urlOf(served, call), served.tokens[user]!, 1, SECONDS, probe.get(call)!);
      runs.get(call)!.push(r);
      console.log(
        `${label} round ${round} ${call}: p50 ${r.latency.p50} ms, p90 ${r.latency.p90}, p99 ${r.latency.p99}, ` +
          `${r.requests.average.toFixed(1)} req/s (load ${loadAverage()})`,
      );
    }
  }
  const figures: CallFigures[] = [];
  for (const { call, user } of CALLS) {
    const concurrent = await load(
      urlOf(served, call),
      served.tokens[user]!,
      CONNECTIONS,
      SECONDS,
      median(runs.get(call)!.map((r) => r.latency.p50)) * CONNECTIONS,
    );
    const rs = runs.get(call)!;
    figures.push({
      call,
      p50: median(rs.map((r) => r.latency.p50)),
      p90: median(rs.map((r) => r.latency.p90)),
      p99: median(rs.map((r) => r.latency.p99)),
      rps1: median(rs.map((r) => r.requests.average)),
      rpsN: concurrent.requests.average,
      p50N: concurrent.latency.p50,
      samples: rs.reduce((n, r) => n + r.requests.total, 0),
      bytes: bytes.get(call)!,
    });
    console.log(
      `${label} ${call} at ${CONNECTIONS} connections: ${concurrent.requests.average.toFixed(1)} req/s`,
    );
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------
// Where the time goes

interface Captured {
  call: CallName;
  text: string;
  params: unknown[];
}

/** One request of each call with the statements it sends through `queryRows` recorded. */
async function captureStatements(database: Database, served: Served): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = database.queryRows.bind(database);
  let current: CallName | undefined;
  database.queryRows = <T>(name: string, text: string, params: unknown[]) => {
    if (current) captured.push({ call: current, text, params });
    return original<T>(name, text, params);
  };
  try {
    for (const { call, user } of CALLS) {
      current = call;
      await callOnce(served, call, user);
      current = undefined;
    }
  } finally {
    database.queryRows = original;
  }
  // the auth lookups go through queryRows too; keep the summary's own statements
  return captured.filter((c) =>
    /\b(declarations|appointments|bills|statements|task_orders|inventory_lists|login_logs|account_books|transport_orders)\b/.test(
      c.text,
    ),
  );
}

interface Explained {
  call: CallName;
  text: string;
  params: unknown[];
  statement: string;
  customMs: number;
  genericMs: number;
  plan: string;
  genericPlan: string;
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
const shortSql = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/"declarations"\./g, '')
    .replace(/"appointments"\./g, '')
    .trim();

/** EXPLAIN ANALYZE of each captured statement (median of 3), with its custom and its generic plan. */
async function explainAll(url: string, captured: Captured[]): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: Explained[] = [];
  try {
    const explain = async (c: Captured, generic: boolean) => {
      await client.query(`set plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
      const plans: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.query({
          text: `explain (analyze, buffers) ${c.text}`,
          values: c.params as unknown[],
          types: { getTypeParser: () => (v: string) => v } as unknown as pg.CustomTypesConfig,
        });
        plans.push(res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      plans.sort((a, b) => executionMs(a) - executionMs(b));
      return plans[1]!;
    };
    for (const c of captured) {
      const plan = await explain(c, false);
      const genericPlan = await explain(c, true);
      out.push({
        call: c.call,
        text: c.text,
        params: c.params,
        statement: shortSql(c.text),
        customMs: executionMs(plan),
        genericMs: executionMs(genericPlan),
        plan,
        genericPlan,
      });
    }
  } finally {
    await client.end();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------

interface DatabaseRun {
  name: string;
  declarations: number;
  appointments: number;
  loadSeconds: number;
  indexes: number;
  partnerRows: number;
  monthRows: number;
  bills: number;
  finance: { bills: number; statements: number; payments: number; seconds: number };
  chargeSeconds: number;
  sweepSeconds: number;
  figures: CallFigures[];
  explained: Explained[];
  loadAtStart: string;
  afterChange: AfterChange;
  /** The clerk's declaration list from the menu in Chromium: menu click → rows, ms per run. */
  listInBrowser?: number[] | string;
}

const LIST_RUNS = Number(process.env.BENCH_SUMMARY_LIST_RUNS ?? 5);
const LIST_TARGET_MS = 1000;

/** The declaration list at this size in the browser (the built web app served by this server). */
async function listFromMenu(served: Served): Promise<number[] | string> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) return 'no web build (node scripts/build-web.mjs)';
  // one session per account: the clerk's token of the measured calls would make the browser's sign-in
  // ask to force it off
  const clerk = served.tokens.clerk;
  if (clerk)
    await fetch(
      `http://127.0.0.1:${served.port}/oauth/revoke_token?access_token=${encodeURIComponent(clerk)}`,
    );
  const browser = await launchChromium();
  try {
    return await timeListFromMenu(browser, served.port, LIST_RUNS);
  } catch (err) {
    // the calls' figures are the section's; a failed browser run is said there, not lost with them
    console.error(err);
    return `the browser run failed (${String(err).split('\n')[0]})`;
  } finally {
    await browser.close();
  }
}

interface AfterChange {
  trend: number;
  board: number;
  rounds: number;
}

/**
 * The trend and the board right after a declaration released today changed its release time (as a
 * receipt would): today's clearance figures are computed again on that first call (the summary tables
 * keep the other days). Medians of `rounds` change-then-call pairs, one connection.
 */
async function afterRelease(database: Database, served: Served, rounds = 20): Promise<AfterChange> {
  const [today] = await executeRows<{ id: number }>(
    database.db,
    sql`select id from declarations where pass_time >= ${new Date(Date.now() - 6 * 3_600_000).toISOString()}::timestamptz
         order by id limit 1`,
  );
  if (!today) throw new Error('no declaration released in the last hours');
  const timed = async (call: CallName, user: string) => {
    await database.db.execute(
      sql`update declarations set pass_time = pass_time + interval '1 second' where id = ${today.id}`,
    );
    const started = performance.now();
    await callOnce(served, call, user);
    return performance.now() - started;
  };
  const trend: number[] = [];
  const board: number[] = [];
  for (let i = 0; i < rounds; i++) {
    trend.push(await timed('trend', 'clerk'));
    board.push(await timed('board', 'board'));
  }
  return { trend: median(trend), board: median(board), rounds };
}

async function onPostgres(): Promise<DatabaseRun | string> {
  if (!(await reachable(PG))) return `PostgreSQL at ${PG} does not answer`;
  const name = `bench_summary_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemo(database.db);
    console.log(
      `PostgreSQL: loading ${DECLARATIONS.toLocaleString('en')} declarations, ${APPOINTMENTS.toLocaleString('en')} appointments…`,
    );
    const loaded = await loadDocuments(database, DECLARATIONS, APPOINTMENTS, BILLS);
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s`, loaded.counts);
    const served = await serve(database, { DATABASE_URL: url }, WEB_DIST);
    try {
      for (const user of new Set(CALLS.map((c) => c.user))) await signIn(served, user);
      const captured = await captureStatements(database, served);
      const loadAtStart = loadAverage();
      const figures = await measure(served, 'postgres');
      const afterChange = await afterRelease(database, served);
      const listInBrowser = await listFromMenu(served);
      console.log(`EXPLAIN ANALYZE of ${captured.length} statements…`);
      const explained = await explainAll(url, captured);
      return {
        name: 'PostgreSQL 15',
        declarations: loaded.counts.d,
        appointments: loaded.counts.a,
        loadSeconds: loaded.seconds,
        indexes: loaded.indexes,
        partnerRows: loaded.counts.partner,
        monthRows: loaded.counts.month,
        bills: loaded.counts.bills,
        finance: loaded.finance,
        chargeSeconds: loaded.chargeSeconds,
        sweepSeconds: loaded.sweepSeconds,
        figures,
        explained,
        loadAtStart,
        afterChange,
        listInBrowser,
      };
    } finally {
      await served.close();
    }
  } finally {
    await database.close();
    if (process.env.BENCH_SUMMARY_KEEP === '1') console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onEmbedded(): Promise<DatabaseRun> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemo(database.db);
    console.log(
      `Embedded: loading ${EMBEDDED_DECLARATIONS.toLocaleString('en')} declarations, ${EMBEDDED_APPOINTMENTS.toLocaleString('en')} appointments…`,
    );
    const loaded = await loadDocuments(
      database,
      EMBEDDED_DECLARATIONS,
      EMBEDDED_APPOINTMENTS,
      EMBEDDED_BILLS,
    );
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s`, loaded.counts);
    const served = await serve(database, {});
    try {
      for (const user of new Set(CALLS.map((c) => c.user))) await signIn(served, user);
      const loadAtStart = loadAverage();
      const figures = await measure(served, 'embedded');
      const afterChange = await afterRelease(database, served);
      return {
        name: 'PGlite (embedded, in memory)',
        declarations: loaded.counts.d,
        appointments: loaded.counts.a,
        loadSeconds: loaded.seconds,
        indexes: loaded.indexes,
        partnerRows: loaded.counts.partner,
        monthRows: loaded.counts.month,
        bills: loaded.counts.bills,
        finance: loaded.finance,
        chargeSeconds: loaded.chargeSeconds,
        sweepSeconds: loaded.sweepSeconds,
        figures,
        explained: [],
        loadAtStart,
        afterChange,
      };
    } finally {
      await served.close();
    }
  } finally {
    await database.close();
  }
}

/** What the figures say (written from the runs of 2026-11-26, load average 3-6; not regenerated). */
const ANALYSIS: string[] = [
  'Reading the figures (runs of 2026-11-26; the first point from the run of 2026-11-28):',
  '',
  "- **Issue 32 (runs of 2026-11-28)**: on a quiet machine (the table above, load 1-2.5) every call's p99 is under 50 ms on PostgreSQL at 1,000,000 declarations and 100,000 more charge lines (3-23 ms over the runs), and on PGlite at 100,000 (4-30 ms); the home charts' calls (income as accountant, week and open-statements as partner01) are among them. Two statements were sums over whole work queues and were changed: the partner's declarations by status counted every declaration of the customer (135,000, 69 ms in EXPLAIN ANALYZE at load 25) and are now summed from `declaration_day_counts` (a few rows per day, the same numbers as the list's count: `summary.test.ts`); the finance section's receivables by age read every receivable line of their dates from the heap (35-45 ms) and now read `bills_open_receivables` (migration 0047: the open receivable lines alone, with the summed columns), 1.2 ms. The slowest statement left is the finance section's unbilled count (an index-only scan of 140,000 entries, 27 ms). An earlier run the same day at load 22-38 (six agents' test suites on two cores) gave p99 of 146-1,240 ms for the same calls: that table showed the machine, not the statements.",
  '- **Met: every call under 50 ms p50 on PostgreSQL at 1,000,000 declarations.** Trend 174 → 4 ms and board 134 → 15 ms p50 (the run above) since migration 0028: they read summary tables instead of every declaration of their window. The others (clerk, service, finance, admin, partner: 1-14 ms) were met by migration 0027 (covering indexes, no parallel plans on declarations: every statement an index-only scan).',
  "- **The summary tables (migration 0028)**: `declaration_day_counts` (company, customer, business day of creation, direction, status → n), `declaration_month_codes` (company, customer, business month, port or trade country → n) and `declaration_release_days` (company, business day of release → generation), kept in step by three statement-level triggers on declarations (insert, update, delete) with transition tables: each statement's rows are added as +1 (new) and −1 (old), grouped, and upserted in key order, so rows an update left alone in the counted columns cancel out and write nothing; a truncate counts everything again. The business day is the zone in `summary_zone`, which the server sets at start from BUSINESS_TIME_ZONE (counting every declaration again when it differs). The scope is the list's, on the tables' own company and customer columns (`company_id = $1 [and customer_code in (…)]`, or `customer_code = $1` for a partner). `apps/server/test/summary/summary-tables.test.ts` checks on both databases that the tables equal counts taken over the declarations after inserts, updates of every counted column, deletes, a zone change and a truncate, and that trend and board answer what live aggregates over the declarations say.",
  "- **Clearance times** (median and 90th percentile per day) cannot be added up. For a caller whose scope is a whole company (the board, staff not limited to some customers) each day's figures are stored in `declaration_clearance_days` with the generation of that day they were computed at; the triggers raise a day's generation whenever a release on it is added, removed, or changes its send or release time, and the trend computes again, in the same statement that reads the generations (one snapshot, so a stored row always matches its generation), only the days whose generation moved on: after a change to today's releases that is today's 2,500 or so (the line above the table). Callers limited to some customers keep the live statement over the declarations.",
  '- **Cost on writes**: one statement trigger per insert, update or delete statement on declarations; single-row inserts and status changes were +0.5-0.8 ms when this design was tried on the 1,000,000-row database; an update of columns the counts do not hold upserts nothing. Filling the tables from 1,000,000 declarations (migration, or a zone change) takes about 5 s.',
  '- **The charge sweep** (every 5 minutes in the server) took 37-48 s per run at 1,000,000 declarations although it had nothing to raise: its `up` step upserted every open charge issue again. Since then (commit f7db9ae) an issue that is still the same is left unwritten (`where (…) is distinct from (excluded.…)`). It is off while this benchmark measures; in production it competes with these calls for the two cores.',
  "- **Index-only scans need the visibility map**: the benchmark vacuums after loading, as autovacuum would. In production the pages of the current days' declarations change all day and are read from the heap until autovacuum passes, which at the default scale factor (20 %) is rare on a table of a million rows; `autovacuum_vacuum_scale_factor` and `autovacuum_vacuum_insert_scale_factor` of about 0.01 on declarations would keep these scans index-only.",
  "- **The board page's JavaScript** is measured with the other pages by `bench/pages.ts` (its section below): the board adds about 190 kB gzipped to what the app loads anyway, almost all of it the ECharts library.",
];

/** The main scan of a plan and how many rows it gave, and whether a sort spilled to disk. */
function planSummary(plan: string): string {
  const scans = [
    ...plan.matchAll(
      /((?:Parallel )?(?:Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan)(?: using \S+)? on (\w+))[^\n]*?actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/g,
    ),
  ]
    .map((m) => ({ scan: m[1]!, rows: Number(m[3]) * Number(m[4]) }))
    .sort((a, b) => b.rows - a.rows);
  const top = scans[0];
  const heap = /Heap Fetches: (\d+)/.exec(plan)?.[1];
  return [
    top
      ? `${top.scan} (${top.rows.toLocaleString('en')} rows${heap && Number(heap) > 0 ? `, ${Number(heap).toLocaleString('en')} heap fetches` : ''})`
      : '',
    /external merge/.test(plan) ? 'sort spilled to disk (work_mem)' : '',
    /Workers Launched: [1-9]/.test(plan) ? 'parallel workers' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Per call, its slowest statements under EXPLAIN ANALYZE. */
function slowest(explained: Explained[]): string[] {
  const lines = [
    '| call | statement (shortened) | EXPLAIN ANALYZE ms | generic plan ms | plan |',
    '|---|---|---:|---:|---|',
  ];
  for (const { call } of CALLS) {
    const mine = explained.filter((e) => e.call === call).sort((a, b) => b.customMs - a.customMs);
    for (const e of mine.slice(0, call === 'board' ? 4 : 2)) {
      if (e.customMs < 1 && e !== mine[0]) continue;
      const text = e.statement.replace(/\|/g, '/').replace(/"/g, '');
      lines.push(
        `| ${call} | \`${text.length > 110 ? `${text.slice(0, 107)}…` : text}\` | ${ms(e.customMs)} | ${ms(e.genericMs)} | ${planSummary(e.plan)} |`,
      );
    }
  }
  return lines;
}

const scale = (n: number) => (n >= 999_000 ? `${Math.round(n / 1e6)}M` : `${Math.round(n / 1e3)}k`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');

function report(runs: (DatabaseRun | string)[], startedAt: Date, seconds: number) {
  const done = runs.filter((r): r is DatabaseRun => typeof r !== 'string');
  const lines: string[] = [
    '## Summary calls (`bench/summary.ts`)',
    '',
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; the server in the benchmark's process, autocannon in its own; the whole run took ${Math.round(seconds / 60)} min. The machine is shared (other test runs): load average (1 / 5 / 15 min) ${done.map((r) => `${r.loadAtStart} when the ${r.name} measurement started`).join(', ')}.`,
    '',
    ...done.map(
      (r) =>
        `- **${r.name}**: ${r.declarations.toLocaleString('en')} declarations of the first company (the clerk's) created over the last 365 days (${r.monthRows.toLocaleString('en')} this month; ${r.partnerRows.toLocaleString('en')} of customer C0001, partner01's), ${r.appointments.toLocaleString('en')} appointments over ±60 days, loaded set-based in ${r.loadSeconds.toFixed(0)} s (${r.indexes} secondary indexes dropped for the load and rebuilt); their charges raised as the sweep would have (${r.bills.toLocaleString('en')} charge lines, the rest charge issues for customers without a contract; ${r.chargeSeconds.toFixed(0)} s, and ${r.sweepSeconds.toFixed(1)} s for each later sweep that finds nothing, every 5 minutes in the server); then ${r.finance.bills.toLocaleString('en')} more charge lines over the last 365 days (receivable 80 %, payable 20 %; draft or confirmed the last 20 days, invoiced or partly paid to 60 days, paid before; 2 % void), one statement per customer, month and direction (${r.finance.statements.toLocaleString('en')} statements in all, this and last month's open) and a confirmed payment per paid receivable statement (${r.finance.payments.toLocaleString('en')} payments), in ${r.finance.seconds.toFixed(0)} s, ${r.bills.toLocaleString('en')} charge lines in all; then \`vacuum analyze\`. Other tables hold the demo's rows.`,
    ),
    ...runs.filter((r): r is string => typeof r === 'string').map((r) => `- Not measured: ${r}.`),
    '',
    `Each call as its demo holder (clerk, service, accountant, admin, partner01; trend as clerk; board as board; income as accountant; week and open-statements as partner01). Sequential: one connection, ${ROUNDS} runs of about ${SECONDS} s (as many requests as ${SECONDS} s allowed in a first probe) interleaved across the calls after a warm-up; the p50 / p90 / p99 / req/s are the medians of the runs. Concurrent: ${CONNECTIONS} connections for about ${SECONDS} s. The server's 5-minute charge sweep is off while measuring (see below). Target (issue 32): p99 under ${TARGET_MS} ms on PostgreSQL at 1,000,000 declarations and 100,000 charge lines.`,
    '',
    '| call | database | p50 ms | p90 ms | p99 ms | req/s (1 conn.) | req/s (' +
      CONNECTIONS +
      ' conn.) | p50 ms (' +
      CONNECTIONS +
      ' conn.) | answer | p99 < 50 ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { call } of CALLS)
    for (const r of done) {
      const f = r.figures.find((x) => x.call === call)!;
      lines.push(
        `| ${call} | ${r.name.split(' ')[0]}, ${scale(r.declarations)} | ${ms(f.p50)} | ${ms(f.p90)} | ${ms(f.p99)} | ${f.rps1.toFixed(1)} | ${f.rpsN.toFixed(1)} | ${ms(f.p50N)} | ${kb(f.bytes)} | ${f.p99 < TARGET_MS ? 'yes' : '**no**'} |`,
      );
    }
  lines.push(
    '',
    `Right after a change to today's releases (a declaration released today moved by a second, as a receipt would move it; today's clearance figures are then computed again on the next call, the other days come from the summary tables): ${done
      .map(
        (r) =>
          `${r.name.split(' ')[0]} trend ${ms(r.afterChange.trend)} ms, board ${ms(r.afterChange.board)} ms`,
      )
      .join('; ')} (medians of ${done[0]?.afterChange.rounds ?? 0} change-then-call pairs, one connection).`,
  );
  for (const r of done)
    if (r.listInBrowser)
      lines.push(
        '',
        typeof r.listInBrowser === 'string'
          ? `The declaration list from the menu in Chromium (${r.name}): not measured, ${r.listInBrowser}.`
          : `The clerk's declaration list from the menu in headless Chromium on this server (${r.name}, ${scale(r.declarations)} declarations; a fresh browser context per run, signed in and the home settled, then 报关业务 → 报关单): menu click → first rows ${ms(median(r.listInBrowser))} ms, the median of ${r.listInBrowser.length} runs (${r.listInBrowser.map(ms).join(', ')} ms); target ≤ ${LIST_TARGET_MS} ms quiet: ${median(r.listInBrowser) <= LIST_TARGET_MS ? 'met' : '**not met**'}.`,
      );
  const explained = done.flatMap((r) => r.explained);
  if (explained.length)
    lines.push(
      '',
      '### Where the time goes',
      '',
      `Every statement a call sends (captured from one request of each, as the API sent it), run again under \`EXPLAIN (ANALYZE, BUFFERS)\` on PostgreSQL after the measurement (median of 3), with the plan PostgreSQL picks for these values and with the generic plan a named prepared statement may switch to after five runs; the slowest of each call:`,
      '',
      ...slowest(explained),
      '',
      ...ANALYSIS,
    );
  writeResultsSection('summary', lines.join('\n'));
  return lines;
}

async function main() {
  const startedAt = new Date();
  const t0 = performance.now();
  console.log(`load average at the start: ${loadAverage()}`);
  const runs: (DatabaseRun | string)[] = [];
  if (ONLY.includes('postgres')) runs.push(await onPostgres());
  if (ONLY.includes('embedded')) runs.push(await onEmbedded());
  for (const r of runs)
    if (typeof r !== 'string')
      for (const e of r.explained.sort((a, b) => b.customMs - a.customMs)) {
        console.log(
          `\n--- ${e.call}: ${e.customMs} ms (generic plan ${e.genericMs} ms)\n${e.statement}\n${e.plan}`,
        );
        if (e.genericMs > e.customMs * 1.5 + 1) console.log(`generic plan:\n${e.genericPlan}`);
      }
  const lines = report(runs, startedAt, (performance.now() - t0) / 1000);
  console.log(lines.join('\n'));
  const explained = runs.flatMap((r) => (typeof r === 'string' ? [] : r.explained));
  if (explained.length && process.env.BENCH_SUMMARY_EXPLAIN_FILE)
    fs.writeFileSync(process.env.BENCH_SUMMARY_EXPLAIN_FILE, JSON.stringify(explained, null, 2));
}

await main();
