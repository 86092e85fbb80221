// `npm start`: install what is missing, build the web app when stale, then run the server
// (it migrates, seeds demo data into an empty database and serves API and web).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, ensureInstalled, log, root } from './lib.mjs';
import { bundleServer, serverNodeArgs } from './server-command.mjs';

const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);
const built = await buildWeb();
if (built !== 0) process.exit(built);

// The server runs as its bundle under plain node (scripts/server-command.mjs), in one process: the npx and
// `sh -c` layers of `npx tsx …` do not pass SIGTERM on, which left the server running after `kill <npm start>`.
const bundle = await bundleServer();
const nodeArgs = serverNodeArgs();
log(`starting the server: node ${[...nodeArgs, path.relative(root, bundle)].join(' ')}`);
const server = spawn(process.execPath, [...nodeArgs, bundle], {
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
