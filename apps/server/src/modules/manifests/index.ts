import type { FastifyInstance } from 'fastify';
import { registerReceiptHandler } from '../receipts/receipt-handlers.ts';
import { manifestReceiptHandler } from './manifest-receipts.ts';
import { manifestRoutes } from './manifests.routes.ts';

/** Road manifests' actions, their log and the upload of a receipt file; takes the manifest receipts the receipts module reads. */
export async function manifestsModule(app: FastifyInstance): Promise<void> {
  registerReceiptHandler('manifest', manifestReceiptHandler);
  await app.register(manifestRoutes);
}
