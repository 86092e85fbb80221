import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { fieldError } from '../plugins/app-error.ts';

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
