/**
 * npx tsx bench/office.ts: a small office's load on the server as `npm start` runs it:
 * `GET /api/declarations?page=1&size=20` (the demo's declarations) from 40 connections for 30 s
 * (BENCH_OFFICE_SECONDS, BENCH_OFFICE_CONNECTIONS), autocannon in its own process, the server in its own
 * (its bundle under node with the heap bounded, as scripts/start.mjs starts it: scripts/server-command.mjs), on
 * - the embedded database (a fresh data directory, the demo seeded by the server): with the list answers
 *   kept in memory (the default), the same while a clerk saves a customer twice a second (every save
 *   clears the kept answers), and with them off (LIST_CACHE=0: every request reads the database);
 * - PostgreSQL (a database created and dropped here, seeded by the server the same way).
 * Reports requests/s, p50, p99, timeouts and errors, and the server's resident memory (VmRSS of its
 * process) idle after start and during the load (median and peak of samples every 250 ms).
 * Writes its section of bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { loadAverage, machine, median, startServerProcess, type ServerProcess } from './chromium.ts';
import { cannon } from './cannon.ts';
import { writeResultsSection } from './results-section.ts';
import { bundleServer, SERVER_BUNDLE, serverNodeArgs } from '../scripts/server-command.mjs';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_OFFICE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_OFFICE_CONNECTIONS ?? 40);
const PATH = '/api/declarations?page=1&size=20';
const NODE_ARGS = serverNodeArgs();

/** The server as `npm start` runs it (its bundle, heap bounded), on the office's data directory. */
const startServer = (env: Record<string, string>, dataDir: string): Promise<ServerProcess> =>
  startServerProcess(
    // the inbox watcher runs as in an office
    { RECEIPT_WATCHER: '1', ...env },
    { nodeArgs: NODE_ARGS, dataDir, bundle: SERVER_BUNDLE },
  );

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(
    `http://127.0.0.1:${port}/oauth/token?grant_type=password&client_id=web&client_secret=web-secret` +
      `&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const load = (url: string, token: string, seconds: number) =>
  cannon(url, token, { connections: CONNECTIONS, seconds, timeoutSeconds: 10 });

/** A clerk saving a customer twice a second while the load runs (each save clears the kept answers). */
function startWriter(port: number, token: string): () => Promise<number> {
  let running = true;
  let saves = 0;
  const base = `http://127.0.0.1:${port}/api/customers`;
  const headers = { 'access-token': token };
  const loop = (async () => {
    const list = (await (await fetch(`${base}?page=1&size=10&sort=id,asc`, { headers })).json()) as {
      content: { id: number }[];
    };
    const id = list.content[0]!.id;
    while (running) {
      const one = (await (await fetch(`${base}/${id}`, { headers })).json()) as { version: number };
      const res = await fetch(`${base}/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ tel: `0592-${String(saves).padStart(7, '0')}`, version: one.version }),
      });
      if (res.ok) saves += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return saves;
  };
}

interface Scenario {
  database: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  idleMb: number;
  loadMedianMb: number;
  loadPeakMb: number;
  saves?: number;
}

async function measure(
  database: string,
  label: string,
  env: Record<string, string>,
  dataDir: string,
  withWriter = false,
): Promise<Scenario> {
  const server = await startServer(env, dataDir);
  try {
    const token = await signIn(server.port);
    const url = `http://127.0.0.1:${server.port}${PATH}`;
    const check = await fetch(url, { headers: { 'access-token': token } });
    if (!check.ok) throw new Error(`${PATH}: ${check.status}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = rssMb(server.pid);
    await load(url, token, 3);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), 250);
    const stopWriter = withWriter ? startWriter(server.port, token) : undefined;
    const result = await load(url, token, SECONDS);
    const saves = await stopWriter?.();
    clearInterval(sampler);
    const scenario: Scenario = {
      database,
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      timeouts: result.timeouts,
      errors: result.errors + result.non2xx,
      idleMb,
      loadMedianMb: median(samples),
      loadPeakMb: Math.max(...samples),
      ...(saves !== undefined ? { saves } : {}),
    };
    console.log(scenario);
    return scenario;
  } finally {
    await server.stop();
  }
}

/** The first start, which creates and seeds the database: its resident memory idle, then stopped. */
async function firstStart(env: Record<string, string>, dataDir: string): Promise<number> {
  const server = await startServer(env, dataDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return rssMb(server.pid);
  } finally {
    await server.stop();
  }
}

async function onPostgres(): Promise<Scenario[]> {
  const name = `bench_office_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG), { pathname: `/${name}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-office-'));
  try {
    await firstStart({ DATABASE_URL: url }, dataDir);
    return [await measure('PostgreSQL 15', 'reads', { DATABASE_URL: url }, dataDir)];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const startedAt = new Date();
  const load = loadAverage();
  await bundleServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-office-'));
  let scenarios: Scenario[];
  try {
    // the first start creates and seeds the database (as a fresh clone's `npm start` does), measured under the load too
    scenarios = [
      await measure('embedded (PGlite)', 'first start (creates and seeds the demo), reads', {}, dataDir),
      await measure('embedded (PGlite)', 'reads, list answers kept (default)', {}, dataDir),
      await measure('embedded (PGlite)', 'reads while a clerk saves twice a second', {}, dataDir, true),
      await measure(
        'embedded (PGlite)',
        'reads, list answers not kept (LIST_CACHE=0)',
        { LIST_CACHE: '0' },
        dataDir,
      ),
      ...(await onPostgres()),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const baseline = 39.5;
  const lines = [
    "## A small office's load (`bench/office.ts`)",
    '',
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}; load average ${load} at the start. The server in its own process as \`npm start\` runs it (\`node ${NODE_ARGS.join(' ')} dist/server/server.mjs\`, the bundle of scripts/build-server.mjs), autocannon in its own: \`GET ${PATH}\` as admin, ${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up. The embedded database is created and seeded with the demo by the first scenario's start (a fresh data directory, as a fresh clone's first \`npm start\`); each later scenario starts the server again on it, as an office's server restarts on its data (PostgreSQL: created and seeded by a first start, then measured after a restart). Memory is the server process's VmRSS: idle 2 s after its first answer, and during the load (median and peak of samples every 250 ms).`,
    '',
    '| database | scenario | requests/s | × the probe (39.5/s) | p50 ms | p99 ms | timeouts | errors | RSS idle MB | RSS under load MB (median / peak) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...scenarios.map(
      (s) =>
        `| ${s.database} | ${s.label}${s.saves !== undefined ? ` (${s.saves} saves)` : ''} | ${s.rps.toFixed(0)} | ${(s.rps / baseline).toFixed(1)} | ${s.p50} | ${s.p99} | ${s.timeouts} | ${s.errors} | ${s.idleMb.toFixed(0)} | ${s.loadMedianMb.toFixed(0)} / ${s.loadPeakMb.toFixed(0)} |`,
    ),
    '',
    'Targets (issue 32): at least 1,000 requests/s on the embedded database with p99 under 100 ms, at least 900/s while a clerk saves; under 400 MB resident under this load, the very first start included (issue 12 asked 400/s, p99 under 500 ms).',
    '',
    `Load average at the end: ${loadAverage()}.`,
    '',
    'Where the time goes (runs of 2026-11-26):',
    '',
    "- **Issue 32 (run of 2026-11-28 18:17, load 0.1-2.4)**: on a quiet machine every target of the issue is met: 3,024-4,291 requests/s with p99 26-37 ms (target 1,000/s, p99 under 100 ms), 4,559/s while a clerk saves twice a second (target 900/s; rounds of one run differ by a third, so the save costs no measurable share), 351-366 MB resident under load on the very first start of a fresh data directory (target under 400 MB). The slip the issue found (347-357/s) was the kept answers being written again on every hit and 40 connections reading the same page at once after a change; kept pages are now their JSON bytes and concurrent identical reads share one read (`plugins/list-cache.ts`). The earlier run of 2026-11-28 (1,563/s, p99 115 ms; 602/s while saving) met a load of 6 falling to 1.3 from other agents' work.",
    "- **Reading the database on every request, the embedded engine does one statement at a time**: the page of 20 declarations (139 columns, parsed in JavaScript from the engine's answer) cost about 5 ms of the engine, its capped count about 1 ms, a name lookup about 0.7 ms; with the server's own work (about 6 ms: routing, checks, writing 67 kB of JSON) one request held the process about 13 ms, so 40 connections queue behind each other (the probe's 39.5/s with 26 timeouts; 28/s and 69 timeouts here under a full test run).",
    "- **What changed**: the embedded server keeps each list answer (per entity, query and caller's scope) until a table it was read from changes: every write statement notifies `app_changes` with its table at commit (migration 0029, only in the embedded engine's session), which drops the answers read from that table before the writer goes on, so a reader never sees an answer older than a committed write. The job queue's polling and sign-in records touch other tables and keep the answers. The answer is written by JSON.stringify (the Zod check of every field, kept in tests, and a compiled fast-json-stringify writer were both slower on this 67 kB page). Each list request's statements are built once per distinct request.",
    "- **Memory**: the embedded engine has 32 MB of shared buffers (PGLITE_SHARED_BUFFERS). Since 2026-11-28 a new embedded database is created, migrated and seeded by a child process (apps/server/src/bootstrap.ts, prepareInChildProcess) while the server loads its modules, so what creating and seeding leave behind ends with that child: the first start's row above is the server on a fresh data directory, under the 400 MB target like the restarts. Before, the first start stayed at 400-452 MB (452 MB idle in a same-load comparison on 2026-11-28, 310 MB with the child).",
    '- **PostgreSQL** keeps no list answers (several processes share it; the server scales with the pool): every request reads the page and the count and parses 139 columns, here on two cores shared with the database server, the load generator and a test run.',
  ];
  writeResultsSection('office', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
