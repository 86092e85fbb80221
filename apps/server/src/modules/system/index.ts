import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system.routes.ts';

/** The system module: liveness and readiness (`/healthz`, `/readyz`). */
export async function systemModule(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
}
