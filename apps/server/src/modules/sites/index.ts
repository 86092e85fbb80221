import type { FastifyInstance } from 'fastify';
import { siteRoutes } from './sites.routes.ts';

/** The white-label sites' public configuration (`/site/config`). */
export async function sitesModule(app: FastifyInstance): Promise<void> {
  await app.register(siteRoutes);
}
