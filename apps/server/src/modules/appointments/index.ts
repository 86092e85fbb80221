import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments.routes.ts';

/**
 * Warehouse appointments' review, options, slots, calendar and consignees (the moves and their notice are
 * the engine's, with the hooks of appointment-moves.ts).
 */
export async function appointmentsModule(app: FastifyInstance): Promise<void> {
  await app.register(appointmentRoutes);
}
