import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EntityDef } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../plugins/actor.ts';
import type { ListAnswer } from './list-cache.ts';
import type { EntityTable } from './entity-tables.ts';
import { COUNT_CAP, ListStatements, type ListQuery, type Statement } from './list-statements.ts';
import { pageAndTotal } from './prepared.ts';
import { displayedReferences, displayTexts } from './references.ts';

type Row = Record<string, unknown>;
type ListRecord = ListAnswer['content'][number];

const statements = new ListStatements();

/** For tree entities, whether each row has children (the list screen expands rows lazily). */
async function withChildFlags(db: DbOrTx, def: EntityDef, table: EntityTable, rows: Row[]): Promise<Row[]> {
  if (!def.tree || !rows.length) return rows;
  const parent = table[def.tree.parent]!;
  const ids = rows.map((r) => r.id as number);
  const found = await db.selectDistinct({ parent }).from(table).where(inArray(parent, ids));
  const withChildren = new Set(found.map((f) => f.parent));
  return rows.map((r) => ({ ...r, has_children: withChildren.has(r.id) }));
}

/**
 * The records of a page read as arrays: each built once, its columns under their names, then `_display`
 * with the name of each referenced record (as `withDisplays` gives a record read as an object).
 */
async function records(
  app: FastifyInstance,
  def: EntityDef,
  columns: readonly string[],
  rows: unknown[][],
): Promise<ListRecord[]> {
  const refs = displayedReferences(def).map(([name]) => [name, columns.indexOf(name)] as const);
  const texts =
    refs.length && rows.length
      ? await displayTexts(app.database, def, (name) => {
          const at = columns.indexOf(name);
          return rows.map((r) => r[at]);
        })
      : undefined;
  return rows.map((row) => {
    const record: Row = {};
    for (let i = 0; i < columns.length; i++) record[columns[i]!] = row[i];
    if (typeof record.id !== 'number') throw new Error('a stored record came back without its id');
    if (texts) {
      const display: Row = {};
      for (const [name, at] of refs) display[name] = texts.get(name)?.get(row[at]) ?? null;
      record._display = display;
    }
    return record as ListRecord;
  });
}

/**
 * One page of an entity's list for a caller, with its total counted up to COUNT_CAP: past the cap the
 * total is "more than COUNT_CAP" (`totalCapped`), since counting a million matches on every page costs
 * more than it tells. On PostgreSQL a list lately counted past twice the cap is not counted again for a
 * few seconds (`ListTotals`: its answer stays "more than COUNT_CAP"). `key` names the request's entity,
 * parsed query and scope (its statements are kept).
 */
export async function listPage(
  app: FastifyInstance,
  def: EntityDef,
  table: EntityTable,
  actor: Actor,
  q: ListQuery,
  key: string,
): Promise<ListAnswer> {
  const built = statements.get(key, def, table, actor, q);
  const run = (s: Statement) => app.database.queryArrays(s.name, s.text, s.params);
  const totalAt = built.columns.length;
  const counted = app.database.kind === 'postgres' ? app.listTotals.lookup(key) : 'narrow';
  const generation = app.listTotals.generation;
  const [rows, n] = await pageAndTotal(
    app.database,
    {
      page: () => run(built.page),
      count: async () => ((await run(built.count))[0]?.[0] as number | undefined) ?? 0,
      pageWithTotal: async () => {
        const found = await run(counted ? built.pageWithTotal : built.pageWithWideTotal);
        return [found, found[0]?.[totalAt] as number | undefined];
      },
      knownTotal: counted === 'wide' ? COUNT_CAP + 1 : undefined,
    },
    (q.page - 1) * q.size,
    q.size,
  );
  if (!counted) app.listTotals.store(key, def.table, generation, n > 2 * COUNT_CAP ? 'wide' : 'narrow');
  const content = await records(app, def, built.columns, rows);
  return {
    content: def.tree ? ((await withChildFlags(app.db, def, table, content)) as ListRecord[]) : content,
    totalElements: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    page: q.page,
    size: q.size,
  };
}
