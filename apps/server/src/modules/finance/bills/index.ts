import type { FastifyInstance } from 'fastify';
import { billRoutes } from './bills.routes.ts';

/** Bills: whole-record writes, confirm, void, reverse, raise and the charge issues. */
export async function billsModule(app: FastifyInstance): Promise<void> {
  await app.register(billRoutes);
}
