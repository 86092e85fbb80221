import { getTableColumns, is, sql, SQL, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** The array type of a column for `unnest`: its SQL type without length or precision, which casts ignore. */
function arrayType(column: Column): string {
  return `${column.getSQLType().replace(/\(.*\)/, '')}[]`;
}

/**
 * Inserts many rows in one statement per batch, each column sent as one array parameter and spread by
 * `unnest`: the database parses one parameter per column instead of one per cell, which makes a
 * 100,000-row import about four times faster than a multi-row VALUES on the embedded database and
 * faster on PostgreSQL too. A column missing from some rows takes its default from the table definition
 * (a value or a function); one whose default is SQL (such as now()) must be given in every row or in none.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batch = 5000,
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const fill = keys.map((key) => {
    const column = columns[key]!;
    if (column.defaultFn) return () => column.defaultFn!();
    if (column.default !== undefined && !is(column.default, SQL)) return () => column.default;
    if (column.hasDefault && rows.some((row) => !(key in row)))
      throw new Error(`bulkInsert: ${key} has an SQL default and is missing from some rows`);
    return () => null;
  });
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch) as Record<string, unknown>[];
    const arrays = keys.map((key, i) => {
      const column = columns[key]!;
      return chunk.map((row) => {
        const value = key in row ? row[key] : fill[i]!();
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
    });
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    const spread = sql.join(
      arrays.map((values, i) => sql`${sql.param(values)}::${sql.raw(arrayType(columns[keys[i]!]!))}`),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${spread})`);
  }
}
