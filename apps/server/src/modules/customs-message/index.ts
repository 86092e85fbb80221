import type { FastifyInstance } from 'fastify';
import { sendRoutes } from './send.routes.ts';

/** Sending a declaration to customs (`POST /api/declarations/:id/send`); delivers through the app's `channelDelivery` (receipts module). */
export async function customsMessageModule(app: FastifyInstance): Promise<void> {
  await app.register(sendRoutes);
}
