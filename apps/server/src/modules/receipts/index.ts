import type { FastifyInstance } from 'fastify';
import { registerCustomsChannels } from './receipt-watcher.plugin.ts';
import { receiptRoutes } from './receipts.routes.ts';

/** The customs channel machinery (message delivery, inbox watcher, kafka readers, decorated on the app) and the declaration receipt calls. */
export async function receiptsModule(app: FastifyInstance): Promise<void> {
  registerCustomsChannels(app);
  await app.register(receiptRoutes);
}
