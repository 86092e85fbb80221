// `npm start`: install what is missing, build the web app when stale, then run the server under the
// supervisor (scripts/supervisor.mjs): it migrates, seeds demo data into an empty database and serves API
// and web; a server process that dies is started again (with back-off, logged), WORKERS of them on PostgreSQL.
import path from 'node:path';
import { buildWeb, ensureInstalled, log, root } from './lib.mjs';
import { bundleServer, serverNodeArgs } from './server-command.mjs';
import { stopOnSignals, supervise, workerCount } from './supervisor.mjs';

let workers;
try {
  workers = workerCount();
} catch (error) {
  console.error(`» ${error.message}`);
  process.exit(1);
}
const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);
const built = await buildWeb();
if (built !== 0) process.exit(built);

// The server runs as its bundle under plain node (scripts/server-command.mjs), each process on its own: the
// npx and `sh -c` layers of `npx tsx …` do not pass SIGTERM on, which left the server running after
// `kill <npm start>`.
const bundle = await bundleServer();
const nodeArgs = serverNodeArgs();
log(
  `starting the server: node ${[...nodeArgs, path.relative(root, bundle)].join(' ')}` +
    (workers > 1 ? ` (${workers} workers)` : ''),
);
const supervisor = supervise({ bundle, nodeArgs, workers });
stopOnSignals(supervisor);

// `npm start` runs this file through `sh -c`; when npm is sent SIGTERM the shell dies without passing it
// on. Stop the server when this process is orphaned that way.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) {
    log('npm start went away: stopping the server');
    supervisor.stop('SIGTERM');
  }
}, 1000).unref();
