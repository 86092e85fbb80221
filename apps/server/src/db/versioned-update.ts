import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { setValues } from './column-values.ts';

/**
 * The record's version is not the one the client read: someone saved it meanwhile. Storage knows no HTTP;
 * the error handler answers it 409 `error.conflict_version` (plugins/db-errors.ts).
 */
export class StaleVersionError extends Error {
  constructor() {
    super('the record was changed since it was read');
  }
}

/** The record to update does not exist (or no longer): answered 404 `error.not_found` (plugins/db-errors.ts). */
export class RecordMissingError extends Error {
  constructor() {
    super('the record does not exist');
  }
}

/** The columns every editable table has: its id, version and the update audit columns. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  update_time: PgColumn;
  update_id: PgColumn;
};

/**
 * Updates one record only if its version is the one the client read: a stale version throws
 * StaleVersionError (answered 409), a missing record RecordMissingError (404). Bumps the version and the
 * audit columns.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  id: number,
  version: number,
  values: Record<string, unknown>,
  actorId: number | null,
  /** The columns to answer with (default all). */
  columns?: Record<string, PgColumn>,
) {
  const update = db
    .update(table)
    .set(
      setValues(table, {
        ...values,
        version: sql`${table.version} + 1`,
        update_time: sql`now()`,
        update_id: actorId,
      }),
    )
    .where(and(eq(table.id, id), eq(table.version, version)));
  const rows = (await (columns ? update.returning(columns) : update.returning())) as Record<
    string,
    unknown
  >[];
  if (rows[0]) return rows[0];
  const exists = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  throw exists.length ? new StaleVersionError() : new RecordMissingError();
}
