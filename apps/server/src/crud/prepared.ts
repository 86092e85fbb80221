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

/** The ways to read a list page and its total (`list-statements.ts`). */
export interface PageReads<T> {
  page: () => Promise<T[]>;
  count: () => Promise<number>;
  /** The page with the total of all matches beside it, in one statement (undefined when the page is empty). */
  pageWithTotal: () => Promise<[T[], number | undefined]>;
  /** PostgreSQL: a total known without counting (a list lately counted far past its cap: `ListTotals`). */
  knownTotal?: number | undefined;
}

/**
 * A list page and its total. On PostgreSQL one statement reads both (a round trip to the server costs
 * the process more than the statement costs the server); only a page past the end, which holds no row to
 * carry the total, is counted apart; and a list lately counted far past its cap (`knownTotal`) is not
 * counted again. The embedded database has one connection, so the page goes first,
 * and when it is the last page (fewer rows than asked for, or an empty first page) its rows already say
 * the total and the count is not run: a narrow search, the usual case, then costs one statement instead of two.
 */
export async function pageAndTotal<T>(
  database: Database,
  reads: PageReads<T>,
  offset: number,
  size: number,
): Promise<[T[], number]> {
  if (database.kind === 'postgres' && reads.knownTotal !== undefined) {
    // an empty page says the list shrank past it (or that it ends before it): count
    const rows = await reads.page();
    return [rows, rows.length ? reads.knownTotal : await reads.count()];
  }
  if (database.kind === 'postgres') {
    const [rows, total] = await reads.pageWithTotal();
    if (total !== undefined) return [rows, total];
    return [rows, offset === 0 ? 0 : await reads.count()];
  }
  const rows = await reads.page();
  if (rows.length < size && (rows.length > 0 || offset === 0)) return [rows, offset + rows.length];
  return [rows, await reads.count()];
}
