import type { FastifyInstance } from 'fastify';
import { FileStore } from '../../plugins/file-store.ts';
import { scheduleExportSweep } from './export-sweeper.ts';

/** Download tasks' file store (decorated on the app as `files`) and the hourly sweep of expired export files; the `/download/*` calls are the adapters'. */
export async function downloadsModule(app: FastifyInstance): Promise<void> {
  app.decorate('files', new FileStore(app.config.filesDir));
  scheduleExportSweep(app);
}
