import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { CREATED_BY_FILTER, type EntityDef } from '@app/shared';
import type { EntityTable } from './entity-tables.ts';

/** LIKE pattern that matches the text literally (%, _ and \ are escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The filters of a parsed list query: exact, contains, from/to range and one-of, per the field definitions. */
export function filterConditions(def: EntityDef, table: EntityTable, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const column = table[name]!;
    switch (field.search) {
      case 'eq':
        // a reference filtered by 0 (no id is 0) asks for records without one: charge lines on no statement
        if (field.kind === 'ref' && query[name] === 0) conditions.push(isNull(column));
        else if (present(query[name])) conditions.push(eq(column, query[name]));
        break;
      case 'like':
        if (present(query[name])) conditions.push(ilike(column, containsPattern(String(query[name]))));
        break;
      case 'range':
        if (present(query[`${name}_from`])) conditions.push(gte(column, query[`${name}_from`]));
        if (present(query[`${name}_to`])) conditions.push(lte(column, query[`${name}_to`]));
        break;
      case 'in': {
        const list = query[name] as string[] | undefined;
        if (list?.length) conditions.push(inArray(column, list));
        break;
      }
    }
  }
  const creator = table[CREATED_BY_FILTER];
  if (creator && present(query[CREATED_BY_FILTER])) conditions.push(eq(creator, query[CREATED_BY_FILTER]));
  if (def.tree && present(query[def.tree.parent]))
    conditions.push(eq(table[def.tree.parent]!, query[def.tree.parent]));
  return conditions;
}

/** ORDER BY for 'field,asc|desc', always ending with id so pages are stable. */
export function orderBy(table: EntityTable, sort: string): SQL[] {
  const [field = 'id', dir = 'desc'] = sort.split(',');
  const by = dir === 'asc' ? asc : desc;
  return field === 'id' ? [by(table.id!)] : [by(table[field]!), by(table.id!)];
}

export function where(conditions: SQL[]): SQL | undefined {
  return conditions.length ? and(...conditions) : undefined;
}
