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

/** The page and capped-count statements of an entity's list for a query and a caller's scope. */
function build(def: EntityDef, table: EntityTable, actor: Actor, q: ListQuery) {
  const condition = listCondition(def, table, actor, q);
  const columns = Object.entries(visibleColumns(def, table)).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  );
  const where = condition ? sql` where ${condition}` : sql``;
  const order = sql.join(orderBy(table, q.sort), sql`, `);
  return {
    page: statement(
      sql`select ${sql.join(columns, sql`, `)} from ${table}${where} order by ${order} limit ${q.size} offset ${(q.page - 1) * q.size}`,
    ),
    count: statement(
      sql`select count(*)::int as n from (select 1 from ${table}${where} limit ${COUNT_CAP + 1}) matching`,
    ),
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
