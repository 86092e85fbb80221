import type { FastifyInstance } from 'fastify';
import { FileStore } from '../../plugins/file-store.ts';
import { exportRoutes } from '../exports/export.routes.ts';
import { registerExportJob } from '../exports/export.job.ts';
import { scheduleExportSweep } from './export-sweeper.ts';

/** Download tasks and exports: the file store, the export job type and the export routes (the download calls are the adapters' /download/*). */
export async function registerDownloads(app: FastifyInstance) {
  app.decorate('files', new FileStore(app.config.filesDir));
  registerExportJob(app);
  scheduleExportSweep(app);
  await app.register(exportRoutes);
}
