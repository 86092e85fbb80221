/**
 * npx tsx bench/scale.ts: what a second and a third server process add on one PostgreSQL. One, two and
 * three processes of the server bundle (as `npm start` runs one, scripts/server-command.mjs) on one
 * database (created here, seeded with the demo by a first start, dropped at the end) and one DATA_DIR,
 * behind a round-robin TCP proxy in its own process (apps/server/test/helpers/round-robin-proxy.ts, as a
 * load balancer in TCP mode spreads connections), under an office's mix for BENCH_SCALE_SECONDS (20):
 * - lists: `GET /api/declarations?page=1&size=20` as admin from BENCH_SCALE_CONNECTIONS (24) connections,
 *   autocannon in its own process;
 * - saves: BENCH_SCALE_CLERKS (2) clerks each creating a declaration and saving it twice more, back to back;
 * - an export running all the time: the admin's declarations exported, waited for (its push), downloaded,
 *   and started again;
 * - live notifications: BENCH_SCALE_SOCKETS (6) admin sockets (spread over the processes by the proxy)
 *   receiving the summary pushes the saves raise (every process's, through NOTIFY) and the export's.
 * Beside each: the CPU time of the database's backends (from /proc of the pids pg_stat_activity lists for
 * the database, sampled every second), of the server processes, the proxy and the whole machine.
 * The counts run BENCH_SCALE_ROUNDS (2) times, in turn up and down (1 2 3, 3 2 1); the table gives the mean.
 * Writes its section of bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer, SERVER_BUNDLE, serverNodeArgs } from '../scripts/server-command.mjs';
import { cannon } from './cannon.ts';
import { loadAverage, machine, median, startServerProcess, type ServerProcess } from './chromium.ts';
import { CpuMeter, machineTicks } from './proc-cpu.ts';
import { writeResultsSection } from './results-section.ts';
import {
  openSockets,
  signIn,
  sleep,
  startClerk,
  startExporter,
  within,
  type Stamped,
} from './scale-office-mix.ts';
import { startProxy } from './scale-proxy.ts';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 24);
const CLERKS = Number(process.env.BENCH_SCALE_CLERKS ?? 2);
const SOCKETS = Number(process.env.BENCH_SCALE_SOCKETS ?? 6);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
/** How long after the round the sockets may take to hear the last export's end. */
const HEARD_GRACE_MS = 5000;
const COUNTS = [1, 2, 3];
/** Connections of each process's pool: three processes stay well under max_connections (100). */
const POOL = 8;
const LIST = '/api/declarations?page=1&size=20';
const NODE_ARGS = serverNodeArgs();

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? NaN;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

interface Round {
  processes: number;
  listRps: number;
  listP99: number;
  listErrors: number;
  savesPerS: number;
  saveP99: number;
  exports: number;
  exportMedianS: number;
  pushesPerSocketS: number;
  pushP99: number;
  /** Every socket heard every finished export (wherever the job ran and whichever process holds it). */
  downloadsHeard: boolean;
  failures: number;
  allRps: number;
  pgCores: number;
  serverCores: number;
  proxyCores: number;
  machineBusy: number;
}

async function measure(
  processes: number,
  databaseUrl: string,
  dataDir: string,
  admin: pg.Client,
  db: string,
) {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < processes; i++)
    servers.push(
      await startServerProcess(
        { DATABASE_URL: databaseUrl, DB_POOL_MAX: String(POOL) },
        { nodeArgs: NODE_ARGS, dataDir, bundle: SERVER_BUNDLE },
      ),
    );
  const proxy = await startProxy(servers.map((s) => s.port));
  const base = `http://127.0.0.1:${proxy.port}`;
  const stops: (() => Promise<void>)[] = [];
  try {
    const adminToken = await signIn(base, 'admin');
    const sockets = await openSockets(`ws://127.0.0.1:${proxy.port}`, adminToken, SOCKETS);
    stops.push(async () => sockets.close());
    const saves: Stamped[] = [];
    const exports: Stamped[] = [];
    const failures = { n: 0 };
    for (let i = 0; i < CLERKS; i++)
      stops.push(startClerk(base, await signIn(base, 'clerk'), saves, failures));
    stops.push(startExporter(base, adminToken, sockets, exports, failures));
    await cannon(`${base}${LIST}`, adminToken, { connections: CONNECTIONS, seconds: 3, timeoutSeconds: 10 });

    const pgMeter = new CpuMeter();
    const serverMeter = new CpuMeter();
    const proxyMeter = new CpuMeter();
    const backends = async () =>
      (
        await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db])
      ).rows.map((r) => r.pid);
    const sample = async () => {
      pgMeter.sample(await backends());
      serverMeter.sample(servers.map((s) => s.pid));
      proxyMeter.sample([proxy.pid]);
    };
    await sample();
    const machineFrom = machineTicks();
    const from = Date.now();
    const sampler = setInterval(() => void sample(), 1000);
    const failuresBefore = failures.n;
    const exportsBefore = exports.length;
    const list = await cannon(`${base}${LIST}`, adminToken, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: 10,
    });
    clearInterval(sampler);
    await sample();
    const to = Date.now();
    const machineTo = machineTicks();
    const seconds = (to - from) / 1000;
    for (const stop of stops.splice(0).reverse()) await stop();
    // the exports finished since the round began, by task: each must have been heard by every socket
    const finished = exports.slice(exportsBefore).map((e) => e.id!);
    // the exporter goes on as soon as one socket hears an export's end: the others (on other processes,
    // through NOTIFY) may hear it a moment later, so they get a grace period before they count as deaf
    const heard = () => finished.every((id) => sockets.downloads.every((ids) => ids.has(id)));
    for (const until = Date.now() + HEARD_GRACE_MS; !heard() && Date.now() < until;) await sleep(50);
    const windowSaves = within(saves, from, to);
    const windowExports = within(exports, from, to);
    const pushes = within(sockets.summaries, from, to);
    const round: Round = {
      processes,
      listRps: list.requests.average,
      listP99: list.latency.p99,
      listErrors: list.errors + list.non2xx + list.timeouts,
      savesPerS: windowSaves.length / seconds,
      saveP99: p99(windowSaves.map((s) => s.ms)),
      exports: windowExports.length,
      exportMedianS: median(windowExports.map((e) => e.ms)) / 1000,
      pushesPerSocketS: pushes.length / SOCKETS / seconds,
      pushP99: p99(pushes.map((p) => p.ms)),
      downloadsHeard: heard(),
      failures: failures.n - failuresBefore,
      allRps: list.requests.average + windowSaves.length / seconds,
      pgCores: pgMeter.seconds() / seconds,
      serverCores: serverMeter.seconds() / seconds,
      proxyCores: proxyMeter.seconds() / seconds,
      machineBusy: (machineTo.busy - machineFrom.busy) / (machineTo.total - machineFrom.total),
    };
    console.log(round);
    return round;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await proxy.stop();
    for (const server of servers) await server.stop();
  }
}

function table(rounds: Round[]): string[] {
  const by = (n: number) => rounds.filter((r) => r.processes === n);
  const avg = (n: number, key: keyof Round) => mean(by(n).map((r) => Number(r[key])));
  const fmt = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  const times = (n: number, key: keyof Round) => `× ${fmt(avg(n, key) / avg(1, key), 2)}`;
  const columns: [string, (n: number) => string][] = [
    ['server processes', (n) => String(n)],
    ['all requests/s (× 1 process)', (n) => `${fmt(avg(n, 'allRps'))} (${times(n, 'allRps')})`],
    [
      'list requests/s (each round)',
      (n) =>
        `${fmt(avg(n, 'listRps'))} (${by(n)
          .map((r) => fmt(r.listRps))
          .join(', ')})`,
    ],
    ['list p99 ms', (n) => fmt(avg(n, 'listP99'))],
    ['saves/s (× 1 process)', (n) => `${fmt(avg(n, 'savesPerS'), 1)} (${times(n, 'savesPerS')})`],
    ['save p99 ms', (n) => fmt(avg(n, 'saveP99'))],
    [
      'exports finished (median s)',
      (n) => `${fmt(avg(n, 'exports'), 1)} (${fmt(avg(n, 'exportMedianS'), 1)})`,
    ],
    [
      'summary pushes per socket/s, p99 delay ms',
      (n) => `${fmt(avg(n, 'pushesPerSocketS'), 2)}, ${fmt(avg(n, 'pushP99'))}`,
    ],
    ['PostgreSQL backends CPU (cores)', (n) => fmt(avg(n, 'pgCores'), 2)],
    ['PostgreSQL CPU ms per request', (n) => fmt((avg(n, 'pgCores') * 1000) / avg(n, 'allRps'), 1)],
    ['server processes CPU (cores)', (n) => fmt(avg(n, 'serverCores'), 2)],
    ['server CPU ms per request', (n) => fmt((avg(n, 'serverCores') * 1000) / avg(n, 'allRps'), 1)],
    ['proxy CPU (cores)', (n) => fmt(avg(n, 'proxyCores'), 2)],
    ['machine busy', (n) => `${fmt(avg(n, 'machineBusy') * 100)} %`],
  ];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(columns.map(([title]) => title)),
    row(columns.map(() => '---:')),
    ...COUNTS.map((n) => row(columns.map(([, cell]) => cell(n)))),
  ];
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  await bundleServer();
  const db = `bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${db}`);
  const url = Object.assign(new URL(PG), { pathname: `/${db}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const rounds: Round[] = [];
  try {
    // the first start migrates and seeds the demo
    await (
      await startServerProcess({ DATABASE_URL: url }, { nodeArgs: NODE_ARGS, dataDir, bundle: SERVER_BUNDLE })
    ).stop();
    for (let r = 0; r < ROUNDS; r++)
      for (const n of r % 2 ? [...COUNTS].reverse() : COUNTS)
        rounds.push(await measure(n, url, dataDir, admin, db));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${db} with (force)`);
    await admin.end();
  }
  const lines = [
    '## Scale-out: one, two and three server processes on one PostgreSQL (`bench/scale.ts`)',
    '',
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}; load average ${loadAtStart} at the start, ${loadAverage()} at the end (the machine is shared with other work: absolute figures are low, compare the rows). Command: \`npm run bench -- scale\`.`,
    '',
    `The server bundle (\`node ${NODE_ARGS.join(' ')} dist/server/server.mjs\`, ${POOL} pool connections each) in 1, 2 and 3 processes on one PostgreSQL 15 database (the demo, seeded by a first start) and one DATA_DIR, behind a round-robin TCP proxy in its own process (\`apps/server/test/helpers/round-robin-proxy.ts\`); everything on this one machine, PostgreSQL included. The office mix for ${SECONDS} s after a 3 s warm-up: \`GET ${LIST}\` as admin from ${CONNECTIONS} connections (autocannon, its own process), ${CLERKS} clerks each creating a declaration and saving it twice more, back to back, an export of the admin's declarations always running (started, its end heard on the sockets, downloaded, started again), and ${SOCKETS} admin sockets spread over the processes receiving the summary pushes the saves raise and the export's pushes. "All requests" is lists plus saves. PostgreSQL CPU is the CPU time of the backends of the benchmark's database (their pids from pg_stat_activity, /proc/<pid>/stat sampled every second), not of PostgreSQL's shared background processes; "cores" is CPU seconds per second. Mean of ${ROUNDS} rounds (the counts in turn up, then down).`,
    '',
    ...table(rounds),
    '',
    ...(rounds.every((r) => r.machineBusy > 0.95) && os.loadavg()[0]! > os.cpus().length
      ? [
          `The machine was saturated by other work throughout (busy over 95 % in every round, load average above its ${os.cpus().length} cores): each row's throughput is what the processes' share of the CPU allowed, so the rows differ mostly by the scheduler's share and the rounds of one row differ as much as the rows; the CPU per request columns are the figures to compare (what a request costs the server processes and PostgreSQL), and a quiet machine is needed for the absolute figures.`,
          '',
        ]
      : []),
    `Every socket heard every finished export in every round (within ${HEARD_GRACE_MS / 1000} s of the round's end): ${rounds.every((r) => r.downloadsHeard) ? 'yes' : 'no'}; failed saves, exports or downloads: ${rounds.reduce((a, r) => a + r.failures, 0)}; list errors and timeouts: ${rounds.reduce((a, r) => a + r.listErrors, 0)}.`,
  ];
  writeResultsSection('scale', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
