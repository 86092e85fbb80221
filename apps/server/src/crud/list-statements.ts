import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@app/shared';
import type { Actor } from '../plugins/actor.ts';
import { visibleColumns } from './entity-service.ts';
import type { EntityTable } from './entity-tables.ts';
import { listCondition } from './list-condition.ts';
import { orderBy } from './list-query.ts';
import { statementName } from './prepared.ts';

/** Lists count their matches up to this many; the screen then shows "10000+" and asks for a narrower search. */
export const COUNT_CAP = 10_000;

/** A statement as sent: its text, parameters and the name it is prepared under. */
export interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

function statement(query: ReturnType<typeof sql>): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: statementName(text), text, params };
}

/**
 * The statements of an entity's list for a query and a caller's scope: the page, the capped count, and
 * (for PostgreSQL) the page with the capped count as one more column, computed once per statement (an
 * uncorrelated subquery): one round trip instead of two, both read in the same snapshot.
 */
function build(def: EntityDef, table: EntityTable, actor: Actor, q: ListQuery) {
  const condition = listCondition(def, table, actor, q);
  const visible = Object.entries(visibleColumns(def, table));
  const columns = visible.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`);
  const where = condition ? sql` where ${condition}` : sql``;
  const order = sql.join(orderBy(table, q.sort), sql`, `);
  const matching = (limit: number) => sql`select 1 from ${table}${where} limit ${limit}`;
  const counted = (limit: number) => sql`(select count(*)::int from (${matching(limit)}) matching) as total`;
  const page = (total?: ReturnType<typeof sql>) =>
    sql`select ${sql.join(columns, sql`, `)}${total ? sql`, ${total}` : sql``} from ${table}${where} order by ${order} limit ${q.size} offset ${(q.page - 1) * q.size}`;
  return {
    /** The names of the page's columns, in order (its rows may be read as arrays). */
    columns: visible.map(([name]) => name),
    page: statement(page()),
    count: statement(sql`select count(*)::int as n from (${matching(COUNT_CAP + 1)}) matching`),
    /** The page's columns, then the capped count of all matches (on every row; no row when the page is empty). */
    pageWithTotal: statement(page(counted(COUNT_CAP + 1))),
    /** The same, counted up to twice the cap (to tell whether its next pages may skip the count: `ListTotals`). */
    pageWithWideTotal: statement(page(counted(2 * COUNT_CAP + 1))),
  };
}

export type ListQuery = Record<string, unknown> & { page: number; size: number; sort: string };
type Built = ReturnType<typeof build>;

/**
 * The statements of a list request, built once per distinct key (entity, parsed query, caller's scope)
 * and kept for the next identical request: building a hundred-column select with Drizzle and hashing its
 * text cost more than a cached page of the answer. Pure function of the key, so nothing to invalidate.
 */
export class ListStatements {
  readonly #built = new Map<string, Built>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, def: EntityDef, table: EntityTable, actor: Actor, q: ListQuery): Built {
    let found = this.#built.get(key);
    if (found) return found;
    found = build(def, table, actor, q);
    this.#built.set(key, found);
    if (this.#built.size > this.maxEntries) {
      const oldest = this.#built.keys().next().value;
      if (oldest !== undefined) this.#built.delete(oldest);
    }
    return found;
  }
}
