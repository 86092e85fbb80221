import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessTimeZone, localize, type EntityDef, type FieldDef, type Lang } from '@app/shared';
import { listCondition } from '../../crud/list-condition.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { orderBy } from '../../crud/list-query.ts';
import type { Actor } from '../../plugins/actor.ts';

/** The SQL of an export, computed when it is asked for (filters, data scope, sort) and run later by the job. */
export interface ExportQuery {
  sql: string;
  params: unknown[];
  countSql: string;
  countParams: unknown[];
  /** Set when the rows are ordered by id alone: they can then be paged by id (keyset). */
  keyset?: 'asc' | 'desc';
  /**
   * Otherwise, for the embedded database (no cursor): the ids of the rows in export order (sorted once),
   * and the rows of a batch of ids (its last parameter: the ids).
   */
  ids?: { sql: string; params: unknown[]; byIdsSql: string; byIdsParams: unknown[] };
}

export interface ExportColumn {
  name: string;
  field: FieldDef;
  header: string;
}

/** A field goes into the file unless it says otherwise (export), or, saying nothing, hides from the table. */
function exported(field: FieldDef): boolean {
  if (field.writeOnly) return false;
  return field.show?.export ?? field.show?.table ?? true;
}

/** The columns of an entity's export, titled in the caller's language. */
export function exportColumns(def: EntityDef, lang: Lang): ExportColumn[] {
  return Object.entries(def.fields)
    .filter(([, field]) => exported(field))
    .map(([name, field]) => ({ name, field, header: localize(field.label, lang) }));
}

/**
 * Exactly the rows the list `GET /api/<entity>` selects for this actor and query (every page): its
 * filters, its data scope and its sort. Dates are formatted by the database so both backends agree,
 * times on the business clock (BUSINESS_TIME_ZONE).
 */
export function exportQuery(
  app: FastifyInstance,
  def: EntityDef,
  actor: Actor,
  query: Record<string, unknown>,
): ExportQuery {
  const table = tableOf(def);
  // the list's own condition; a tree exports every row of the tree its list opens
  const condition = listCondition(def, table, actor, query, { wholeTree: true });
  const columns: Record<string, SQL.Aliased | (typeof table)[string]> = { id: table.id! };
  for (const { name, field } of exportColumns(def, 'zh')) {
    const column = table[name]!;
    if (field.kind === 'date') columns[name] = sql<string>`to_char(${column}, 'YYYY-MM-DD')`.as(name);
    // on the business clock, as every screen shows it (not the database session's zone)
    else if (field.kind === 'datetime')
      columns[name] =
        sql<string>`to_char(${column} at time zone ${businessTimeZone()}, 'YYYY-MM-DD HH24:MI:SS')`.as(name);
    else if (field.kind === 'json') columns[name] = sql<string>`${column}::text`.as(name);
    else columns[name] = column;
  }
  const sort = String(query.sort ?? def.defaultSort ?? 'id,desc');
  const [sortField, sortDir] = sort.split(',');
  const rows = app.db
    .select(columns)
    .from(table)
    .where(condition)
    .orderBy(...orderBy(table, sort))
    .toSQL();
  const count = app.db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(table)
    .where(condition)
    .toSQL();
  const paging: Partial<ExportQuery> = {};
  if (sortField === 'id') paging.keyset = sortDir === 'asc' ? 'asc' : 'desc';
  else {
    const ids = app.db
      .select({ id: table.id! })
      .from(table)
      .where(condition)
      .orderBy(...orderBy(table, sort))
      .toSQL();
    const byIds = app.db
      .select(columns)
      .from(table)
      .where(and(condition, sql`${table.id!} = any(${sql.raw('$ids')}::bigint[])`))
      .toSQL();
    paging.ids = {
      sql: ids.sql,
      params: ids.params,
      // the ids parameter goes last, after the filter's own
      byIdsSql: byIds.sql.replace('$ids', () => `$${byIds.params.length + 1}`),
      byIdsParams: byIds.params,
    };
  }
  return {
    sql: rows.sql,
    params: rows.params,
    countSql: count.sql,
    countParams: count.params,
    ...paging,
  };
}
