// `npm start`: install what is missing, build the web app when stale, then run the server
// (it migrates, seeds demo data into an empty database and serves API and web).
import { spawn } from 'node:child_process';
import { buildWeb, ensureInstalled, log, root } from './lib.mjs';

const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);
const built = await buildWeb();
if (built !== 0) process.exit(built);

// Same as `npx tsx apps/server/src/server.ts`, but one process: the npx and `sh -c` layers in between
// do not pass SIGTERM on, which left the server running after `kill <npm start>`.
// V8 sizes its heap from the machine's memory and lets garbage pile up: a million-row export then peaks at
// about 315 MB, against about 207 MB with the old space capped at 256 MB and the same speed (bench/RESULTS.md,
// idle heap about 30 MB). SERVER_HEAP_MB changes the cap; NODE_OPTIONS with a max-old-space-size wins.
const heapMb = Number(process.env.SERVER_HEAP_MB ?? 256);
const heapFlags =
  /max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') || !(heapMb > 0)
    ? []
    : [`--max-old-space-size=${heapMb}`];
log(`starting the server: tsx apps/server/src/server.ts ${heapFlags.join(' ')}`);
const server = spawn(process.execPath, [...heapFlags, '--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

const running = () => server.exitCode === null && server.signalCode === null;
let stopping = false;
const stop = (signal) => {
  if (stopping || !running()) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Ctrl-C in a terminal reaches the whole process group, the server included; a second SIGINT from
    // here would cut its shutdown short.
    if (signal === 'SIGINT' && process.stdin.isTTY) return;
    stop(signal);
  });
}
// `npm start` runs this file through `sh -c`; when npm is sent SIGTERM the shell dies without passing it
// on. Stop the server when this process is orphaned that way.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && running() && !stopping) {
    log('npm start went away: stopping the server');
    stop('SIGTERM');
  }
}, 1000).unref();

server.on('error', (error) => {
  console.error(`» could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM') log(`server stopped by ${signal}`);
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
