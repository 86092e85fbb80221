import type { FastifyInstance } from 'fastify';
import { publicPayRoutes } from './public-pay.routes.ts';
import { scheduleRefundSweep } from './refund-sweep.ts';

/**
 * The public fee and payment pages' calls, their printed addresses and the payment provider's notification
 * (`/fee/notify`); the sweep that refunds again the orders whose refund failed (not in tests).
 */
export async function publicPayModule(app: FastifyInstance): Promise<void> {
  await app.register(publicPayRoutes);
  scheduleRefundSweep(app);
}
