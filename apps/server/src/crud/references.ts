import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { entityByName, localize, registry, type EntityDef, type Lang } from '@app/shared';
import type { Database, DbOrTx } from '../db/client.ts';
import { AppError } from '../plugins/app-error.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { runPrepared } from './prepared.ts';
import { displayCacheOf } from '../plugins/display-cache.ts';

type Row = Record<string, unknown>;

/** Conditions limiting a reference to part of the target (e.g. base-data of one type). */
function refFilter(table: EntityTable, filter: Record<string, string> | undefined) {
  return Object.entries(filter ?? {}).map(([k, v]) => eq(table[k]!, v));
}

/** The entities (and fields) that refer to the given entity. */
function referrers(def: EntityDef) {
  return registry.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, f]) => f.kind === 'ref' && f.ref?.entity === def.name)
      .map(([name, f]) => ({ other, name, key: f.ref?.field ?? 'id', filter: f.ref?.filter })),
  );
}

/** Refuses a write that refers to a record which does not exist. */
export async function assertReferencesExist(db: DbOrTx, def: EntityDef, values: Row, lang: Lang) {
  const errors: Record<string, { key: string; params: Record<string, string> }> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = values[name];
    if (field.kind !== 'ref' || value === undefined || value === null || value === '') continue;
    const target = entityByName(field.ref!.entity);
    if (!target) continue;
    const table = tableOf(target);
    const [found] = await db
      .select({ id: table.id! })
      .from(table)
      .where(and(eq(table[field.ref!.field ?? 'id']!, value), ...refFilter(table, field.ref!.filter)))
      .limit(1);
    if (!found)
      errors[name] = {
        key: 'field.ref_missing',
        params: { entity: localize(target.label, lang), value: String(value) },
      };
  }
  if (Object.keys(errors).length) throw new AppError(400, 'error.validation', undefined, errors);
}

/** Refuses to delete records that other records still refer to, naming the referring entity. */
export async function assertNotReferenced(
  db: DbOrTx,
  def: EntityDef,
  rows: Row[],
  lang: Lang,
  deletedWith: readonly string[] = [],
) {
  for (const { other, name, key, filter } of referrers(def)) {
    if (deletedWith.includes(other.name)) continue;
    const matching = rows.filter((r) => Object.entries(filter ?? {}).every(([k, v]) => r[k] === v));
    const values = matching.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
    if (!values.length) continue;
    const table = tableOf(other);
    const [used] = await db
      .select({ id: table.id! })
      .from(table)
      .where(inArray(table[name]!, values))
      .limit(1);
    if (used) throw new AppError(409, 'error.in_use_by', { entity: localize(other.label, lang) });
  }
  if (def.tree) {
    const table = tableOf(def);
    const ids = rows.map((r) => r.id as number);
    const [child] = await db
      .select({ id: table.id! })
      .from(table)
      .where(and(inArray(table[def.tree.parent]!, ids), notInArray(table.id!, ids)))
      .limit(1);
    if (child) throw new AppError(409, 'error.in_use_by', { entity: localize(def.label, lang) });
  }
}

type RefField = [string, EntityDef['fields'][string]];
const refFieldsOf = new Map<string, RefField[]>();

/** The fields of a definition that show a referenced record's name (`_display`), computed once. */
export function displayedReferences(def: EntityDef): RefField[] {
  let refs = refFieldsOf.get(def.name);
  if (!refs) {
    refs = Object.entries(def.fields).filter(([, f]) => f.kind === 'ref' && entityByName(f.ref!.entity));
    refFieldsOf.set(def.name, refs);
  }
  return refs;
}

/**
 * The display texts of the references rows hold (field → key → text): from the names cache, the missing
 * ones read in one statement per field. `valuesOf` gives a field's values in the rows.
 */
export async function displayTexts(
  database: Database,
  def: EntityDef,
  valuesOf: (field: string) => unknown[],
): Promise<Map<string, Map<unknown, unknown>>> {
  const displays = new Map<string, Map<unknown, unknown>>();
  const cache = displayCacheOf(database);
  for (const [name, field] of displayedReferences(def)) {
    const target = entityByName(field.ref!.entity)!;
    const table = tableOf(target);
    const key = field.ref!.field ?? 'id';
    const values = [...new Set(valuesOf(name).filter((v) => v !== null && v !== undefined))];
    if (!values.length) continue;
    const scope = `${key}\u0000${JSON.stringify(field.ref!.filter ?? {})}`;
    const known = cache?.lookup(target.table, scope, values) ?? new Map<unknown, unknown>();
    const missing = values.filter((v) => !known.has(v));
    if (missing.length) {
      const generation = cache?.generation ?? 0;
      const found = await runPrepared<{ key: unknown; text: unknown }>(
        database,
        database.db
          .select({ key: sql`${table[key]!}`.as('key'), text: sql`${table[target.display]!}`.as('text') })
          .from(table)
          .where(and(inArray(table[key]!, missing), ...refFilter(table, field.ref!.filter))),
      );
      const fresh = new Map(found.map((f) => [f.key, f.text]));
      cache?.store(target.table, scope, generation, fresh);
      for (const [k, text] of fresh) known.set(k, text);
    }
    displays.set(name, known);
  }
  return displays;
}

/** Adds `_display` with the display text of each referenced record, for lists and detail views. */
export async function withDisplays(database: Database, def: EntityDef, rows: Row[]): Promise<Row[]> {
  const refs = displayedReferences(def);
  if (!refs.length || !rows.length) return rows;
  const displays = await displayTexts(database, def, (name) => rows.map((r) => r[name]));
  return rows.map((r) => ({
    ...r,
    _display: Object.fromEntries(refs.map(([name]) => [name, displays.get(name)?.get(r[name]) ?? null])),
  }));
}
