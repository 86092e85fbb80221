// The cache of list answers is infrastructure beside the actor and display-name caches: it lives with
// their invalidation in plugins/ (plugins/caches.ts), which imports nothing from the engine.
import { entityByName, type EntityDef } from '@app/shared';

export { ListCache, type ListAnswer, type ListCacheStats } from '../plugins/list-cache.ts';

/** What a page of an entity's list is read from: its table, and the tables of the names it shows. */
export function listTables(def: EntityDef): string[] {
  return [
    def.table,
    ...Object.values(def.fields)
      .map((f) => (f.kind === 'ref' && f.ref ? entityByName(f.ref.entity)?.table : undefined))
      .filter((t): t is string => t !== undefined),
  ];
}
