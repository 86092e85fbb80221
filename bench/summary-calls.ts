/**
 * The server of bench/summary.ts in the benchmark's process and its summary calls: each holder signed in,
 * a call made once, and every call measured with autocannon (sequential rounds, then concurrent).
 */
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { cannon, type CannonResult } from './cannon.ts';
import { loadAverage, median } from './chromium.ts';
import { CALLS, CONNECTIONS, ROUNDS, SECONDS, type CallName } from './summary-settings.ts';

export interface Served {
  port: number;
  tokens: Record<string, string>;
  close: () => Promise<void>;
}

export async function serve(
  database: Database,
  env: Record<string, string>,
  webDist?: string,
): Promise<Served> {
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

export async function signIn(served: Served, username: string) {
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

export const urlOf = (served: Served, call: CallName) =>
  `http://127.0.0.1:${served.port}/api/summary/${call}`;

export async function callOnce(served: Served, call: CallName, user: string) {
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

export interface CallFigures {
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
export async function measure(served: Served, label: string): Promise<CallFigures[]> {
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
