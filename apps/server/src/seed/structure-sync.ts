import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { enumGroups, enumItems } from '../db/schema/index.ts';
import { ENUM_GROUPS } from './enums.ts';
import { syncResourceTree } from './resource-tree.ts';
import { syncRoleTemplates } from './role-grants.ts';

/** What one sync changed (all zero on a second start). */
export interface StructureSyncResult {
  resourcesInserted: number;
  resourcesUpdated: number;
  rolesCreated: string[];
  enumGroupsCreated: string[];
}

/** Inserts the code lists that are missing, with their items; an existing group is the administrator's. */
async function syncEnumGroups(tx: DbOrTx): Promise<string[]> {
  const have = new Set(
    (await tx.select({ code: enumGroups.group_code }).from(enumGroups)).map((g) => g.code),
  );
  const missing = ENUM_GROUPS.filter((g) => !have.has(g.group_code));
  for (const g of missing) {
    await tx
      .insert(enumGroups)
      .values({ group_code: g.group_code, group_name: g.group_name, group_des: g.group_des });
    if (g.items.length)
      await tx.insert(enumItems).values(
        g.items.map(([enum_key, enum_value], i) => ({
          group_code: g.group_code,
          enum_key,
          enum_value,
          sort: i,
        })),
      );
  }
  return missing.map((g) => g.group_code);
}

/**
 * The structure every install needs, synced at every start (reference data, not demo data): the
 * resource tree (menus, pages, buttons: every permission code), the template roles with their first
 * grants, and the code lists. One transaction under an advisory lock, so processes starting together
 * on PostgreSQL do not race.
 */
export async function syncStructure(db: Db): Promise<StructureSyncResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const tree = await syncResourceTree(tx);
    const rolesCreated = await syncRoleTemplates(tx);
    const enumGroupsCreated = await syncEnumGroups(tx);
    return {
      resourcesInserted: tree.inserted,
      resourcesUpdated: tree.updated,
      rolesCreated,
      enumGroupsCreated,
    };
  });
}
