import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entityByName, listQuerySchema, type EntityDef, type SummaryFigure } from '@app/shared';
import { listCondition } from '../../crud/list-condition.ts';
import { tableOf, type EntityTable } from '../../crud/entity-tables.ts';
import { runPrepared } from '../../crud/prepared.ts';
import type { Actor } from '../../plugins/actor.ts';

/**
 * A figure of the home tab: how many records of an entity's list match a query. The count runs the
 * list's own condition (`listCondition`: the same filters, parsed by the same schema, and the caller's
 * data scope), so `GET /api/<resource>?<query>` answers this very number and the link shows these rows.
 */
export interface FigureSpec {
  key: string;
  label?: string;
  entity: string;
  query: Record<string, string>;
  /** A money total of the same rows (open amounts of an ageing band). */
  amount?: (table: EntityTable) => SQL;
}

interface Entity {
  def: EntityDef;
  table: EntityTable;
  parse: (query: Record<string, string>) => Record<string, unknown>;
}

const entities = new Map<string, Entity>();

/** An entity of the registry with its table and list-query parser, built once. */
export function entityOf(name: string): Entity {
  let found = entities.get(name);
  if (!found) {
    const def = entityByName(name);
    if (!def) throw new Error(`no entity ${name}`);
    const schema = listQuerySchema(def);
    found = { def, table: tableOf(def), parse: (query) => schema.parse(query) as Record<string, unknown> };
    entities.set(name, found);
  }
  return found;
}

/** The condition of an entity's list for a query and a caller. */
export function figureCondition(entity: Entity, actor: Actor, query: Record<string, string>) {
  return listCondition(entity.def, entity.table, actor, entity.parse(query));
}

/** The figure a spec describes, counted now. */
export async function countFigure(
  app: FastifyInstance,
  actor: Actor,
  spec: FigureSpec,
): Promise<SummaryFigure> {
  const entity = entityOf(spec.entity);
  const where = figureCondition(entity, actor, spec.query);
  const amount = spec.amount?.(entity.table);
  const [row] = await runPrepared<{ n: number; amount?: string | null }>(
    app.database,
    app.db
      .select({
        n: sql<number>`count(*)::int`.as('n'),
        ...(amount ? { amount: sql<string>`coalesce(${amount}, 0)::numeric(18, 2)::text`.as('amount') } : {}),
      })
      .from(entity.table)
      .where(where),
  );
  return {
    key: spec.key,
    ...(spec.label !== undefined ? { label: spec.label } : {}),
    count: Number(row?.n ?? 0),
    ...(amount ? { amount: String(row?.amount ?? '0.00') } : {}),
    resource: `/api/${entity.def.name}`,
    path: entity.def.path ?? '',
    query: spec.query,
  };
}

export interface SplitSpec extends Omit<FigureSpec, 'label'> {
  /** The field the figures are split by (also the filter each figure's query adds). */
  by: string;
  /** A name for the rows of a value (max over the group), when the value alone says nothing. */
  labelSql?: (table: EntityTable) => SQL;
  label: (value: string | null, name: string | null) => string;
}

/**
 * Figures of one key split by a column (arrivals by slot, open task orders by clerk): one grouped
 * count over the list's condition, then a figure per value whose query adds `<filter>=<value>` (a
 * missing reference is filter value 0, which the list reads as "none"). Labels come from `label`.
 */
export async function splitFigures(
  app: FastifyInstance,
  actor: Actor,
  spec: SplitSpec,
): Promise<SummaryFigure[]> {
  const entity = entityOf(spec.entity);
  const column = entity.table[spec.by]!;
  const labelSql = spec.labelSql?.(entity.table);
  const rows = await runPrepared<{ value: string | number | null; n: number; label: string | null }>(
    app.database,
    app.db
      .select({
        value: sql<string | number | null>`${column}`.as('value'),
        n: sql<number>`count(*)::int`.as('n'),
        label: (labelSql ? sql<string | null>`max(${labelSql})` : sql<string | null>`null`).as('label'),
      })
      .from(entity.table)
      .where(figureCondition(entity, actor, spec.query))
      .groupBy(column)
      .orderBy(column),
  );
  return rows.map((row) => {
    const value = row.value === null ? null : String(row.value);
    const isRef = entity.def.fields[spec.by]?.kind === 'ref';
    return {
      key: spec.key,
      label: spec.label(value, row.label),
      count: Number(row.n),
      resource: `/api/${entity.def.name}`,
      path: entity.def.path ?? '',
      query: { ...spec.query, [spec.by]: value ?? (isRef ? '0' : '') },
    };
  });
}
