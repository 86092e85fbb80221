import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  APPOINTMENT_STATUS,
  businessTime,
  INCOME_LINE_STATUSES,
  OPEN_STATEMENT_STATUSES,
  type IncomeCurrency,
  type SummaryIncome,
  type SummaryOpenStatements,
  type SummaryWeek,
} from '@app/shared';
import type { Actor } from '../../plugins/actor.ts';
import { entityOf, figureCondition } from './figure-count.ts';
import { summaryRows } from './summary-sql.ts';

/**
 * The home tabs' charts. Each is one grouped, bounded query over the list's own condition and scope
 * (`figureCondition`), read through an index on the scope and the date (migration 0044): the month's
 * receivable lines and receipts, the week's appointments, a customer's open statements. They grow with
 * a month's (a week's, the open) records, never with all of them, so no summary table is kept for them:
 * a trigger-kept table would have to follow every status move, write-off and reversal of the finance
 * module to stay right, for no gain at these sizes (see docs/summary.md).
 */

const where = (entity: string, actor: Actor, query: Record<string, string>) =>
  figureCondition(entityOf(entity), actor, query) ?? sql`true`;

/** Monday to Sunday of the business week of `now` ('YYYY-MM-DD'). */
export function weekOf(now: Date): string[] {
  const today = businessTime(now).startOf('day');
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('YYYY-MM-DD'));
}

/** The first of the business month of `now` to today, oldest first. */
export function monthSoFar(now: Date): string[] {
  const today = businessTime(now).startOf('day');
  return Array.from({ length: today.date() }, (_, i) => today.date(i + 1).format('YYYY-MM-DD'));
}

interface SumRow {
  day: string | null;
  currency: string;
  n: number;
  amount: string;
}

/**
 * This month's income per business day and currency: the receivable lines charged (by event date,
 * confirmed or further on) and the receivable payments confirmed (by the day paid). Per-day rows and
 * the month's totals come from one statement each (grouping sets), summed exactly in SQL.
 */
export async function monthIncome(app: FastifyInstance, actor: Actor, now: Date): Promise<SummaryIncome> {
  const days = monthSoFar(now);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const lineWhere = where('bills', actor, {
    io_type: 'receivable',
    status: INCOME_LINE_STATUSES.join(','),
    event_date_from: from,
    event_date_to: to,
  });
  const receiptWhere = where('payments', actor, {
    io_type: 'receivable',
    status: 'confirmed',
    paid_date_from: from,
    paid_date_to: to,
  });
  const [lines, receipts] = await Promise.all([
    summaryRows<SumRow>(
      app,
      sql`select event_date::text as day, coalesce(bill_currency, currency) as currency, count(*)::int as n,
                 coalesce(sum(coalesce(bill_amount, amount)), 0)::numeric(18, 2)::text as amount
            from bills
           where ${lineWhere}
           group by grouping sets ((event_date, coalesce(bill_currency, currency)), (coalesce(bill_currency, currency)))`,
    ),
    summaryRows<SumRow>(
      app,
      sql`select paid_date::text as day, currency, count(*)::int as n,
                 coalesce(sum(amount), 0)::numeric(18, 2)::text as amount
            from payments
           where ${receiptWhere}
           group by grouping sets ((paid_date, currency), (currency))`,
    ),
  ]);
  const currencies = new Map<string, IncomeCurrency>();
  const currencyOf = (code: string) => {
    let found = currencies.get(code);
    if (!found) {
      found = {
        currency: code,
        charged: '0.00',
        lines: 0,
        received: '0.00',
        receipts: 0,
        days: days.map((day) => ({ day, charged: '0.00', lines: 0, received: '0.00', receipts: 0 })),
      };
      currencies.set(code, found);
    }
    return found;
  };
  // a row with no day is its currency's month total (the grouping set without the day)
  const put = (rows: SumRow[], amount: 'charged' | 'received', count: 'lines' | 'receipts') => {
    for (const row of rows) {
      const c = currencyOf(row.currency);
      const target = row.day === null ? c : c.days.find((d) => d.day === row.day);
      if (!target) continue;
      target[amount] = row.amount;
      target[count] = Number(row.n);
    }
  };
  put(lines, 'charged', 'lines');
  put(receipts, 'received', 'receipts');
  const size = (c: IncomeCurrency) => Number(c.charged) + Number(c.received);
  return {
    month: from.slice(0, 7),
    from,
    to,
    currencies: [...currencies.values()].sort(
      (a, b) => size(b) - size(a) || a.currency.localeCompare(b.currency),
    ),
    taken_at: now.toISOString(),
  };
}

const statusRank = (code: string) => {
  const i = APPOINTMENT_STATUS.findIndex((o) => o.value === code);
  return i < 0 ? APPOINTMENT_STATUS.length : i;
};

/** The caller's appointments of this week (Monday to Sunday) per day, by status: the list's own count. */
export async function weekAppointments(app: FastifyInstance, actor: Actor, now: Date): Promise<SummaryWeek> {
  const days = weekOf(now);
  const rows = await summaryRows<{ day: string; status: string; n: number }>(
    app,
    sql`select date::text as day, status, count(*)::int as n
          from appointments
         where ${where('appointments', actor, { date_from: days[0]!, date_to: days[6]! })}
         group by date, status`,
  );
  rows.sort((a, b) => statusRank(a.status) - statusRank(b.status));
  return {
    from: days[0]!,
    to: days[6]!,
    days: days.map((day) => {
      const mine = rows.filter((r) => r.day === day);
      return {
        day,
        total: mine.reduce((n, r) => n + Number(r.n), 0),
        by_status: Object.fromEntries(mine.map((r) => [r.status, Number(r.n)])),
      };
    }),
    taken_at: now.toISOString(),
  };
}

/** The caller's open statements (sent and not yet paid) by status and currency, in the status order. */
export async function openStatements(
  app: FastifyInstance,
  actor: Actor,
  now: Date,
): Promise<SummaryOpenStatements> {
  const rows = await summaryRows<{
    status: string;
    currency: string;
    n: number;
    total: string;
    open: string;
  }>(
    app,
    sql`select status, bill_currency as currency, count(*)::int as n,
               coalesce(sum(total_amount), 0)::numeric(18, 2)::text as total,
               coalesce(sum(coalesce(total_amount, 0) - coalesce(paid_amount, 0)), 0)::numeric(18, 2)::text as open
          from statements
         where ${where('statements', actor, { status: OPEN_STATEMENT_STATUSES.join(',') })}
         group by status, bill_currency`,
  );
  const rank = (status: string) => (OPEN_STATEMENT_STATUSES as readonly string[]).indexOf(status);
  return {
    groups: rows
      .map((r) => ({
        status: r.status,
        currency: r.currency,
        count: Number(r.n),
        total: r.total,
        open: r.open,
      }))
      .sort((a, b) => rank(a.status) - rank(b.status) || a.currency.localeCompare(b.currency)),
    taken_at: now.toISOString(),
  };
}
