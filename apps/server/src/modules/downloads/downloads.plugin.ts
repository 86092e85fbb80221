import type { FastifyInstance } from 'fastify';
import { FileStore } from '../../plugins/file-store.ts';
import { exportRoutes } from '../exports/export.routes.ts';
import { registerExportJob } from '../exports/export.job.ts';
import { downloadRoutes } from './downloads.routes.ts';

/** Download tasks and exports: the file store, the export job type, the download and export routes. */
export async function registerDownloads(app: FastifyInstance) {
  app.decorate('files', new FileStore(app.config.filesDir));
  registerExportJob(app);
  await app.register(downloadRoutes);
  await app.register(exportRoutes);
}
