import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { cashiers, onlinePayments } from '../../../db/schema/index.ts';
import { runPeriodically } from '../../../plugins/periodic.ts';
import { refundOrder, refundReason } from './fee-notify.ts';
import { alipaySettings } from './online-payment.ts';

/** How often orders whose refund failed are refunded again. */
export const REFUND_SWEEP_MS = Number(process.env.REFUND_SWEEP_MS ?? 10 * 60 * 1000);
/** Orders asked again per sweep (oldest first). */
const BATCH = 100;

/**
 * Asks the provider again to refund the orders still `refunding` (a payment of an amount paid already,
 * whose refund failed: the provider was down, or refused). The provider stops notifying once its
 * notification was answered, so without this such an order would wait for a notification that never
 * comes. The refund's request number is the order's own, so asking twice (two processes, or a refund
 * that went through and whose answer was lost) never refunds twice. Answers how many were asked and
 * how many are refunded now.
 */
export async function retryRefunds(db: Db, dataDir: string): Promise<{ asked: number; refunded: number }> {
  const orders = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.status, 'refunding'))
    .orderBy(asc(onlinePayments.id))
    .limit(BATCH);
  let refunded = 0;
  for (const order of orders) {
    const [cashier] = await db.select().from(cashiers).where(eq(cashiers.id, order.cashier_id));
    const settings = cashier && (await alipaySettings(db, dataDir, cashier));
    if (!settings) continue;
    if (await refundOrder(db, settings, order, refundReason(order.refund_note))) refunded++;
  }
  return { asked: orders.length, refunded };
}

/**
 * The refund sweep: when the server is ready and then every REFUND_SWEEP_MS, until it closes. Not in
 * tests (NODE_ENV=test): they call `retryRefunds` when they mean to.
 */
export function scheduleRefundSweep(app: FastifyInstance) {
  if (app.config.nodeEnv === 'test') return;
  runPeriodically(app, 'refund sweep', REFUND_SWEEP_MS, async () => {
    const result = await retryRefunds(app.db, app.config.dataDir);
    if (result.asked) app.log.warn(result, 'refund sweep: orders paid twice refunded again');
  });
}
