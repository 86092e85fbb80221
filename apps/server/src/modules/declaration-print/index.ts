import type { FastifyInstance } from 'fastify';
import { declarationPrintRoutes } from './declaration-print.routes.ts';

/** The printed declaration form (PDF). */
export async function declarationPrintModule(app: FastifyInstance): Promise<void> {
  await app.register(declarationPrintRoutes);
}
