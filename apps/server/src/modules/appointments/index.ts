import type { FastifyInstance } from 'fastify';
import { notifyAfterMoves } from './appointment-moves.ts';
import { appointmentRoutes, REVIEW_PATH } from './appointments.routes.ts';

/**
 * Warehouse appointments' review, options, slots, calendar and consignees, and the notice after every
 * move (added to the engine's move routes as they are registered, so this runs before the engine's routes).
 */
export async function appointmentsModule(app: FastifyInstance): Promise<void> {
  notifyAfterMoves(app, [REVIEW_PATH]);
  await app.register(appointmentRoutes);
}
