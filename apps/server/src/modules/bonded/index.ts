import type { FastifyInstance } from 'fastify';
import { accountBookRoutes } from './account-books.routes.ts';
import { inventoryListRoutes } from './inventory-lists.routes.ts';
import { passportRoutes } from './passports.routes.ts';

/** Bonded zone: account books (moves, imports), inventory lists and passports (declare, lines, timeline, receipt upload). */
export async function bondedModule(app: FastifyInstance): Promise<void> {
  await app.register(accountBookRoutes);
  await app.register(inventoryListRoutes);
  await app.register(passportRoutes);
}
