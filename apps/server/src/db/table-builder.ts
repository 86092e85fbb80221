import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '@app/shared';
import { auditColumns, idColumn, tz } from './columns.ts';

export function columnFor(name: string, field: FieldDef): PgColumnBuilderBase {
  const withDefault = <T extends PgColumnBuilderBase & { default(v: unknown): T; notNull(): T }>(
    col: T,
  ): T => {
    let c = col;
    if (field.default !== undefined) c = c.default(field.default);
    if (field.required) c = c.notNull();
    return c;
  };
  switch (field.kind) {
    case 'string':
      return withDefault(varchar(name, { length: field.length ?? 100 }) as never);
    case 'text':
      return withDefault(text(name) as never);
    case 'int':
      return withDefault(integer(name) as never);
    case 'decimal':
      return withDefault(
        numeric(name, { precision: field.precision ?? 18, scale: field.scale ?? 0 }) as never,
      );
    case 'bool':
      return withDefault(boolean(name) as never);
    case 'date':
      return withDefault(date(name, { mode: 'string' }) as never);
    case 'datetime':
      return withDefault(tz(name) as never);
    case 'enum':
      return withDefault(varchar(name, { length: 50 }) as never);
    case 'ref':
      return withDefault(
        (field.ref?.field ? varchar(name, { length: field.length ?? 100 }) : integer(name)) as never,
      );
    case 'json':
      return withDefault(jsonb(name) as never);
  }
}

/**
 * The table of an entity, from its definition alone: id, one column per field, the audit columns and
 * version, an index per searchable or scope field, and the unique constraints.
 */
export function buildTable(def: EntityDef) {
  const columns: Record<string, PgColumnBuilderBase> = { id: idColumn() };
  for (const [name, field] of Object.entries(def.fields)) columns[name] = columnFor(name, field);
  Object.assign(columns, auditColumns());
  const indexed = new Set<string>([
    ...Object.entries(def.fields)
      .filter(([, f]) => f.search || f.kind === 'ref')
      .map(([n]) => n),
    ...Object.values(def.scope ?? {}),
    ...(def.tree ? [def.tree.parent] : []),
  ]);
  return pgTable(def.table, columns, (t) => {
    const byName = t as unknown as Record<string, PgColumn>;
    return [
      ...[...indexed].map((n) => index(`${def.table}_${n}_idx`).on(byName[n]!)),
      ...(def.unique ?? []).map((set) => {
        const [first, ...rest] = set.map((n) => byName[n]!);
        return uniqueIndex(`${def.table}_${set.join('_')}_uq`).on(first!, ...rest);
      }),
    ];
  });
}
