import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@app/shared';
import * as schema from '../db/schema/index.ts';

export type EntityTable = PgTable & Record<string, PgColumn>;

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

/** Named columns of a generated table, checked to exist (generated tables have no static column types). */
export function columnsOf<K extends string>(table: PgTable, ...names: K[]): Record<K, PgColumn> {
  const all = table as unknown as Record<string, PgColumn | undefined>;
  return Object.fromEntries(
    names.map((n) => {
      const column = all[n];
      if (!column) throw new Error(`Table ${getTableName(table)} has no column ${n}`);
      return [n, column];
    }),
  ) as Record<K, PgColumn>;
}
