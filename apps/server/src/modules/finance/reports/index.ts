import type { FastifyInstance } from 'fastify';
import { financeReportRoutes } from './reports.routes.ts';

/** Finance reports: ageing and profit. */
export async function reportsModule(app: FastifyInstance): Promise<void> {
  await app.register(financeReportRoutes);
}
