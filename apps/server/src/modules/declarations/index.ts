import type { FastifyInstance } from 'fastify';
import { declarationRoutes } from './declarations.routes.ts';

/** Customs declarations' own calls (whole-record create and update, full read, copy, check) and the daily agent-relation refresh. */
export async function declarationsModule(app: FastifyInstance): Promise<void> {
  await app.register(declarationRoutes);
}
