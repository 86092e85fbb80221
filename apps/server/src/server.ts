import { loadConfig } from './config.ts';
import {
  createsEmbeddedDatabase,
  prepareDatabase,
  prepareInChildProcess,
  PREPARE_ONLY_ENV,
} from './bootstrap.ts';
import { writeServerPid } from './ops/server-pid.ts';

const config = loadConfig();
if (process.env[PREPARE_ONLY_ENV] === '1') {
  // the child of a first start (bootstrap.ts, prepareInChildProcess): prepare the database, and end
  await (await prepareDatabase(config, console.log, { reopen: false })).close();
  process.exit(0);
}
// a new embedded database is created and seeded by a child process, whose memory goes with it, while
// this process loads the application's modules
const entry = process.argv[1];
const preparing =
  entry && createsEmbeddedDatabase(config)
    ? prepareInChildProcess(entry).then(
        () => undefined,
        (error: unknown) => error,
      )
    : undefined;
const { buildApp } = await import('./app.ts');
const failed = await preparing;
if (failed) throw failed;
const database = await prepareDatabase(config);
const app = await buildApp(config, database);
const releasePid = writeServerPid(config);

/** How long a stop waits for requests in flight before it ends the process anyway. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);

/**
 * A graceful stop (SIGTERM from docker, systemd or a terminal's Ctrl-C): no new connections, requests
 * in flight finish (new requests on open connections get 503), running jobs are handed back to the queue
 * for the next start or another process, sockets and the database are closed; then exit 0. A stop that
 * hangs past SHUTDOWN_GRACE_MS exits 1.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  await app.close();
  await database.close();
  releasePid();
  app.log.info('stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Serving on http://localhost:${config.port} (database: ${database.kind})`);
