import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { businessTime, businessTimeZone, parseBusinessTime } from '@app/shared';
import { runPrepared } from '../../crud/prepared.ts';

const dialect = new PgDialect();

/** A raw summary statement run as a named prepared statement (planned once per connection). */
export function summaryRows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return runPrepared<T>(app.database, { toSQL: () => dialect.sqlToQuery(query) });
}

/** The business days from `days - 1` days before `now` to `now`, oldest first ('YYYY-MM-DD'). */
export function lastDays(now: Date, days: number): string[] {
  const today = businessTime(now).startOf('day');
  return Array.from({ length: days }, (_, i) => today.subtract(days - 1 - i, 'day').format('YYYY-MM-DD'));
}

/** The start of a business day as an instant. */
export function dayStart(day: string): Date {
  return parseBusinessTime(day, 'start')!;
}

/** The business time zone, for `at time zone` in day buckets. */
export const zone = () => businessTimeZone();
