import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../../plugins/periodic.ts';
import { raiseCharges } from './raise-charges.ts';

/** How often events a live call missed (a crash between the event and its raise, a contract or rate added later) are charged. */
export const CHARGE_SWEEP_MS = 5 * 60 * 1000;

/**
 * Raises the charges of every company's uncharged events when the server is ready and then every five
 * minutes, until it closes. Not in tests (NODE_ENV=test) unless `force`: they raise when they mean to.
 */
export function scheduleChargeSweep(app: FastifyInstance, force = false) {
  if (app.config.nodeEnv === 'test' && !force) return;
  runPeriodically(app, 'charge sweep', CHARGE_SWEEP_MS, async () => {
    const result = await raiseCharges(app.db);
    if (result.raised || result.issues) app.log.info(result, 'charge sweep');
  });
}
