import type { FastifyInstance } from 'fastify';
import { cashierRoutes } from './cashier.routes.ts';

/** The cashiers' payment keys (`/api/cashiers/:id/keys`); the specification's `/cashier/*` calls are the adapters'. */
export async function cashierModule(app: FastifyInstance): Promise<void> {
  await app.register(cashierRoutes);
}
