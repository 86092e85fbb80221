// Helpers shared by scripts/start.mjs, scripts/test.mjs and scripts/build-web.mjs.
// Plain Node ESM with no dependencies: these run before node_modules exists on a fresh clone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const isWindows = process.platform === 'win32';

export function log(message) {
  console.log(`» ${message}`);
}

/** Runs a command with inherited stdio in the repo root; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      shell: isWindows,
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', (error) => {
      console.error(`» could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of a file or of any file below a directory (0 when absent). */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why dependencies must be installed, or undefined when node_modules is current. */
export function installReason() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (!fs.existsSync(path.join(root, 'node_modules')) || installed === undefined)
    return 'node_modules is missing';
  const lock = mtime(path.join(root, 'package-lock.json'));
  if (lock !== undefined && lock > installed) return 'package-lock.json is newer than node_modules';
  return undefined;
}

/** Installs dependencies when missing or out of date: `npm ci` on a fresh clone, else `npm install`. */
export async function ensureInstalled() {
  const reason = installReason();
  if (!reason) return 0;
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  const useCi = fresh && fs.existsSync(path.join(root, 'package-lock.json'));
  const args = [useCi ? 'ci' : 'install', '--no-audit', '--no-fund'];
  log(`${reason}: npm ${args.join(' ')}`);
  const code = await run('npm', args);
  if (code !== 0) console.error(`» npm ${args[0]} failed (exit ${code})`);
  return code;
}

const webDir = path.join(root, 'apps/web');
const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'vite-precompress.ts'),
  path.join(webDir, 'package.json'),
  // the product's version, which the build puts in (vite.config.ts)
  path.join(root, 'package.json'),
  path.join(root, 'packages/shared/src'),
];

/** True when apps/web/dist is missing or older than any web source file. */
export function webIsStale() {
  const built = mtime(path.join(webDir, 'dist/index.html'));
  if (built === undefined) return true;
  return webSources.some((source) => newestMtime(source) > built);
}

/** Builds the web app (always when force, else only when stale); resolves with the exit code. */
export async function buildWeb({ force = false, stdio = undefined } = {}) {
  if (!force && !webIsStale()) {
    log('web app is up to date (apps/web/dist)');
    return 0;
  }
  log('building the web app: npm run build -w apps/web');
  // A production bundle whatever NODE_ENV the caller runs with (vite honours NODE_ENV).
  const code = await run('npm', ['run', 'build', '-w', 'apps/web'], {
    env: { NODE_ENV: 'production' },
    ...(stdio ? { stdio } : {}),
  });
  if (code !== 0) console.error(`» web build failed (exit ${code})`);
  return code;
}
