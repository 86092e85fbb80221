import { createHash } from 'node:crypto';
import type { Database } from '../db/client.ts';

/** Anything Drizzle can print as SQL with its parameters. */
interface ToSql {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs a query built with Drizzle as a named prepared statement: PostgreSQL then plans each query
 * shape once per connection instead of on every request (planning dominated the list calls).
 * The generic engine selects columns under their own names, so rows come back as Drizzle would give them.
 */
export function runPrepared<T = Record<string, unknown>>(database: Database, query: ToSql): Promise<T[]> {
  const { sql, params } = query.toSQL();
  return database.queryRows<T>(statementName(sql), sql, params);
}

/** The name a statement's text is prepared under (the same text, the same name, in every process). */
export function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * A list page and its total. PostgreSQL runs the two at once on two connections. The embedded database
 * has one connection, so the page goes first, and when it is the last page (fewer rows than asked for,
 * or an empty first page) its rows already say the total and the count is not run: a narrow search,
 * the usual case, then costs one statement instead of two.
 */
export async function pageAndTotal<T>(
  database: Database,
  page: () => Promise<T[]>,
  count: () => Promise<number>,
  offset: number,
  size: number,
): Promise<[T[], number]> {
  if (database.kind === 'postgres') return Promise.all([page(), count()]);
  const rows = await page();
  if (rows.length < size && (rows.length > 0 || offset === 0)) return [rows, offset + rows.length];
  return [rows, await count()];
}
