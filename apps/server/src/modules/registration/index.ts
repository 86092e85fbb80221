import type { FastifyInstance } from 'fastify';
import { registrationRoutes } from './registration.routes.ts';

/** Partner self-registration and password retrieval (public) and the review of registrations. */
export async function registrationModule(app: FastifyInstance): Promise<void> {
  await app.register(registrationRoutes);
}
