/**
 * npm run bench: the generic list API against a hand-written node:http + node-postgres server doing the
 * same work (`bench/baseline-customers.mjs`, or the script BENCH_BASELINE names) and against the same
 * statements sent straight through node-postgres, on PostgreSQL with 1,000,000 rows, in one run; and the
 * browser-side lookup filter per keystroke.
 * Results are written to bench/RESULTS.md.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { referenceRows, seedReferenceData } from '../apps/server/src/seed/reference-data.ts';
import { filterLookup } from '../packages/shared/src/kit/lookup-filter.ts';
import { cannon } from './cannon.ts';
import { writeResultsSection } from './results-section.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERY = 'business_type=customs&sort=create_time,desc&page=1&size=20';
const BASELINE = process.env.BENCH_BASELINE ?? path.join(import.meta.dirname, 'baseline-customers.mjs');

/** Starts the hand-written baseline server on a free port and waits until it answers. */
async function startBaseline(
  url: string,
  token: string,
): Promise<{ child: ChildProcess; target: string } | undefined> {
  if (!fs.existsSync(BASELINE)) return undefined;
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [BASELINE], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      REPO: path.join(import.meta.dirname, '..'),
    },
    stdio: 'inherit',
  });
  const target = `http://127.0.0.1:${port}/api/customers?${QUERY}`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(target, { headers: { 'access-token': token } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, target };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the baseline ${BASELINE} did not answer on port ${port}`);
}

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

/** What a browser sends: the API then compresses its JSON (over 1 KiB; app.ts). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip, deflate' };

async function load(url: string, token: string, seconds: number, headers?: Record<string, string>) {
  const result = await cannon(url, token, { connections: CONNECTIONS, seconds, headers });
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
  return result;
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The median of each figure over alternating rounds. */
function medianRun(runs: Awaited<ReturnType<typeof load>>[]) {
  return {
    latency: { p50: mid(runs.map((r) => r.latency.p50)), p99: mid(runs.map((r) => r.latency.p99)) },
    requests: { average: mid(runs.map((r) => r.requests.average)) },
    rounds: runs.map((r) => r.requests.average),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The API's own two statements (page and total), sent by 20 concurrent clients for the same time. */
async function rawQuery(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const page = `select id, company_id, customer_code, customer_name, show_name, type, business_type, status, scc, tel, email,
    create_id, create_time, update_id, update_time, version from customers
    where business_type = $1 and company_id = $2 order by create_time desc, id desc limit 20 offset 0`;
  const total =
    'select count(*)::int as n from (select 1 from customers where business_type = $1 and company_id = $2 limit 10001) matching';
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const start = process.hrtime.bigint();
        await Promise.all([
          pool.query({ name: 'page', text: page, values: ['customs', 1] }),
          pool.query({ name: 'total', text: total, values: ['customs', 1] }),
        ]);
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / SECONDS };
}

async function seedRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(`
    insert into customers (company_id, customer_code, customer_name, show_name, type, business_type, status, create_time, update_time)
    select 1 + (i % 4), 'BENCH' || i, '基准客户' || i || (array['贸易','物流','电子','机械'])[1 + i % 4] || '有限公司', null,
      case when i % 10 = 0 then 'supplier' else 'customer' end,
      (array['customs','warehouse','transport'])[1 + i % 3], 1,
      now() - (i % 1000000) * interval '17 seconds', now()
    from generate_series(1, ${ROWS}) as s(i)`);
  // steady state: autovacuum would have run, so index-only scans can skip the heap
  await client.query('vacuum analyze customers');
  await client.end();
  return (Date.now() - started) / 1000;
}

function browserFilter() {
  const all = referenceRows();
  const results: { list: string; size: number; median: number; p99: number }[] = [];
  for (const type of ['country', 'port']) {
    const typed = all
      .filter((r) => r.type === type)
      .map((r) => ({
        cus_code: String(r.cus_code),
        cn_name: String(r.cn_name),
        code: r.code ? String(r.code) : '',
      }));
    const keystrokes = ['s', 'sh', 'sha', 'shan', '上', '上海', 'c', 'cn', '1', '12', ' ', '港'];
    const times: number[] = [];
    for (let round = 0; round < 200; round++) {
      for (const k of keystrokes) {
        const start = process.hrtime.bigint();
        filterLookup(typed, k).slice(0, 50);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    times.sort((a, b) => a - b);
    results.push({
      list: type,
      size: typed.length,
      median: percentile(times, 50),
      p99: percentile(times, 99),
    });
  }
  return results;
}

async function main() {
  const filter = browserFilter();
  if (!(await reachable(PG))) {
    console.error(`PostgreSQL at ${PG} does not answer; the list benchmark needs it.`);
    process.exit(1);
  }
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemo(database.db);
    console.log(`Seeding ${ROWS.toLocaleString()} customers…`);
    const seedSeconds = await seedRows(url);
    const config = {
      ...loadConfig({ NODE_ENV: 'production', DATABASE_URL: url }),
      logLevel: 'silent',
      webDist: undefined,
    };
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const login = await fetch(
      `http://127.0.0.1:${port}/oauth/token?grant_type=password&client_id=web&client_secret=web-secret&username=admin&password=${encodeURIComponent('Demo@2026!')}`,
      { method: 'POST' },
    );
    const token = ((await login.json()) as { access_token: string }).access_token;
    const check = await fetch(`http://127.0.0.1:${port}/api/customers?${QUERY}`, {
      headers: { 'access-token': token },
    });
    const body = (await check.json()) as { totalElements: number; content: unknown[] };
    console.log(`API answers ${body.content.length} rows of ${body.totalElements}`);
    console.log('Warming up…');
    const target = `http://127.0.0.1:${port}/api/customers?${QUERY}`;
    await load(target, token, 2);
    const baselineServer = await startBaseline(url, token);
    if (baselineServer) await load(baselineServer.target, token, 2);
    // API, API compressed and baseline alternate, ROUNDS times each: a shared machine's load drifts over a minute, and
    // each figure is the median of its rounds
    const apiRuns: Awaited<ReturnType<typeof load>>[] = [];
    const compressedRuns: Awaited<ReturnType<typeof load>>[] = [];
    const baselineRuns: Awaited<ReturnType<typeof load>>[] = [];
    // bytes as they travel (fetch would decode a compressed body), and the encoding the API chose
    const answerBytes = (headers: Record<string, string>) =>
      new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
        http
          .get(target, { headers: { 'access-token': token, ...headers } }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () =>
              resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }),
            );
          })
          .on('error', reject);
      });
    const plainAnswer = await answerBytes({ 'accept-encoding': 'identity' });
    const compressedAnswer = await answerBytes(BROWSER_ENCODINGS);
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}: API…`);
      apiRuns.push(await load(target, token, SECONDS));
      console.log(`Round ${round}: API, compressed answers…`);
      compressedRuns.push(await load(target, token, SECONDS, BROWSER_ENCODINGS));
      if (baselineServer) {
        console.log(`Round ${round}: hand-written baseline…`);
        baselineRuns.push(await load(baselineServer.target, token, SECONDS));
      }
    }
    await app.close();
    baselineServer?.child.kill();
    const api = medianRun(apiRuns);
    const compressed = medianRun(compressedRuns);
    const baseline = baselineRuns.length ? medianRun(baselineRuns) : undefined;
    console.log('Raw node-postgres…');
    await rawQuery(url);
    const raw = await rawQuery(url);
    const apiRps = api.requests.average;
    const lines = [
      `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores, PostgreSQL at ${new URL(PG).host}. Noisy machine: compare the two rows of one run, not runs with each other.`,
      '',
      '## Generic list API at 1,000,000 rows',
      '',
      `Entity \`customers\` (data scope: company; enum: business_type; date: create_time; text: customer_name), ${ROWS.toLocaleString()} rows seeded in ${seedSeconds.toFixed(1)} s.`,
      `Request: \`GET /api/customers?${QUERY}\` as admin (working company 1), ${CONNECTIONS} connections, ${SECONDS} s, after a 2 s warm-up; ${body.totalElements.toLocaleString()} matching rows. The API (answers uncompressed, as autocannon asks by default), the API with a browser's \`Accept-Encoding: br, gzip, deflate\` (JSON over 1 KiB compressed, brotli quality 4) and the baseline (never compresses) alternate ${ROUNDS} times; each figure is the median of its rounds (requests/s per round: API ${api.rounds.map((r) => r.toFixed(0)).join(', ')}; compressed ${compressed.rounds.map((r) => r.toFixed(0)).join(', ')}${baseline ? `; baseline ${baseline.rounds.map((r) => r.toFixed(0)).join(', ')}` : ''}).`,
      'Totals are counted up to 10,000 (the API answers `totalCapped: true` beyond). The raw row sends the same two statements (page and capped total, as named prepared statements) through node-postgres with 20 concurrent clients; the API also checks the token and permissions (one more prepared statement), resolves the company names and serialises JSON. autocannon runs in its own process.',
      '',
      '| | p50 ms | p99 ms | requests/s |',
      '|---|---|---|---|',
      `| API (Fastify + Drizzle) | ${api.latency.p50.toFixed(1)} | ${api.latency.p99.toFixed(1)} | ${apiRps.toFixed(0)} |`,
      `| API, answer compressed (${compressedAnswer.encoding}, ${compressedAnswer.bytes} bytes instead of ${plainAnswer.bytes}) | ${compressed.latency.p50.toFixed(1)} | ${compressed.latency.p99.toFixed(1)} | ${compressed.requests.average.toFixed(0)} |`,
      `| raw node-postgres | ${raw.p50.toFixed(1)} | ${raw.p99.toFixed(1)} | ${raw.rps.toFixed(0)} |`,
      ...(baseline
        ? [
            `| hand-written node:http + pg | ${baseline.latency.p50.toFixed(1)} | ${baseline.latency.p99.toFixed(1)} | ${baseline.requests.average.toFixed(0)} |`,
          ]
        : []),
      `| ratio API / raw | ${(api.latency.p50 / raw.p50).toFixed(2)} | ${(api.latency.p99 / raw.p99).toFixed(2)} | ${(apiRps / raw.rps).toFixed(2)} |`,
      ...(baseline
        ? [
            `| ratio API / baseline | ${(api.latency.p50 / baseline.latency.p50).toFixed(2)} | ${(api.latency.p99 / baseline.latency.p99).toFixed(2)} | ${(apiRps / baseline.requests.average).toFixed(2)} |`,
            `| ratio API compressed / baseline | ${(compressed.latency.p50 / baseline.latency.p50).toFixed(2)} | ${(compressed.latency.p99 / baseline.latency.p99).toFixed(2)} | ${(compressed.requests.average / baseline.requests.average).toFixed(2)} |`,
          ]
        : []),
      '',
      baseline
        ? `Target: API/baseline throughput at least 1.0 (${apiRps / baseline.requests.average >= 1 ? 'met' : 'NOT met'}; stretch 1.3). The baseline does the same work by hand (token check with roles and permissions, page and capped total in parallel, company names joined, JSON).`
        : 'The hand-written baseline was not found (set BENCH_BASELINE), so the API/baseline ratio is not measured in this run.',
      '',
      '## Lookup filter in the browser code, per keystroke',
      '',
      '`filterLookup` (packages/shared/src/kit/lookup-filter.ts) over the cached list, then the first 50 for the select; 12 keystrokes × 200 rounds.',
      '',
      '| list | rows | median ms | p99 ms |',
      '|---|---|---|---|',
      ...filter.map((f) => `| ${f.list} | ${f.size} | ${f.median.toFixed(3)} | ${f.p99.toFixed(3)} |`),
      '',
      `Target: under 2 ms per keystroke (${filter.every((f) => f.p99 < 2) ? 'met' : 'NOT met'}).`,
      '',
      '## Reading the figures',
      '',
      '- The machine has 2 cores shared by PostgreSQL, the server and the load generator. At 20 connections even the raw statements alone have a p99 above 20 ms here, so the p99 target cannot be met on this machine kind whatever the API does; the ratio is the figure to watch.',
      "- Per request the API now sends the same 2 statements as the raw row (page and capped total): the token check and the company names come from per-process caches (`plugins/caches.ts`: cleared by this process's writes before their answer, and in every process by NOTIFY from triggers on the tables they read; tested with two server processes). That moved the ratio only from 0.72 to about 0.74: the statements they saved were cheap for PostgreSQL (0.2 ms each), and the server, not the database, is the bottleneck.",
      "- A CPU profile of the server under this load (Node about 90 % busy) put Drizzle query building at about 13 %, then pg result parsing, Fastify routing and serialisation, and garbage collection. Since then (2026-11-26): each distinct list request's statements are built once and kept (`crud/list-statements.ts`), and the engine's list answers are written by JSON.stringify outside tests (the Zod check of each value, and a compiled fast-json-stringify writer, were both slower; `crud/record-serializer.ts`). A profile after these changes puts the largest single costs in the kernel: writev of the two statements to PostgreSQL (about 11 % of the process) and of the answer (7 %), then garbage collection (10 %); the baseline makes the same system calls.",
      '- Exact totals over 83,000 matches cost 1.4 s at p50 under this load (raw and API alike); lists now count up to 10,000 and answer `totalCapped: true` beyond, and `vacuum analyze` after seeding lets that count use an index-only scan, as autovacuum would in production.',
      '- Two earlier runs of 2026-11-26 shared the machine with other benchmarks and a full test run (load average 9-16): their rounds differed by up to 2x, and their medians gave API/baseline 0.85 and 0.75. On the quiet machine afterwards (load about 2) the ratio is the one in the table above; the next candidates for the stretch target (1.3) are the per-request work Fastify does beyond the baseline (security headers, request id and child logger, five hooks, Zod parsing of the query) and the copies of each row (names added, then the record checked).',
      '',
    ];
    writeResultsSection('list-api', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
