import type { FastifyInstance } from 'fastify';
import { registerSummaryPulse } from './summary-pulse.ts';
import { summaryRoutes } from './summary.routes.ts';

/** The home tab's figures and the data board, and the pulse that pushes `summary_changed` (its onResponse hook is added to the app itself, so this module is registered before any route). */
export async function summaryModule(app: FastifyInstance): Promise<void> {
  registerSummaryPulse(app);
  await app.register(summaryRoutes);
}
