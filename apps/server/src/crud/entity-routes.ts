import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSchema,
  entityByName,
  listQuerySchema,
  moveBatchSchema,
  moveBodySchema,
  registry,
  updateSchema,
  type EntityDef,
} from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { requireActor } from '../plugins/auth.ts';
import { idSchema } from '../plugins/paging.ts';
import { documentLogRoute } from './document-log-route.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { scopeOf } from './list-condition.ts';
import { toRecord } from './hooks.ts';
import { entityResponses } from './response-schemas.ts';
import { markEngineRoute } from './record-serializer.ts';
import { pageAndTotal } from './prepared.ts';
import { withDisplays } from './references.ts';
import { ListCache, type ListAnswer } from './list-cache.ts';
import { COUNT_CAP, ListStatements, type ListQuery, type Statement } from './list-statements.ts';
import type { Actor } from '../plugins/actor.ts';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });

const statements = new ListStatements();
/** `{id}` of a delete: one id or several, comma-joined (one path with the record's `{id}` in the API document). */
const idsParams = z.object({
  id: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'error.invalid_id' }),
});

/** For tree entities, whether each row has children (the list screen expands rows lazily). */
async function withChildFlags(db: DbOrTx, def: EntityDef, table: EntityTable, rows: Row[]): Promise<Row[]> {
  if (!def.tree || !rows.length) return rows;
  const parent = table[def.tree.parent]!;
  const ids = rows.map((r) => r.id as number);
  const found = await db.selectDistinct({ parent }).from(table).where(inArray(parent, ids));
  const withChildren = new Set(found.map((f) => f.parent));
  return rows.map((r) => ({ ...r, has_children: withChildren.has(r.id) }));
}

/** The path, tags, label and response schemas every route of an entity shares. */
function routeBasics(def: EntityDef) {
  return { base: `/api/${def.name}`, tags: [def.name], label: def.label.en, responses: entityResponses(def) };
}

/** One page of an entity's list for a caller, with its (capped) total. */
async function listPage(
  app: FastifyInstance,
  def: EntityDef,
  table: EntityTable,
  actor: Actor,
  q: ListQuery,
  key: string,
): Promise<ListAnswer> {
  const { page, count } = statements.get(key, def, table, actor, q);
  const run = <T>(s: Statement) => app.database.queryRows<T>(s.name, s.text, s.params);
  const [rows, n] = await pageAndTotal(
    app.database,
    () => run<Row>(page),
    async () => (await run<{ n: number }>(count))[0]?.n ?? 0,
    (q.page - 1) * q.size,
    q.size,
  );
  const content = await withChildFlags(
    app.db,
    def,
    table,
    await withDisplays(app.database, def, rows as Row[]),
  );
  // past the cap the total is "more than COUNT_CAP": counting a million matches on every page costs more than it tells
  return {
    content: content.map(toRecord),
    totalElements: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    page: q.page,
    size: q.size,
  };
}

function registerEntity(app: FastifyInstance, def: EntityDef) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = tableOf(def);
  const { base, tags, label, responses } = routeBasics(def);
  const listQuery = listQuerySchema(def);
  markEngineRoute('GET', base);
  // what a page of this list is read from: its table, and the tables of the names it shows
  const tables = [
    def.table,
    ...Object.values(def.fields)
      .map((f) => (f.kind === 'ref' && f.ref ? entityByName(f.ref.entity)?.table : undefined))
      .filter((t): t is string => t !== undefined),
  ];
  markEngineRoute('GET', `${base}/:id`);

  r.get(
    base,
    {
      config: { permission: def.permissions.list },
      schema: {
        tags,
        summary: `${label}: list (page from 1)`,
        querystring: listQuery,
        response: responses.list,
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const q = req.query as ListQuery;
      const key = ListCache.key(def.name, q, actor);
      const cached = app.lists.get(key);
      if (cached) return cached;
      const generation = app.lists.generation;
      const answer = await listPage(app, def, table, actor, q, key);
      app.lists.store(key, generation, answer, tables);
      return answer;
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: { permission: def.permissions.view },
      schema: { tags, summary: `${label}: one record`, params: idParams, response: responses.one },
    },
    async (req) => app.entities(def.name).get(requireActor(req), req.params.id),
  );

  if (def.workflow) registerMoves(app, def, table);
  if (def.readOnly) return;
  // an entity whose workflow writes it (with its lines and checks) registers its own create and
  // update at these paths; the engine serves the rest
  if (!def.workflowWrites) registerWrites(app, def);
  registerDelete(app, def);
}

function registerWrites(app: FastifyInstance, def: EntityDef) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, label, responses } = routeBasics(def);
  r.post(
    base,
    {
      config: { permission: def.permissions.add },
      schema: { tags, summary: `${label}: create`, body: createSchema(def), response: responses.created },
    },
    async (req, reply) => reply.status(201).send(await app.entities(def.name).create(req, req.body as Row)),
  );

  r.put(
    `${base}/:id`,
    {
      config: { permission: def.permissions.edit },
      schema: {
        tags,
        summary: `${label}: update (stale version answers 409)`,
        params: idParams,
        body: updateSchema(def),
        response: responses.updated,
      },
    },
    async (req) => app.entities(def.name).update(req, req.params.id, req.body as Row & { version: number }),
  );
}

function registerDelete(app: FastifyInstance, def: EntityDef) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, label, responses } = routeBasics(def);
  r.delete(
    `${base}/:id`,
    {
      config: { permission: def.permissions.delete },
      schema: {
        tags,
        summary: `${label}: delete (comma-joined ids)`,
        params: idsParams,
        response: responses.deleted,
      },
    },
    async (req) => {
      const ids = req.params.id.split(',').map(Number);
      return { code: 0, data: { deleted: await app.entities(def.name).remove(req, ids) } };
    },
  );
}

/**
 * A document's moves, from its definition's workflow: `POST /api/<name>/{id}/<move>` with the version
 * read (and the move's own fields), a batch form `POST /api/<name>/<move>` with `items` where the
 * definition offers it, and the document's log at `GET /api/<name>/{id}/log`.
 */
function registerMoves(app: FastifyInstance, def: EntityDef, table: EntityTable) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, label, responses } = routeBasics(def);
  const workflow = def.workflow!;
  // customs' own moves are made by receipts only (moveWithin): no route
  for (const move of workflow.moves.filter((m) => !m.customs)) {
    const from = move.from.join(', ');
    r.post(
      `${base}/:id/${move.name}`,
      {
        config: { permission: move.code },
        schema: {
          tags,
          summary: `${label}: ${move.label.en} (${from} → ${move.to}; a stale version or another state answers 409)`,
          params: idParams,
          body: moveBodySchema(move),
          response: responses.updated,
        },
      },
      async (req) => {
        const body = req.body as Row & { version: number };
        return app.entities(def.name).move(req, req.params.id, move.name, body);
      },
    );
    if (!move.batch) continue;
    r.post(
      `${base}/${move.name}`,
      {
        config: { permission: move.code },
        schema: {
          tags,
          summary: `${label}: ${move.label.en} on several records at once (all or none)`,
          body: moveBatchSchema(move),
          response: responses.moved,
        },
      },
      async (req) => {
        const { items, ...body } = req.body as Row & { items: { id: number; version: number }[] };
        return { content: await app.entities(def.name).moveMany(req, items, move.name, body) };
      },
    );
  }
  documentLogRoute(app, {
    url: `${base}/:id/log`,
    permission: def.permissions.view,
    tags,
    summary: `${label}: the document's log (every move and receipt, by whom and when)`,
    doc: workflow.docType,
    table,
    scope: (actor) => scopeOf(def, table, actor) ?? sql`true`,
  });
}

/** The generic API of every registry entity: GET list, GET one, POST, PUT, DELETE (docs/architecture.md, "API"). */
/** The generic routes of every registry entity over `app.entities` (the services with the application's hooks). */
export async function entityRoutes(app: FastifyInstance) {
  for (const def of registry) registerEntity(app, def);
}
