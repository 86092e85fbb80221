import type { FastifyInstance } from 'fastify';
import { companyImageRoutes } from './company-images.routes.ts';

/** A company's seal and signature images (the printed declaration draws the seal). */
export async function companiesModule(app: FastifyInstance): Promise<void> {
  await app.register(companyImageRoutes);
}
