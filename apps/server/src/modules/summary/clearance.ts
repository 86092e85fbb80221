import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../plugins/actor.ts';
import { entityOf, figureCondition } from './figure-count.ts';
import { dayStart, summaryRows, zone } from './summary-sql.ts';
import { wholeCompany } from './summary-tables.ts';

interface ClearanceRow {
  day: string;
  released: number;
  median: number | string | null;
  p90: number | string | null;
}

/** Sent → released in minutes, of a declaration. */
const MINUTES = sql`extract(epoch from pass_time - send_time) / 60`;
const AGGREGATES = sql`count(*)::int as released,
  percentile_cont(0.5) within group (order by ${MINUTES}) as median,
  percentile_cont(0.9) within group (order by ${MINUTES}) as p90`;
const TIMED = sql`send_time is not null and pass_time >= send_time`;

/** Any scope: the declarations released since the first day, read and ranked on every call. */
function liveDays(app: FastifyInstance, scope: SQL, first: string) {
  return summaryRows<ClearanceRow>(
    app,
    sql`select to_char(pass_time at time zone ${zone()}, 'YYYY-MM-DD') as day, ${AGGREGATES}
          from declarations
         where ${scope} and pass_time >= ${dayStart(first).toISOString()}::timestamptz and ${TIMED}
         group by 1`,
  );
}

/**
 * A whole company: each day's figures are kept in declaration_clearance_days with the generation of the
 * day they were computed at (declaration_release_days, raised by the triggers when that day's releases
 * change); only days whose generation moved on are computed again, in the same statement that reads the
 * generations, so a stored row always matches its generation.
 */
function cachedDays(app: FastifyInstance, companyId: number, first: string, last: string) {
  const tz = zone();
  return summaryRows<ClearanceRow>(
    app,
    sql`with wanted as (
          select r.company_id, r.day, r.gen from declaration_release_days r
           where r.company_id = ${companyId} and r.day between ${first}::date and ${last}::date),
        stale as (
          select w.* from wanted w
            left join declaration_clearance_days c on c.company_id = w.company_id and c.day = w.day
           where c.gen is distinct from w.gen),
        fresh as (
          insert into declaration_clearance_days as c (company_id, day, gen, released, median, p90)
          select s.company_id, s.day, s.gen, x.released, x.median, x.p90
            from stale s cross join lateral (
              select ${AGGREGATES} from declarations
               where cd_company_id = s.company_id
                 and pass_time >= (s.day::timestamp at time zone ${tz})
                 and pass_time < ((s.day + 1)::timestamp at time zone ${tz})
                 and ${TIMED}) x
          on conflict (company_id, day) do update
             set gen = excluded.gen, released = excluded.released, median = excluded.median, p90 = excluded.p90
          returning c.day, c.released, c.median, c.p90)
        select day::text as day, released, median, p90 from fresh
        union all
        select c.day::text, c.released, c.median, c.p90
          from declaration_clearance_days c join wanted w on w.company_id = c.company_id and w.day = c.day
         where c.gen = w.gen`,
  );
}

/**
 * Clearance time per business day of release: sent → released, in minutes, median and 90th percentile
 * (continuous), of the declarations released that day, for each of `days` (oldest first).
 */
export async function clearanceDays(app: FastifyInstance, actor: Actor, days: string[]) {
  const company = wholeCompany(actor);
  const rows =
    company === null
      ? await liveDays(app, figureCondition(entityOf('declarations'), actor, {}) ?? sql`true`, days[0]!)
      : await cachedDays(app, company, days[0]!, days.at(-1)!);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const round = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v));
  return days.map((day) => {
    const r = byDay.get(day);
    return { day, released: r?.released ?? 0, median_minutes: round(r?.median), p90_minutes: round(r?.p90) };
  });
}
