import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessTime, type Board } from '@app/shared';
import type { Actor } from '../../plugins/actor.ts';
import { entityOf, figureCondition } from './figure-count.ts';
import { clearanceDays } from './clearance.ts';
import { dayStart, lastDays, summaryRows, zone } from './summary-sql.ts';
import { dayCountScope, monthCodeScope } from './summary-tables.ts';

/** How many entries the board's rankings show. */
export const TOP_N = 8;
const BOARD_DAYS = 30;
const MOVEMENT_DAYS = 14;
const CLEARANCE_DAYS = 14;

const scopeOf = (entity: string, actor: Actor): SQL =>
  figureCondition(entityOf(entity), actor, {}) ?? sql`true`;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Declaration counts of today and this month (import, export), released today, needing action now. */
async function declarationCounts(app: FastifyInstance, actor: Actor, today: string, month: string) {
  const [row] = await summaryRows<Record<string, number>>(
    app,
    sql`select coalesce(sum(n) filter (where day = ${today}::date), 0)::int as today,
               coalesce(sum(n) filter (where day >= ${month}::date), 0)::int as month,
               coalesce(sum(n) filter (where day >= ${month}::date and ie_flag = '0'), 0)::int as month_import,
               coalesce(sum(n) filter (where day >= ${month}::date and ie_flag = '1'), 0)::int as month_export
          from declaration_day_counts
         where ${dayCountScope(actor)} and day >= least(${month}::date, ${today}::date)`,
  );
  const scope = scopeOf('declarations', actor);
  const [other] = await summaryRows<Record<string, number>>(
    app,
    sql`select (select count(*)::int from declarations
                 where ${scope} and pass_time >= ${at(dayStart(today))}) as released_today,
               (select count(*)::int from declarations
                 where ${scope} and cd_status in ('80', '90')) as attention`,
  );
  return {
    today: row?.today ?? 0,
    month: row?.month ?? 0,
    month_import: row?.month_import ?? 0,
    month_export: row?.month_export ?? 0,
    released_today: other?.released_today ?? 0,
    attention: other?.attention ?? 0,
  };
}

async function daily(app: FastifyInstance, actor: Actor, days: string[]) {
  const rows = await summaryRows<{ day: string; ie_flag: string; n: number }>(
    app,
    sql`select day::text as day, ie_flag, sum(n)::int as n
          from declaration_day_counts
         where ${dayCountScope(actor)} and day >= ${days[0]!}::date
         group by day, ie_flag`,
  );
  const count = (day: string, flag: string) => rows.find((r) => r.day === day && r.ie_flag === flag)?.n ?? 0;
  return days.map((day) => ({ day, import: count(day, '0'), export: count(day, '1') }));
}

/** The top entries of a ranking (`source`: rows of code and count n), with each code's name. */
async function ranked(app: FastifyInstance, source: SQL, name: SQL) {
  const rows = await summaryRows<{ code: string; name: string | null; count: number }>(
    app,
    sql`select top.code, ${name} as name, top.n::int as count
          from (select code, sum(n) as n from (${source}) s
                 group by code having sum(n) > 0 order by 2 desc, 1 limit ${TOP_N}) top
         order by top.n desc, top.code`,
  );
  return rows.map((r) => ({ code: r.code, name: r.name ?? r.code, count: r.count }));
}

/** This month's declarations by customer. */
const customersOfMonth = (actor: Actor, month: string) =>
  sql`select customer_code as code, n from declaration_day_counts
       where ${dayCountScope(actor)} and day >= ${month}::date and customer_code is not null`;

/** This month's declarations by port ('p') or trade country ('c'). */
const codesOfMonth = (actor: Actor, month: string, kind: 'p' | 'c') =>
  sql`select code, n from declaration_month_codes
       where ${monthCodeScope(actor)} and month = ${month}::date and kind = ${kind}`;

const baseName = (type: string) =>
  sql`(select b.cn_name from base_data b where b.type = ${type} and b.cus_code = top.code limit 1)`;

async function books(app: FastifyInstance, actor: Actor, days: string[]) {
  const scope = scopeOf('account-books', actor);
  const [counts] = await summaryRows<{ books: number; goods_lines: number }>(
    app,
    sql`select count(*)::int as books,
               coalesce((select count(*)::int from account_book_goods g
                          where g.book_id in (select id from account_books where ${scope})), 0) as goods_lines
          from account_books where ${scope}`,
  );
  const top = await summaryRows<{ book_no: string; in_qty: string; out_qty: string; balance_qty: string }>(
    app,
    sql`select b.ems_no as book_no,
               coalesce(sum(g.in_qty), 0)::numeric(20, 3)::text as in_qty,
               coalesce(sum(g.out_qty), 0)::numeric(20, 3)::text as out_qty,
               coalesce(sum(g.balance_qty), 0)::numeric(20, 3)::text as balance_qty
          from account_books b join account_book_goods g on g.book_id = b.id
         where b.id in (select id from account_books where ${scope})
         group by b.id, b.ems_no
         order by sum(g.balance_qty) desc nulls last, b.ems_no
         limit ${TOP_N}`,
  );
  const moves = await summaryRows<{ day: string; mark: string; n: number }>(
    app,
    sql`select to_char(create_time at time zone ${zone()}, 'YYYY-MM-DD') as day, impexp_markcd as mark,
               count(*)::int as n
          from inventory_lists
         where ${scopeOf('inventory-lists', actor)} and create_time >= ${at(dayStart(days[0]!))}
         group by 1, 2`,
  );
  return {
    books: counts?.books ?? 0,
    goods_lines: counts?.goods_lines ?? 0,
    top,
    movements: days.map((day) => ({
      day,
      in: moves.find((m) => m.day === day && m.mark === 'I')?.n ?? 0,
      out: moves.find((m) => m.day === day && m.mark === 'E')?.n ?? 0,
    })),
  };
}

async function yard(app: FastifyInstance, actor: Actor, today: string) {
  const scope = scopeOf('appointments', actor);
  const rows = await summaryRows<{ status: string; n: number }>(
    app,
    sql`select status, count(*)::int as n from appointments
         where ${scope} and date = ${today}::date group by status`,
  );
  const [inYard] = await summaryRows<{ n: number }>(
    app,
    sql`select count(*)::int as n from appointments where ${scope} and status = 'arrived'`,
  );
  return { today: Object.fromEntries(rows.map((r) => [r.status, r.n])), in_yard: inYard?.n ?? 0 };
}

/** Transport orders by status: the open ones, and those delivered or cancelled in the last 30 days. */
async function transport(app: FastifyInstance, actor: Actor, since: Date) {
  const rows = await summaryRows<{ status: string; n: number }>(
    app,
    sql`select status, count(*)::int as n from transport_orders
         where ${scopeOf('transport-orders', actor)}
           and (status not in ('delivered', 'cancelled') or update_time >= ${at(since)})
         group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Everything the data board shows, scoped like the lists. */
export async function boardFigures(app: FastifyInstance, actor: Actor, now: Date): Promise<Board> {
  const todayText = businessTime(now).format('YYYY-MM-DD');
  const month = businessTime(now).startOf('month').format('YYYY-MM-DD');
  const days = lastDays(now, BOARD_DAYS);
  const [declarations, perDay, customers, ports, countries, clearance, bonded, appointments, orders] =
    await Promise.all([
      declarationCounts(app, actor, todayText, month),
      daily(app, actor, days),
      ranked(
        app,
        customersOfMonth(actor, month),
        sql`(select c.customer_name from customers c where c.customer_code = top.code order by c.id limit 1)`,
      ),
      ranked(app, codesOfMonth(actor, month, 'p'), baseName('district-code')),
      ranked(app, codesOfMonth(actor, month, 'c'), baseName('country')),
      clearanceDays(app, actor, lastDays(now, CLEARANCE_DAYS)),
      books(app, actor, lastDays(now, MOVEMENT_DAYS)),
      yard(app, actor, todayText),
      transport(app, actor, dayStart(days[0]!)),
    ]);
  return {
    taken_at: now.toISOString(),
    declarations,
    daily: perDay,
    top_customers: customers,
    top_ports: ports,
    top_countries: countries,
    clearance,
    books: bonded,
    yard: appointments,
    transport: orders,
  };
}
