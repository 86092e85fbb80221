import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './payments.routes.ts';

/** Payments: whole-record writes, confirm, reject and log (proofs are attachments). */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  await app.register(paymentRoutes);
}
