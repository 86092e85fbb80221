import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './bootstrap.ts';
import { writeServerPid } from './ops/server-pid.ts';

const config = loadConfig();
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
