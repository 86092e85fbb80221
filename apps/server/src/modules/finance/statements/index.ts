import type { FastifyInstance } from 'fastify';
import { statementRoutes } from './statements.routes.ts';
import { statementExportRoutes } from './statement-exports.routes.ts';

/** Statements: create, lines, moves, log, and their xlsx and pdf. */
export async function statementsModule(app: FastifyInstance): Promise<void> {
  await app.register(statementRoutes);
  await app.register(statementExportRoutes);
}
