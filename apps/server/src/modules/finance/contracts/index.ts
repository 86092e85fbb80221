import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './contracts.routes.ts';

/** Contracts' history and price preview. */
export async function contractsModule(app: FastifyInstance): Promise<void> {
  await app.register(contractRoutes);
}
