import type { FastifyInstance } from 'fastify';
import { registerReceiptHandler } from '../receipts/receipt-handlers.ts';
import { accountBookRoutes } from './account-books.routes.ts';
import { bookReceiptHandler } from './book-receipts.ts';
import { inventoryReceiptHandler } from './inventory-receipts.ts';
import { inventoryListRoutes } from './inventory-lists.routes.ts';
import { passportReceiptHandler } from './passport-receipts.ts';
import { passportRoutes } from './passports.routes.ts';

/**
 * Bonded zone: account books (moves, imports, receipts), inventory lists and passports (declare, lines, timeline,
 * receipt upload); takes the inventory-list passport and account book receipts the receipts module reads.
 */
export async function bondedModule(app: FastifyInstance): Promise<void> {
  registerReceiptHandler('inventory', inventoryReceiptHandler);
  registerReceiptHandler('passport', passportReceiptHandler);
  registerReceiptHandler('book', bookReceiptHandler);
  await app.register(accountBookRoutes);
  await app.register(inventoryListRoutes);
  await app.register(passportRoutes);
}
