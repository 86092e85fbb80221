/**
 * Helpers of the benchmarks that load the built web app in headless Chromium (bench/summary.ts,
 * bench/pages.ts): Debian's browser with the flags of ARCHITECTURE.md §7, the real server in its own
 * process, and the gzip -6 weight of JavaScript files.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import type { Browser } from '@playwright/test';

export const ROOT = path.join(import.meta.dirname, '..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** The machine in one line: CPU model, cores, memory, OS. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** One JavaScript file: its name, its size as served uncompressed, and gzip level 6 of it. */
export interface ScriptWeight {
  name: string;
  raw: number;
  gzip: number;
}

/**
 * The files at these addresses fetched again from the server at `port` (uncompressed) and gzipped here at
 * level 6. Node does not resolve *.localhost as Chromium does: the same path is asked of 127.0.0.1.
 */
export async function weighScripts(port: number, urls: string[]): Promise<ScriptWeight[]> {
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const { pathname, search } = new URL(url);
      const res = await fetch(`http://127.0.0.1:${port}${pathname}${search}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return {
        name: path.basename(pathname),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 6 }).length,
      };
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  /** The server's process id (its resident memory is read from /proc). */
  pid: number;
  stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  /** Flags of node before the script (e.g. the old-space cap scripts/start.mjs passes). */
  nodeArgs?: string[];
  /** An existing data directory, kept on stop; by default a fresh one, removed on stop. */
  dataDir?: string;
  /** A bundled server script (dist/server/server.mjs from `npm run build:server`) run by node without tsx. */
  bundle?: string;
}

/**
 * The real server (apps/server/src/server.ts) in its own process, as `npm start` runs it: by default a
 * fresh embedded database in a temporary directory with the demo data, serving the built web app.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.bundle
        ? [options.bundle]
        : ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')]),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // not 'production': that seeds the demo with fresh credentials; the demo's known ones are wanted here
        NODE_ENV: 'bench',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST,
        LOG_LEVEL: 'warn',
        RECEIPT_WATCHER: '0',
        ...env,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { port, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server was not ready within 300 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
