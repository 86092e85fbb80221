import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments.routes.ts';

/** Warehouse appointments' moves, log, options, slots, calendar and consignees. */
export async function appointmentsModule(app: FastifyInstance): Promise<void> {
  await app.register(appointmentRoutes);
}
