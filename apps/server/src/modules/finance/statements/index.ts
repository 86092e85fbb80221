import type { FastifyInstance } from 'fastify';
import { statementRoutes } from './statements.routes.ts';
import { statementExportRoutes } from './statement-exports.routes.ts';

/** Statements: create, lines, and their xlsx and pdf (the moves and the notice after a send are the engine's, with the hooks of statement-moves.ts). */
export async function statementsModule(app: FastifyInstance): Promise<void> {
  await app.register(statementRoutes);
  await app.register(statementExportRoutes);
}
