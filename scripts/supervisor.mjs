// The supervisor of `npm start` (scripts/start.mjs): runs the server bundle in WORKERS processes and brings
// back any that dies, with back-off, until it is asked to stop. Plain Node ESM with no dependencies.
//
//   node scripts/supervisor.mjs [bundle]     supervises an already built bundle (tests, bench/restart.ts)
//
// One worker is a plain child process. Several (PostgreSQL only) are node:cluster workers: Node 20, the
// oldest Node this runs on, has no SO_REUSEPORT listen option (`reusePort` came in 22.12), and the cluster's
// primary (this process, which is there anyway to restart them) hands each new connection to the workers in
// turn, where SO_REUSEPORT spreads them by a hash of the client's address. The workers share the work as
// separate server processes on one database always have (LISTEN/NOTIFY, FOR UPDATE SKIP LOCKED, the process
// lease of apps/server/src/plugins/process-lease.ts).
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log as defaultLog, root } from './lib.mjs';
import { SERVER_BUNDLE, serverNodeArgs } from './server-command.mjs';

/** The first wait before a restart, doubled after each quick death up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** A process that served this long before dying is restarted after FIRST_DELAY_MS again. */
export const STEADY_MS = 60_000;

/** The wait before the next start after `failures` deaths in a row (each within STEADY_MS of its start). */
export function restartDelay(failures) {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures));
}

/**
 * How many server processes to run: WORKERS (default 1; `auto`: the machine's cores). The embedded
 * database (no DATABASE_URL) is one process's: more than one is refused with a log line and 1 is run.
 */
export function workerCount(env = process.env, log = defaultLog) {
  const raw = String(env.WORKERS ?? '').trim() || '1';
  const wanted = raw === 'auto' ? os.availableParallelism() : Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1)
    throw new Error(`WORKERS must be a positive whole number or "auto", got "${raw}"`);
  if (wanted > 1 && !env.DATABASE_URL) {
    log(
      `WORKERS=${raw} ignored: the embedded database (PGlite) belongs to one process; ` +
        'set DATABASE_URL to a PostgreSQL server to run several. Running 1 server process',
    );
    return 1;
  }
  return wanted;
}

const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exited with code ${code}`);

/**
 * Runs `workers` server processes and restarts each one that ends without having been asked to, after
 * restartDelay (logged with the cause). `stop(signal)` passes the signal on and restarts nothing more.
 * Answers `{ stop, done, pids }`: `done` resolves with the exit code once every process has ended after a
 * stop (0 when each stopped cleanly), `pids()` the live processes' ids.
 */
export function supervise({
  bundle = SERVER_BUNDLE,
  nodeArgs = serverNodeArgs(),
  env = process.env,
  workers = 1,
  cwd = root,
  log = defaultLog,
} = {}) {
  const slots = Array.from({ length: workers }, (_, i) => ({
    n: i + 1,
    child: undefined,
    startedAt: 0,
    failures: 0,
    timer: undefined,
  }));
  let stopping = false;
  let cleanStop = true;
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));
  const name = (slot) => (workers > 1 ? `server worker ${slot.n}` : 'server');

  if (workers > 1) cluster.setupPrimary({ exec: bundle, execArgv: nodeArgs, cwd });

  const checkDone = () => {
    if (stopping && slots.every((s) => !s.child)) finish(cleanStop ? 0 : 1);
  };

  function launch(slot) {
    slot.timer = undefined;
    if (stopping) return checkDone();
    const child =
      workers > 1
        ? cluster.fork(env).process
        : spawn(process.execPath, [...nodeArgs, bundle], { cwd, stdio: 'inherit', env });
    slot.child = child;
    slot.startedAt = Date.now();
    log(`${name(slot)} started (pid ${child.pid})`);
    let ended = false;
    const onEnd = (code, signal, error) => {
      if (ended) return;
      ended = true;
      slot.child = undefined;
      if (stopping) {
        if (error || !(code === 0 || signal === 'SIGINT' || signal === 'SIGTERM' || signal === 'SIGHUP'))
          cleanStop = false;
        if (signal && !['SIGINT', 'SIGTERM', 'SIGHUP'].includes(signal))
          log(`${name(slot)} (pid ${child.pid}) ${describeExit(code, signal)} while stopping`);
        return checkDone();
      }
      const upMs = Date.now() - slot.startedAt;
      if (upMs >= STEADY_MS) slot.failures = 0;
      const delay = restartDelay(slot.failures);
      slot.failures += 1;
      const cause = error ? `could not start: ${error.message}` : describeExit(code, signal);
      log(
        `${name(slot)} (pid ${child.pid}) ${cause} after ${(upMs / 1000).toFixed(1)} s: ` +
          `restarting in ${delay / 1000} s`,
      );
      slot.timer = setTimeout(() => launch(slot), delay);
    };
    child.once('exit', (code, signal) => onEnd(code, signal));
    child.once('error', (error) => onEnd(null, null, error));
  }

  for (const slot of slots) launch(slot);

  return {
    done,
    pids: () => slots.flatMap((s) => (s.child?.pid ? [s.child.pid] : [])),
    /**
     * Stops every process with `signal` and restarts none. `forward: false` when the processes got the
     * signal themselves (Ctrl-C in a terminal reaches the whole process group: a second SIGINT from here
     * would cut their shutdown short).
     */
    stop(signal = 'SIGTERM', { forward = true } = {}) {
      if (!stopping) {
        stopping = true;
        log(`stopping the server (${signal}): no restarts`);
      }
      for (const slot of slots) {
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = undefined;
        if (forward && slot.child && slot.child.exitCode === null && slot.child.signalCode === null)
          slot.child.kill(signal);
      }
      checkDone();
    },
  };
}

/** Stops the supervised server on SIGINT, SIGTERM and SIGHUP, then exits with its code. */
export function stopOnSignals(supervisor) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () =>
      supervisor.stop(signal, { forward: !(signal === 'SIGINT' && process.stdin.isTTY) }),
    );
  }
  void supervisor.done.then((code) => process.exit(code));
}

// `node scripts/supervisor.mjs [bundle]`: supervises a built bundle as npm start does (no install, no build)
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const bundle = path.resolve(process.argv[2] ?? SERVER_BUNDLE);
  const workers = workerCount();
  stopOnSignals(supervise({ bundle, workers }));
}
