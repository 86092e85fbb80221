import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './bootstrap.ts';

const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp(config, database);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Serving on http://localhost:${config.port} (database: ${database.kind})`);
