/**
 * npx tsx bench/restart.ts: how long the server of `npm start` is away after `kill -9`. The supervisor
 * (scripts/supervisor.mjs, as npm start runs it) runs the server bundle on a fresh data directory (the
 * embedded database, the demo seeded by the first start); the server process is then killed with SIGKILL
 * BENCH_RESTART_RUNS times (default 5) and the time from the kill to the next 200 of /readyz (the image's
 * health check: the database answers) is measured. Each restart waits the supervisor's first back-off of
 * 1 s (the server had been up over a minute, or it is its first death). Writes its section of bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { loadAverage, machine, median, ROOT } from './chromium.ts';
import { writeResultsSection } from './results-section.ts';
import { bundleServer } from '../scripts/server-command.mjs';

const RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  );

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main() {
  const bundle = await bundleServer();
  const port = await freePort();
  let output = '';
  const supervisor = spawn(process.execPath, [path.join(ROOT, 'scripts/supervisor.mjs'), bundle], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor.stdout.on('data', (d: Buffer) => (output += d.toString()));
  supervisor.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const pids = () => [...output.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  try {
    // the first start creates, migrates and seeds the embedded database
    await until(() => ready(port), 300_000, `the first start:\n${output}`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = pids();
      const pid = before.at(-1)!;
      const killed = performance.now();
      process.kill(pid, 'SIGKILL');
      await until(() => pids().length > before.length, 60_000, `restart ${run + 1}:\n${output}`);
      await until(() => ready(port), 60_000, `ready after restart ${run + 1}:\n${output}`);
      times.push(performance.now() - killed);
      console.log(`restart ${run + 1}: ${(times.at(-1)! / 1000).toFixed(2)} s`);
    }
    const med = median(times);
    const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    writeResultsSection(
      'restart',
      `## Restart after a crash (bench/restart.ts)

The server of \`npm start\` (its bundle under the supervisor, \`scripts/supervisor.mjs\`) on the embedded
database with the demo data, killed with \`kill -9\` ${RUNS} times: the time from the kill to the next 200 of
\`/readyz\` (the database answers; the image's health check). Each holds the supervisor's back-off, the new
process's start (open the database, the start-up sync of reference data, the takeover of what the dead
process held) and listening. The kills follow each other within seconds, so the back-off doubles from the
first (1 s, 2 s, 4 s, …; it resets after a minute of uptime), as it should for a server that keeps dying:
the first run is what one crash costs, the later ones show the back-off.

| Runs | First (one crash) | Median | Slowest | Each |
|---|---|---|---|---|
| ${RUNS} | ${fmt(times[0]!)} | ${fmt(med)} | ${fmt(Math.max(...times))} | ${times.map(fmt).join(', ')} |

Machine: ${machine()}; load average ${loadAverage()}. Measured ${new Date().toISOString().slice(0, 10)}.`,
    );
    console.log(`median ${fmt(med)}`);
  } finally {
    supervisor.kill('SIGTERM');
    await new Promise((r) => supervisor.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
