import type { FastifyInstance } from 'fastify';
import { manifestRoutes } from './manifests.routes.ts';

/** Road manifests' actions, their log and the upload of a receipt file. */
export async function manifestsModule(app: FastifyInstance): Promise<void> {
  await app.register(manifestRoutes);
}
