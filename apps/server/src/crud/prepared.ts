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
  const name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
  return database.queryRows<T>(name, sql, params);
}
