import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RefundWaiting } from '@app/shared';
import { companies, onlinePayments } from '../../db/schema/index.ts';

const WAITING = eq(onlinePayments.status, 'refunding');

/** How many online payments paid twice still wait for their refund (the administrator's 系统 figure). */
export async function refundsWaitingCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(onlinePayments).where(WAITING);
  return Number(row?.n ?? 0);
}

/**
 * A page of the online payments paid twice whose refund has not gone through (the refund sweep asks the
 * provider again), oldest first: the longest wait on top.
 */
export async function listRefundsWaiting(
  app: FastifyInstance,
  q: { page: number; size: number },
): Promise<{ content: RefundWaiting[]; totalElements: number; page: number; size: number }> {
  const rows = await app.db
    .select({
      out_trade_no: onlinePayments.out_trade_no,
      company: companies.name,
      payable: onlinePayments.payable,
      amount: onlinePayments.amount,
      currency: onlinePayments.currency,
      paid_time: onlinePayments.paid_time,
      reason: onlinePayments.refund_note,
    })
    .from(onlinePayments)
    .leftJoin(companies, eq(companies.id, onlinePayments.company_id))
    .where(WAITING)
    .orderBy(asc(onlinePayments.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    content: rows.map((r) => ({
      ...r,
      company: r.company ?? null,
      paid_time: r.paid_time?.toISOString() ?? null,
      reason: r.reason ?? '',
    })),
    totalElements: await refundsWaitingCount(app),
    page: q.page,
    size: q.size,
  };
}
