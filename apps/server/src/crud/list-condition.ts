import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import type { EntityDef } from '@app/shared';
import type { Actor } from '../plugins/actor.ts';
import { scopeCondition } from '../plugins/data-scope.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { filterConditions, where } from './list-query.ts';

/** The scope of a definition as table columns. */
function scopeColumns(def: EntityDef, table: EntityTable) {
  return {
    ...(def.scope?.company ? { company: table[def.scope.company]! } : {}),
    ...(def.scope?.customer ? { customer: table[def.scope.customer]! } : {}),
    ...(def.scope?.warehouse
      ? { warehouse: { column: table[def.scope.warehouse.field]!, holds: def.scope.warehouse.holds } }
      : {}),
  };
}

/** The caller's data scope on an entity's rows (undefined when the entity has none). */
export function scopeOf(def: EntityDef, table: EntityTable, actor: Actor): SQL | undefined {
  if (!def.scope) return undefined;
  const scope = scopeCondition(actor, scopeColumns(def, table));
  const hidden = def.scope.partnerHidden;
  return hidden && actor.isCustomerClient
    ? and(scope, notInArray(table[hidden.field]!, [...hidden.values]))
    : scope;
}

/** The caller's rows of an entity, as a condition that is always a condition (`true` without a scope). */
export const entityScope = (def: EntityDef, actor: Actor): SQL =>
  scopeOf(def, tableOf(def), actor) ?? sql`true`;

/** Whether a tree's list is filtered by anything (then it lists matches at any depth, not the top level). */
function filtered(def: EntityDef, query: Record<string, unknown>): boolean {
  return Object.keys(query).some(
    (k) => def.fields[k.replace(/_(from|to)$/, '')]?.search && query[k] !== undefined && query[k] !== '',
  );
}

/**
 * The one condition of an entity's list, shared by the list (`GET /api/<entity>`) and its export: the
 * query's filters and the caller's data scope. A tree without filters or parent is listed from its
 * top level; its screen opens the branches below, so an export (`wholeTree`) takes every row of it.
 */
export function listCondition(
  def: EntityDef,
  table: EntityTable,
  actor: Actor,
  query: Record<string, unknown>,
  options: { wholeTree?: boolean } = {},
): SQL | undefined {
  const conditions = filterConditions(def, table, query);
  const scope = scopeOf(def, table, actor);
  if (scope) conditions.push(scope);
  if (def.tree && !options.wholeTree && query[def.tree.parent] === undefined && !filtered(def, query)) {
    conditions.push(sql`coalesce(${table[def.tree.parent]}, 0) = 0`);
  }
  return where(conditions);
}
