import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSchema,
  listQuerySchema,
  moveBatchSchema,
  moveBodySchema,
  registry,
  updateSchema,
  type EntityDef,
} from '@app/shared';
import { requireActor } from '../plugins/auth.ts';
import { idSchema } from '../plugins/paging.ts';
import { documentLogRoute } from './document-log-route.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { scopeOf } from './list-condition.ts';
import { entityResponses } from './response-schemas.ts';
import { markEngineRoute } from './record-serializer.ts';
import { ListCache, listTables } from './list-cache.ts';
import { listPage } from './list-page.ts';
import type { ListQuery } from './list-statements.ts';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });
/** `{id}` of a delete: one id or several, comma-joined (one path with the record's `{id}` in the API document). */
const idsParams = z.object({
  id: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'error.invalid_id' }),
});

/** The path, tags, label and response schemas every route of an entity shares. */
function routeBasics(def: EntityDef) {
  return { base: `/api/${def.name}`, tags: [def.name], label: def.label.en, responses: entityResponses(def) };
}

function registerEntity(app: FastifyInstance, def: EntityDef) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = tableOf(def);
  const { base, tags, label, responses } = routeBasics(def);
  const listQuery = listQuerySchema(def);
  markEngineRoute('GET', base);
  const tables = listTables(def);
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
    async (req, reply) => {
      const actor = requireActor(req);
      const q = req.query as ListQuery;
      const key = ListCache.key(def.name, q, actor);
      if (!app.lists.enabled) return listPage(app, def, table, actor, q, key);
      // kept as written by the route's serializer (which checks it in tests), sent again as it is
      const body = await app.lists.answer(key, tables, async () =>
        Buffer.from(String(reply.serialize(await listPage(app, def, table, actor, q, key)))),
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
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
