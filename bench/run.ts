/**
 * npm run bench: the generic list API against a hand-written node:http + node-postgres server doing the
 * same work (`bench/baseline-customers.mjs`, or the script BENCH_BASELINE names) and against the same
 * statements sent straight through node-postgres, on PostgreSQL with 1,000,000 rows, in one run; and the
 * browser-side lookup filter per keystroke.
 * Results are written to bench/RESULTS.md.
 */
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
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
import { profileLines, profileWhile, type ProfileSummary } from './cpu-profile.ts';
import { pgAnswers } from './own-postgres.ts';
import { procAvailable } from './proc-cpu.ts';
import { writeResultsSection } from './results-section.ts';
import { BROWSER_ENCODINGS, load, measuredLoad, medianRun, percentile, rawQuery } from './run-load.ts';
import { listApiReport } from './run-report.ts';
import { BASELINE, KEPT_DB, PG, PROFILE, QUERY, ROUNDS, ROWS, SECONDS } from './run-settings.ts';

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

/** The benchmark's customers already in a kept database. */
async function seededRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from customers where customer_code like 'BENCH%'",
  );
  await client.end();
  return rows[0]?.n ?? 0;
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
  const loadStart = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const filter = browserFilter();
  if (!(await pgAnswers(PG))) {
    console.error(`PostgreSQL at ${PG} does not answer; the list benchmark needs it.`);
    process.exit(1);
  }
  if (KEPT_DB && !/^[a-z_][a-z0-9_]*$/.test(KEPT_DB))
    throw new Error(`BENCH_DB: "${KEPT_DB}" is not a plain name`);
  const name = KEPT_DB ?? `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    let seedSeconds = NaN;
    if (!exists || (await seededRows(url)) !== ROWS) {
      if (exists) throw new Error(`BENCH_DB ${name} holds another data set: drop it or name another`);
      await seedReferenceData(database.db);
      await seedDemo(database.db);
      console.log(`Seeding ${ROWS.toLocaleString()} customers…`);
      seedSeconds = await seedRows(url);
    } else console.log(`Reusing ${ROWS.toLocaleString()} customers in ${name}`);
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
    type Run = Awaited<ReturnType<typeof measuredLoad>>;
    const apiRuns: Run[] = [];
    const compressedRuns: Run[] = [];
    const baselineRuns: Run[] = [];
    const backends = async () =>
      (
        await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
          [name],
        )
      ).rows.map((r) => r.pid);
    const apiProbe = procAvailable() ? { serverPid: process.pid, backends } : undefined;
    const baselineProbe =
      apiProbe && baselineServer?.child.pid ? { serverPid: baselineServer.child.pid, backends } : undefined;
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
      apiRuns.push(await measuredLoad(apiProbe, target, token, SECONDS));
      console.log(`Round ${round}: API, compressed answers…`);
      compressedRuns.push(await measuredLoad(apiProbe, target, token, SECONDS, BROWSER_ENCODINGS));
      if (baselineServer) {
        console.log(`Round ${round}: hand-written baseline…`);
        baselineRuns.push(await measuredLoad(baselineProbe, baselineServer.target, token, SECONDS));
      }
    }
    // one more API round with the profiler on, after the measured ones (profiling slows the process down)
    let profile: ProfileSummary | undefined;
    if (PROFILE) {
      console.log(`Profiling the API under load into ${PROFILE}…`);
      profile = await profileWhile(PROFILE, () => load(target, token, SECONDS));
      console.log(profileLines(profile).join('\n'));
    }
    await app.close();
    baselineServer?.child.kill();
    const api = medianRun(apiRuns);
    const compressed = medianRun(compressedRuns);
    const baseline = baselineRuns.length ? medianRun(baselineRuns) : undefined;
    console.log('Raw node-postgres…');
    await rawQuery(url);
    const raw = await rawQuery(url);
    const lines = listApiReport({
      api,
      compressed,
      baseline,
      raw,
      filter,
      profile,
      plainAnswer,
      compressedAnswer,
      seedSeconds,
      totalElements: body.totalElements,
      loadStart,
    });
    writeResultsSection('list-api', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    if (!KEPT_DB) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
