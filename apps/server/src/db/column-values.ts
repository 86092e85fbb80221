import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/** Only the keys that are columns of the table (drizzle would ignore the others; here they never reach it). */
function columnsOnly(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key in columns)
      // a date-time field arrives as ISO text (checked by its schema); its timestamp column takes a Date
      .map(([key, value]) => [
        key,
        typeof value === 'string' && columns[key]!.columnType === 'PgTimestamp' ? new Date(value) : value,
      ]),
  );
}

/**
 * Values built by name from the definitions (the engine's and the workflows' generic writes: every
 * value was checked by the field's schema before) as an insert of the table. The one place where a
 * record keyed by name meets drizzle's typed insert.
 */
export function insertValues<T extends PgTable>(table: T, values: Record<string, unknown>): PgInsertValue<T> {
  return columnsOnly(table, values) as PgInsertValue<T>;
}

/** The same for an update's set (values may also be SQL expressions such as `version + 1`). */
export function setValues<T extends PgTable>(
  table: T,
  values: Record<string, unknown>,
): PgUpdateSetSource<T> {
  return columnsOnly(table, values) as PgUpdateSetSource<T>;
}
