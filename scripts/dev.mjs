// `npm run dev`: the server with reload (tsx watch, on PORT or 8080) and the web app with hot reload
// (vite on :5173, proxying the API to the server), side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureInstalled, log, root } from './lib.mjs';

const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { API_URL: `http://localhost:${process.env.PORT ?? 8080}`, ...process.env },
  }),
];
log(
  'server on http://localhost:' +
    (process.env.PORT ?? 8080) +
    ' (reloads), web app on http://localhost:5173/index/',
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
