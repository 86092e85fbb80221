import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { AppError, fieldError } from '../plugins/app-error.ts';

/** Deeper than any real tree (menus, organisations, divisions): a corrupt loop in old data stops here. */
const MAX_DEPTH = 1000;

/**
 * Refuses to move record `id` under `newParent` when that parent is the record itself or any of its
 * descendants, at any depth: the branch would be cut off from every tree. Walks up from the new parent
 * inside the caller's transaction; 0 or null is the top level. The error is a field error on `field`.
 */
export async function assertNoParentCycle(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn; parent: PgColumn },
  field: string,
  id: number,
  newParent: unknown,
): Promise<void> {
  let current = typeof newParent === 'number' ? newParent : Number(newParent ?? 0);
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current === id) throw fieldError(field, 'tree.parent_cycle');
    const [row] = await db
      .select({ parent: columns.parent })
      .from(table)
      .where(eq(columns.id, current))
      .limit(1);
    current = row ? Number(row.parent ?? 0) : 0;
  }
}

/** A parent other than the top level (0 or null) must exist: a field error on `field` otherwise. */
export async function assertParentExists(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn },
  field: string,
  parent: unknown,
  /** The entity's label in the request's language, for the message. */
  entity: string,
): Promise<void> {
  const id = Number(parent ?? 0);
  if (!id) return;
  const [row] = await db.select({ id: columns.id }).from(table).where(eq(columns.id, id)).limit(1);
  if (!row) throw fieldError(field, 'tree.parent_missing', { entity });
}

/** Refuses (409) to delete records that still have children outside the deleted set. */
export async function assertNoChildrenLeft(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn; parent: PgColumn },
  ids: number[],
  entity: string,
): Promise<void> {
  const [child] = await db
    .select({ id: columns.id })
    .from(table)
    .where(and(inArray(columns.parent, ids), notInArray(columns.id, ids)))
    .limit(1);
  if (child) throw new AppError(409, 'tree.has_children', { entity });
}
