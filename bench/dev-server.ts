/**
 * The server from its sources in its own process, as the export benchmarks run it (bench/exports.ts,
 * bench/finance-statement-export.ts): in development mode on a fixed port, without the web app, waited
 * for until it answers; stopped; signed in as the demo's admin; and its resident memory, read from /proc.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';

const ROOT = path.join(import.meta.dirname, '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in kB (current), from /proc. */
export function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

export interface DevServerOptions {
  port: number;
  /** The database: a PostgreSQL address. */
  databaseUrl: string;
  dataDir: string;
  /** NODE_OPTIONS of the server (e.g. the old-space cap `npm start` sets). */
  nodeOptions: string;
  /** How many times /healthz is asked, 100 ms apart, before the start counts as failed. */
  tries: number;
}

export async function startServer(o: DevServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: o.dataDir,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(o.dataDir, 'no-web'),
      NODE_OPTIONS: o.nodeOptions,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < o.tries; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${o.port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The demo admin's access token from the server at `base`. */
export async function login(base: string): Promise<string> {
  const query = new URLSearchParams({
    grant_type: 'password',
    client_id: 'web',
    client_secret: 'web-secret',
    username: 'admin',
    password: DEMO_PASSWORD,
  });
  const res = await fetch(`${base}/oauth/token?${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
