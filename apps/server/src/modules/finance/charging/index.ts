import type { FastifyInstance } from 'fastify';
import { scheduleChargeSweep } from './charge-sweep.ts';

/** The charge sweep: raises the charges live calls missed, at start and every five minutes (not in tests). */
export async function chargingModule(app: FastifyInstance): Promise<void> {
  scheduleChargeSweep(app);
}
