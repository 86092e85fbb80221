// `npm start`: install what is missing, build the web app when stale, then run the server
// (it migrates, seeds demo data into an empty database and serves API and web).
import { spawn } from 'node:child_process';
import { buildWeb, ensureInstalled, log, root } from './lib.mjs';

const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);
const built = await buildWeb();
if (built !== 0) process.exit(built);

log('starting the server: npx tsx apps/server/src/server.ts');
const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
  shell: process.platform === 'win32',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('error', (error) => {
  console.error(`» could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM') log(`server stopped by ${signal}`);
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
