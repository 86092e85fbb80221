import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.ts';

/** Administration calls beyond the generic entity API: role grants, client secret rotation, online sessions. */
export async function adminModule(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes);
}
