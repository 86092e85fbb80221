/**
 * How bench/run.ts measures the list API: autocannon rounds with the CPU each request cost the server and
 * PostgreSQL, their medians over the rounds, and the same statements sent straight through node-postgres.
 */
import pg from 'pg';
import { cannon } from './cannon.ts';
import { cpuByCommand, cpuMs } from './proc-cpu.ts';
import { CONNECTIONS, SECONDS } from './run-settings.ts';

/** What a browser sends: the API then compresses its JSON (over 1 KiB; app.ts). */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip, deflate' };

export async function load(url: string, token: string, seconds: number, headers?: Record<string, string>) {
  const result = await cannon(url, token, { connections: CONNECTIONS, seconds, headers });
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);
  return result;
}

/** Where a measured round's CPU is read: the server's process, and the database's backends of one database. */
export interface CpuProbe {
  serverPid: number;
  /** The pids of the database's client backends now. */
  backends: () => Promise<number[]>;
}

/**
 * A load round with the CPU it cost per request (ms): the server process (all its threads) and the
 * PostgreSQL backends of the benchmark's database. Unlike requests/s these barely move with the other
 * processes of a shared machine. Backends started during the round count from zero.
 */
export async function measuredLoad(probe: CpuProbe | undefined, ...args: Parameters<typeof load>) {
  const server = probe && cpuMs(probe.serverPid);
  const pgBefore = probe ? cpuByCommand('postgres') : undefined;
  const result = await load(...args);
  if (!probe || server === undefined || !pgBefore) return { ...result, cpu: undefined };
  const serverMs = (cpuMs(probe.serverPid) ?? NaN) - server;
  let pgMs = 0;
  for (const pid of await probe.backends()) pgMs += (cpuMs(pid) ?? 0) - (pgBefore.get(pid) ?? 0);
  const n = result.requests.total || 1;
  return { ...result, cpu: { server: serverMs / n, pg: pgMs / n } };
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The median of each figure over alternating rounds. */
export function medianRun(runs: Awaited<ReturnType<typeof measuredLoad>>[]) {
  const cpu = runs.every((r) => r.cpu)
    ? { server: mid(runs.map((r) => r.cpu!.server)), pg: mid(runs.map((r) => r.cpu!.pg)) }
    : undefined;
  return {
    latency: { p50: mid(runs.map((r) => r.latency.p50)), p99: mid(runs.map((r) => r.latency.p99)) },
    requests: { average: mid(runs.map((r) => r.requests.average)) },
    rounds: runs.map((r) => r.requests.average),
    cpu,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The API's own two statements (page and total), sent by 20 concurrent clients for the same time. */
export async function rawQuery(url: string) {
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
