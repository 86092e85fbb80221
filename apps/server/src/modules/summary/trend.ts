import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SummaryTrend } from '@app/shared';
import type { Actor } from '../../plugins/actor.ts';
import { entityOf, figureCondition } from './figure-count.ts';
import { dayStart, lastDays, summaryRows, zone } from './summary-sql.ts';

export const TREND_DAYS = 30;

/** The caller's declarations (the list's scope, no filter). */
export const declarationScope = (actor: Actor) =>
  figureCondition(entityOf('declarations'), actor, {}) ?? sql`true`;

/** Declarations created per business day since `from`, by their status now. */
async function createdByStatus(app: FastifyInstance, actor: Actor, from: Date) {
  return summaryRows<{ day: string; cd_status: string; n: number }>(
    app,
    sql`select to_char(create_time at time zone ${zone()}, 'YYYY-MM-DD') as day, cd_status, count(*)::int as n
          from declarations
         where ${declarationScope(actor)} and create_time >= ${from.toISOString()}::timestamptz
         group by 1, 2`,
  );
}

/**
 * Clearance time per business day of release since `from`: sent → released, in minutes, median and
 * 90th percentile (continuous), of the declarations released that day.
 */
export async function clearanceDays(app: FastifyInstance, actor: Actor, days: string[]) {
  const rows = await summaryRows<{
    day: string;
    released: number;
    median: number | null;
    p90: number | null;
  }>(
    app,
    sql`select to_char(pass_time at time zone ${zone()}, 'YYYY-MM-DD') as day, count(*)::int as released,
               percentile_cont(0.5) within group (order by extract(epoch from pass_time - send_time) / 60) as median,
               percentile_cont(0.9) within group (order by extract(epoch from pass_time - send_time) / 60) as p90
          from declarations
         where ${declarationScope(actor)} and pass_time >= ${dayStart(days[0]!).toISOString()}::timestamptz
           and send_time is not null and pass_time >= send_time
         group by 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const round = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v));
  return days.map((day) => {
    const r = byDay.get(day);
    return { day, released: r?.released ?? 0, median_minutes: round(r?.median), p90_minutes: round(r?.p90) };
  });
}

/** The home tab's charts: 30 days of declarations by status, and clearance time per day. */
export async function summaryTrend(app: FastifyInstance, actor: Actor, now: Date): Promise<SummaryTrend> {
  const days = lastDays(now, TREND_DAYS);
  const [created, clearance] = await Promise.all([
    createdByStatus(app, actor, dayStart(days[0]!)),
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
