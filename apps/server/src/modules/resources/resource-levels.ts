import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import type { EntityHooks } from '../../crud/hooks.ts';

/** The level of an entry under this parent: 1 at the top, its parent's plus one below. */
async function levelUnder(tx: DbOrTx, parentId: unknown): Promise<number> {
  const id = Number(parentId ?? 0);
  if (!id) return 1;
  const [parent] = await tx.select({ level: resources.level }).from(resources).where(eq(resources.id, id));
  return (parent?.level ?? 0) + 1;
}

/** Every entry below this one takes its depth again (after a move): one statement over the subtree. */
async function relevelBelow(tx: DbOrTx, id: number, level: number) {
  await tx.execute(sql`
    with recursive below(id, depth) as (
      select id, ${level} + 1 from resources where parent_id = ${id}
      union all
      select r.id, below.depth + 1 from resources r join below on r.parent_id = below.id where below.depth < 50
    )
    update resources set level = below.depth from below
    where resources.id = below.id and resources.level <> below.depth`);
}

/**
 * The resource's level (business-domain §3, resource) is its depth in the tree, kept by the server: a new
 * entry takes its parent's plus one (1 at the top), and a move sets it again for the entry and its subtree.
 */
export const resourceLevelHooks: EntityHooks = {
  async beforeCreate(tx, values) {
    return { values: { ...values, level: await levelUnder(tx, values.parent_id) } };
  },
  async beforeUpdate(tx, before, values) {
    if (values.parent_id === undefined || Number(values.parent_id) === Number(before.parent_id))
      return values;
    return { ...values, level: await levelUnder(tx, values.parent_id) };
  },
  async afterUpdate(tx, before, after) {
    if (Number(after.level) !== Number(before.level))
      await relevelBelow(tx, Number(after.id), Number(after.level));
  },
};

/** Every entry takes its depth in the tree (after the structure sync adds and moves entries). */
export async function relevelAll(tx: DbOrTx) {
  await tx.execute(sql`
    with recursive tree(id, depth) as (
      select id, 1 from resources where coalesce(parent_id, 0) = 0
      union all
      select r.id, tree.depth + 1 from resources r join tree on r.parent_id = tree.id where tree.depth < 50
    )
    update resources set level = tree.depth from tree
    where resources.id = tree.id and resources.level <> tree.depth`);
}

export const resourceEntityHooks: Record<string, EntityHooks> = { resources: resourceLevelHooks };
