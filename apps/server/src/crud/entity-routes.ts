import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, listQuerySchema, registry, updateSchema, type EntityDef } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { updateVersioned } from '../db/versioned-update.ts';
import { AppError, fieldError, notFound } from '../plugins/app-error.ts';
import { recordOperation } from '../plugins/audit.ts';
import { requireActor } from '../plugins/auth.ts';
import { scopeValues } from '../plugins/data-scope.ts';
import { idSchema } from '../plugins/paging.ts';
import type { Actor } from '../plugins/actor.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { toRecord, type EntityHooksMap } from './hooks.ts';
import { assertNoParentCycle } from './tree.ts';
import { listCondition, scopeOf } from './list-condition.ts';
import { entityResponses } from './response-schemas.ts';
import { runPrepared } from './prepared.ts';
import { orderBy } from './list-query.ts';
import { assertNotReferenced, assertReferencesExist, withDisplays } from './references.ts';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });

/** Lists count their matches up to this many; the screen then shows "10000+" and asks for a narrower search. */
export const COUNT_CAP = 10_000;
const idsParams = z.object({
  ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'error.invalid_id' }),
});

/** A staff user limited to some customers may not write records of other customers. */
function assertCustomerInScope(def: EntityDef, actor: Actor, values: Row) {
  const field = def.scope?.customer;
  if (!field || actor.isCustomerClient || !actor.viewCustomerCodes.length) return;
  const value = values[field];
  if (value !== undefined && value !== null && !actor.viewCustomerCodes.includes(String(value))) {
    throw fieldError(field, 'error.out_of_scope');
  }
}

/** Refuses a value combination another record already has (the unique index still guards races). */
async function assertUnique(db: DbOrTx, def: EntityDef, table: EntityTable, values: Row, exceptId?: number) {
  for (const set of def.unique ?? []) {
    if (set.some((f) => values[f] === undefined || values[f] === null)) continue;
    const [dup] = await db
      .select({ id: table.id! })
      .from(table)
      .where(
        and(
          ...set.map((f) => eq(table[f]!, values[f])),
          ...(exceptId ? [sql`${table.id} <> ${exceptId}`] : []),
        ),
      )
      .limit(1);
    if (dup) {
      const field = set.at(-1)!;
      throw fieldError(field, 'error.duplicate', { field: String(values[field]) });
    }
  }
}

/** The columns an entity shows: id, its fields and the audit columns; never a secret such as a hash. */
function visibleColumns(def: EntityDef, table: EntityTable) {
  const names = [
    'id',
    ...Object.keys(def.fields),
    'create_id',
    'create_time',
    'update_id',
    'update_time',
    'version',
  ];
  return Object.fromEntries(names.filter((n) => table[n]).map((n) => [n, table[n]!]));
}

async function scopedRow(
  db: DbOrTx,
  def: EntityDef,
  table: EntityTable,
  actor: Actor,
  id: number,
): Promise<Row> {
  const [row] = await db
    .select(visibleColumns(def, table))
    .from(table)
    .where(and(eq(table.id!, id), scopeOf(def, table, actor)));
  if (!row) throw notFound();
  return row as Row;
}

/** For tree entities, whether each row has children (the list screen expands rows lazily). */
async function withChildFlags(db: DbOrTx, def: EntityDef, table: EntityTable, rows: Row[]): Promise<Row[]> {
  if (!def.tree || !rows.length) return rows;
  const parent = table[def.tree.parent]!;
  const ids = rows.map((r) => r.id as number);
  const found = await db.selectDistinct({ parent }).from(table).where(inArray(parent, ids));
  const withChildren = new Set(found.map((f) => f.parent));
  return rows.map((r) => ({ ...r, has_children: withChildren.has(r.id) }));
}

function registerEntity(app: FastifyInstance, def: EntityDef, entityHooks: EntityHooksMap) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = tableOf(def);
  const base = `/api/${def.name}`;
  const tags = [def.name];
  const label = def.label.en;
  const listQuery = listQuerySchema(def);
  const hooks = entityHooks[def.name];
  const responses = entityResponses(def);

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
      const q = req.query as Row & { page: number; size: number; sort: string };
      const condition = listCondition(def, table, actor, q);
      const [rows, [total]] = await Promise.all([
        runPrepared(
          app.database,
          app.db
            .select(visibleColumns(def, table))
            .from(table)
            .where(condition)
            .orderBy(...orderBy(table, q.sort))
            .limit(q.size)
            .offset((q.page - 1) * q.size),
        ),
        runPrepared<{ n: number }>(
          app.database,
          app.db.select({ n: sql<number>`count(*)::int`.as('n') }).from(
            app.db
              .select({ one: sql`1`.as('one') })
              .from(table)
              .where(condition)
              .limit(COUNT_CAP + 1)
              .as('matching'),
          ),
        ),
      ]);
      const content = await withChildFlags(
        app.db,
        def,
        table,
        await withDisplays(app.database, def, rows as Row[]),
      );
      const n = total?.n ?? 0;
      // past the cap the total is "more than COUNT_CAP": counting a million matches on every page costs more than it tells
      return {
        content: content.map(toRecord),
        totalElements: Math.min(n, COUNT_CAP),
        totalCapped: n > COUNT_CAP,
        page: q.page,
        size: q.size,
      };
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: { permission: def.permissions.view },
      schema: { tags, summary: `${label}: one record`, params: idParams, response: responses.one },
    },
    async (req) => {
      const row = await scopedRow(app.db, def, table, requireActor(req), req.params.id);
      return toRecord((await withDisplays(app.database, def, [row]))[0]);
    },
  );

  if (def.readOnly) return;
  // an entity written only through its workflow route: the generic create and update answer 405 naming it
  const workflowOnly = def.writeVia ? { preValidation: refuseGenericWrite(def.writeVia) } : {};

  r.post(
    base,
    {
      config: { permission: def.permissions.add },
      schema: { tags, summary: `${label}: create`, body: createSchema(def), response: responses.created },
      ...workflowOnly,
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const values: Row = {
        ...withDefaults(def, req.body as Row),
        ...(def.scope ? scopeValues(actor, scopeFieldNames(def)) : {}),
      };
      assertCustomerInScope(def, actor, values);
      const created = await app.db.transaction(async (tx) => {
        await assertReferencesExist(tx, def, values, req.lang);
        await assertUnique(tx, def, table, values);
        const prepared = (await hooks?.beforeCreate?.(tx, values, actor)) ?? { values };
        const [row] = (await tx
          .insert(table)
          .values({ ...prepared.values, create_id: actor.userId, update_id: actor.userId } as never)
          .returning(visibleColumns(def, table))) as Row[];
        await recordOperation(tx, req, {
          action: 'create',
          target: def.name,
          recordId: row!.id as number,
          after: row,
        });
        return toRecord({ ...row, ...prepared.reveal });
      });
      return reply.status(201).send(created);
    },
  );

  r.put(
    `${base}/:id`,
    {
      config: { permission: def.permissions.edit },
      ...workflowOnly,
      schema: {
        tags,
        summary: `${label}: update (stale version answers 409)`,
        params: idParams,
        body: updateSchema(def),
        response: responses.updated,
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { version, ...rest } = req.body as Row & { version: number };
      const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      assertCustomerInScope(def, actor, values);
      if (actor.isCustomerClient && def.scope?.customer && def.scope.customer in values) {
        values[def.scope.customer] = actor.customerCode;
      }
      return app.db.transaction(async (tx) => {
        const before = await scopedRow(tx, def, table, actor, req.params.id);
        if (def.tree && values[def.tree.parent] !== undefined) {
          const parent = def.tree.parent;
          const columns = { id: table.id!, parent: table[parent]! };
          await assertNoParentCycle(tx, table, columns, parent, req.params.id, values[parent]);
        }
        await assertReferencesExist(tx, def, values, req.lang);
        await assertUnique(tx, def, table, { ...before, ...values }, req.params.id);
        const after = await updateVersioned(
          tx,
          table as never,
          req.params.id,
          version,
          (await hooks?.beforeUpdate?.(tx, before, values, actor)) ?? values,
          actor.userId,
          visibleColumns(def, table),
        );
        await recordOperation(tx, req, {
          action: 'update',
          target: def.name,
          recordId: req.params.id,
          before,
          after,
        });
        return toRecord(after);
      });
    },
  );

  r.delete(
    `${base}/:ids`,
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
      const actor = requireActor(req);
      const ids = [...new Set(req.params.ids.split(',').map(Number))];
      await app.db.transaction(async (tx) => {
        const rows = (await tx
          .select(visibleColumns(def, table))
          .from(table)
          .where(and(inArray(table.id!, ids), scopeOf(def, table, actor)))) as Row[];
        if (rows.length !== ids.length) throw notFound();
        await assertNotReferenced(tx, def, rows, req.lang);
        await hooks?.beforeDelete?.(tx, rows, req.lang);
        await tx.delete(table).where(inArray(table.id!, ids));
        for (const row of rows)
          await recordOperation(tx, req, {
            action: 'delete',
            target: def.name,
            recordId: row.id as number,
            before: row,
          });
      });
      return { code: 0, data: { deleted: ids.length } };
    },
  );
}

function scopeFieldNames(def: EntityDef) {
  return {
    ...(def.scope?.company ? { company: def.scope.company } : {}),
    ...(def.scope?.customer ? { customer: def.scope.customer } : {}),
  };
}

/** Fields left out of a create take their definition's default. */
function withDefaults(def: EntityDef, body: Row): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readonly) continue;
    const v = body[name];
    values[name] = v === undefined || v === null ? (field.default ?? null) : v;
  }
  return values;
}

/** The generic API of every registry entity: GET list, GET one, POST, PUT, DELETE (docs/architecture.md, "API"). */
export interface EntityRoutesOptions {
  /** The workflows' hooks by entity name, composed by the application (the engine knows no module). */
  hooks: EntityHooksMap;
}

export async function entityRoutes(app: FastifyInstance, options: EntityRoutesOptions) {
  for (const def of registry) registerEntity(app, def, options.hooks);
}

function refuseGenericWrite(path: string) {
  return async () => {
    throw new AppError(405, 'error.write_via', { path });
  };
}
