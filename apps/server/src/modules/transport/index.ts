import type { FastifyInstance } from 'fastify';
import { taskOrderRoutes } from './task-orders.routes.ts';
import { transportOrderRoutes } from './transport-orders.routes.ts';

/** Transport: task orders (moves, documents, log) and transport orders (from a task, moves, log, proofs of delivery). */
export async function transportModule(app: FastifyInstance): Promise<void> {
  await app.register(taskOrderRoutes);
  await app.register(transportOrderRoutes);
}
