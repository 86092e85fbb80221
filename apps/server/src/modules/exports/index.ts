import type { FastifyInstance } from 'fastify';
import { registerExportJob } from './export.job.ts';
import { exportRoutes } from './export.routes.ts';

/** Exports to Excel: the `export` job type and the routes that queue an export. */
export async function exportsModule(app: FastifyInstance): Promise<void> {
  registerExportJob(app);
  await app.register(exportRoutes);
}
