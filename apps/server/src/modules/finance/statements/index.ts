import type { FastifyInstance } from 'fastify';
import { statementSentNotice } from './statement-moves.ts';
import { statementRoutes } from './statements.routes.ts';
import { statementExportRoutes } from './statement-exports.routes.ts';

/** Statements: create, lines, the notice after a send, and their xlsx and pdf (the moves are the engine's). */
export async function statementsModule(app: FastifyInstance): Promise<void> {
  statementSentNotice(app);
  await app.register(statementRoutes);
  await app.register(statementExportRoutes);
}
