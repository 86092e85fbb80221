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
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { executeRows, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference-data.ts';
import { launchChromium, loadAverage, median, WEB_DIST } from './chromium.ts';
import { pgAnswers } from './own-postgres.ts';
import { timeListFromMenu } from './pages-homes.ts';
import { callOnce, measure, serve, signIn, type Served } from './summary-calls.ts';
import { captureStatements, explainAll } from './summary-explain.ts';
import { report, type AfterChange, type DatabaseRun } from './summary-report.ts';
import { loadDocuments } from './summary-seed.ts';
import {
  APPOINTMENTS,
  BILLS,
  CALLS,
  DECLARATIONS,
  EMBEDDED_APPOINTMENTS,
  EMBEDDED_BILLS,
  EMBEDDED_DECLARATIONS,
  LIST_RUNS,
  ONLY,
  PG,
  type CallName,
} from './summary-settings.ts';

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

type Loaded = Awaited<ReturnType<typeof loadDocuments>>;

/** The database migrated, with the reference data and the demo, then the documents loaded. */
async function prepare(
  database: Database,
  label: string,
  declarations: number,
  appointments: number,
  bills: number,
): Promise<Loaded> {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemo(database.db);
  console.log(
    `${label}: loading ${declarations.toLocaleString('en')} declarations, ${appointments.toLocaleString('en')} appointments…`,
  );
  const loaded = await loadDocuments(database, declarations, appointments, bills);
  console.log(`loaded in ${loaded.seconds.toFixed(0)} s`, loaded.counts);
  return loaded;
}

/** A database's run: what was loaded, and what was measured on it. */
function runOf(
  name: string,
  loaded: Loaded,
  measured: Pick<DatabaseRun, 'figures' | 'explained' | 'loadAtStart' | 'afterChange' | 'listInBrowser'>,
): DatabaseRun {
  return {
    name,
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
    ...measured,
  };
}

async function onPostgres(): Promise<DatabaseRun | string> {
  if (!(await pgAnswers(PG))) return `PostgreSQL at ${PG} does not answer`;
  const name = `bench_summary_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ databaseUrl: url });
  try {
    const loaded = await prepare(database, 'PostgreSQL', DECLARATIONS, APPOINTMENTS, BILLS);
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
      return runOf('PostgreSQL 15', loaded, { figures, explained, loadAtStart, afterChange, listInBrowser });
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
    const loaded = await prepare(
      database,
      'Embedded',
      EMBEDDED_DECLARATIONS,
      EMBEDDED_APPOINTMENTS,
      EMBEDDED_BILLS,
    );
    const served = await serve(database, {});
    try {
      for (const user of new Set(CALLS.map((c) => c.user))) await signIn(served, user);
      const loadAtStart = loadAverage();
      const figures = await measure(served, 'embedded');
      const afterChange = await afterRelease(database, served);
      return runOf('PGlite (embedded, in memory)', loaded, {
        figures,
        explained: [],
        loadAtStart,
        afterChange,
      });
    } finally {
      await served.close();
    }
  } finally {
    await database.close();
  }
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
