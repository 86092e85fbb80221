import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SummaryTrend } from '@app/shared';
import type { Actor } from '../../plugins/actor.ts';
import { clearanceDays } from './clearance.ts';
import { lastDays, summaryRows } from './summary-sql.ts';
import { dayCountScope } from './summary-tables.ts';

export const TREND_DAYS = 30;

/** Declarations created per business day since `first`, by their status now (the day counts). */
async function createdByStatus(app: FastifyInstance, actor: Actor, first: string) {
  return summaryRows<{ day: string; cd_status: string; n: number }>(
    app,
    sql`select day::text as day, cd_status, sum(n)::int as n
          from declaration_day_counts
         where ${dayCountScope(actor)} and day >= ${first}::date
         group by day, cd_status
        having sum(n) <> 0`,
  );
}

/** The home tab's charts: 30 days of declarations by status, and clearance time per day. */
export async function summaryTrend(app: FastifyInstance, actor: Actor, now: Date): Promise<SummaryTrend> {
  const days = lastDays(now, TREND_DAYS);
  const [created, clearance] = await Promise.all([
    createdByStatus(app, actor, days[0]!),
    clearanceDays(app, actor, days),
  ]);
  const byDay = new Map(days.map((day) => [day, { day, total: 0, by_status: {} as Record<string, number> }]));
  for (const row of created) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.total += row.n;
    entry.by_status[row.cd_status] = (entry.by_status[row.cd_status] ?? 0) + row.n;
  }
  return { days: [...byDay.values()], clearance, taken_at: now.toISOString() };
}
