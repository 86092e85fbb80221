import { eq, sql } from 'drizzle-orm';
import { buildResourceTree, type GroupTree, type ResourceNode } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { resources } from '../db/schema/index.ts';

/**
 * Syncs the resource tree the code defines (the registry's entity pages plus the hand-listed pages,
 * see `buildResourceTree`) into the resources table, at every start:
 *
 * - a missing resource is inserted;
 * - a resource the code defines is brought back to its definition (parent, type, title in zh, path,
 *   url, icon, group, sort, client ids, hidden): to rename or move a built-in page, change its
 *   definition; its status (an administrator may disable it) is never touched;
 * - a resource an administrator created (a code the tree does not define) is left as it is, and
 *   nothing is ever deleted; a built-in resource an administrator deleted comes back at the next
 *   start (to hide one, disable it: status 0).
 *
 * Idempotent: a second sync changes no row. Answers how many rows it inserted and updated.
 */
export async function syncResourceTree(
  tx: DbOrTx,
  tree: GroupTree[] = buildResourceTree(),
): Promise<{ inserted: number; updated: number }> {
  const existing = new Map((await tx.select().from(resources)).map((r) => [r.code, r]));
  let inserted = 0;
  let updated = 0;

  const sync = async (node: ResourceNode, parentId: number, groupNo: string, clientIds: string) => {
    const ids = node.clientIds ?? clientIds;
    const wanted = {
      parent_id: parentId,
      type: node.type,
      name: resourceName(node.code),
      title: node.title.zh,
      path: node.path ?? null,
      url: node.url ?? null,
      icon: node.icon ?? null,
      group_no: groupNo,
      sort: node.sort,
      client_ids: ids,
      hidden: node.hidden ?? false,
    };
    const row = existing.get(node.code);
    let id: number;
    if (!row) {
      const [created] = await tx
        .insert(resources)
        .values({ code: node.code, extend: '0', ...wanted })
        .returning({ id: resources.id });
      id = created!.id;
      inserted++;
    } else {
      id = row.id;
      const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).some((k) => row[k] !== wanted[k]);
      if (changed) {
        await tx
          .update(resources)
          .set({ ...wanted, update_time: new Date(), version: sql`${resources.version} + 1` })
          .where(eq(resources.id, id));
        updated++;
      }
    }
    for (const child of node.children) await sync(child, id, groupNo, ids);
  };

  for (const { groupNo, root } of tree) await sync(root, 0, groupNo, root.clientIds ?? 'web');
  return { inserted, updated };
}

/** The route name of a resource code: 'sysManage:user' → 'sysManageUser'. */
export function resourceName(code: string): string {
  return code.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
}
