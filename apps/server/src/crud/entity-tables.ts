import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@app/shared';
import type { VersionedTable } from '../db/versioned-update.ts';
import * as schema from '../db/schema/index.ts';

/** An entity's table as the engine reads it: the editable table's fixed columns, and the fields' by name. */
export type EntityTable = VersionedTable & Record<string, PgColumn>;

const byTableName = new Map<string, EntityTable>(
  (Object.values(schema) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => [getTableName(table as PgTable), table as EntityTable]),
);

/** The table behind an entity: generated from its definition, or hand-written when workflows share it. */
export function tableOf(def: EntityDef): EntityTable {
  const table = byTableName.get(def.table);
  if (!table) throw new Error(`Entity ${def.name}: no table "${def.table}"; run npm run db:generate`);
  return table;
}
