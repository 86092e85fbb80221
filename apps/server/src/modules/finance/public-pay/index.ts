import type { FastifyInstance } from 'fastify';
import { publicPayRoutes } from './public-pay.routes.ts';

/** The public fee and payment pages' calls, their printed addresses and the payment provider's notification (`/fee/notify`). */
export async function publicPayModule(app: FastifyInstance): Promise<void> {
  await app.register(publicPayRoutes);
}
