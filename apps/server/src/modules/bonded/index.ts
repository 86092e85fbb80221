import type { FastifyInstance } from 'fastify';
import { registerReceiptHandler } from '../receipts/receipt-handlers.ts';
import { accountBookRoutes } from './account-books.routes.ts';
import { inventoryReceiptHandler } from './inventory-receipts.ts';
import { inventoryListRoutes } from './inventory-lists.routes.ts';
import { passportReceiptHandler } from './passport-receipts.ts';
import { passportRoutes } from './passports.routes.ts';

/**
 * Bonded zone: account books (moves, imports), inventory lists and passports (declare, lines, timeline,
 * receipt upload); takes the inventory-list and passport receipts the receipts module reads.
 */
export async function bondedModule(app: FastifyInstance): Promise<void> {
  registerReceiptHandler('inventory', inventoryReceiptHandler);
  registerReceiptHandler('passport', passportReceiptHandler);
  await app.register(accountBookRoutes);
  await app.register(inventoryListRoutes);
  await app.register(passportRoutes);
}
