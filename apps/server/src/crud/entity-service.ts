import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { createSchema, localize, registry, updateSchema, type EntityDef } from '@app/shared';
import { insertValues } from '../db/column-values.ts';
import type { DbOrTx } from '../db/client.ts';
import { updateVersioned } from '../db/versioned-update.ts';
import { fieldError, notFound } from '../plugins/app-error.ts';
import { recordOperation } from '../plugins/audit.ts';
import { requireActor } from '../plugins/auth.ts';
import { scopeValues } from '../plugins/data-scope.ts';
import type { Actor } from '../plugins/actor.ts';
import { RequestValidationError } from '../plugins/validation.ts';
import { assertDeletable } from './deletable.ts';
import { entityMoves, type EntityMoves } from './entity-moves.ts';
import { tableOf, type EntityTable } from './entity-tables.ts';
import { toRecord, type EntityHooks, type EntityHooksMap, type EntityRecord } from './hooks.ts';
import { scopeOf } from './list-condition.ts';
import { assertNotReferenced, assertReferencesExist, withDisplays } from './references.ts';
import { assertNoChildrenLeft, assertNoParentCycle, assertParentExists } from './tree.ts';

type Row = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine's operations on each registry entity, by name (for routes and specification adapters). */
    entities: EntityServices;
  }
}

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

export /** The columns an entity shows: id, its fields and the audit columns; never a secret such as a hash. */
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

export async function scopedRow(
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

function scopeFieldNames(def: EntityDef) {
  return {
    ...(def.scope?.company ? { company: def.scope.company } : {}),
    ...(def.scope?.customer ? { customer: def.scope.customer } : {}),
    ...(def.scope?.partnerPicksCompany ? { partnerPicksCompany: true } : {}),
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

/**
 * What the engine does with one entity: the generic routes (`entity-routes.ts`) and the
 * specification's own calls (`adapters/`) both go through it, so a record is checked and written the
 * same way whichever call wrote it. Each write runs the workflow's hooks, in one transaction, and is
 * recorded in the operation log.
 */
export interface EntityService extends EntityMoves {
  readonly def: EntityDef;
  readonly table: EntityTable;
  /** A create body checked against the definition (400 naming each refused field). */
  parseCreate(input: unknown): Row;
  /** An update body (with `version`) checked against the definition. */
  parseUpdate(input: unknown): Row & { version: number };
  /** One record in the caller's scope, with reference names; 404 otherwise. */
  get(actor: Actor, id: number): Promise<EntityRecord>;
  /** `within` runs in the create's transaction with the new record (grants written with it, for instance). */
  create(
    req: FastifyRequest,
    body: Row,
    options?: { within?(tx: DbOrTx, record: EntityRecord): Promise<void> },
  ): Promise<EntityRecord>;
  /** `action` names the change in the operation log (default `update`; `set-status` for a status call). */
  update(
    req: FastifyRequest,
    id: number,
    body: Row & { version: number },
    options?: { action?: string },
  ): Promise<EntityRecord>;
  /** Deletes records of the caller's scope (404 when one is missing); answers how many. */
  remove(req: FastifyRequest, ids: number[]): Promise<number>;
}

export type EntityServices = (name: string) => EntityService;

/** A body checked by a definition's schema; a refusal is the 400 of any route (fields named, in the request's language). */
function parseWith(schema: ZodType, input: unknown): Row {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError('body', schema, input);
  return z.record(z.string(), z.unknown()).parse(result.data);
}

export function entityService(
  app: FastifyInstance,
  def: EntityDef,
  hooks: EntityHooks | undefined,
): EntityService {
  const table = tableOf(def);
  const creating = createSchema(def);
  const updating = updateSchema(def);
  const label = (req: FastifyRequest) => localize(def.label, req.lang);
  return {
    ...entityMoves(app, def, table, visibleColumns(def, table), hooks),
    def,
    table,
    parseCreate: (input) => parseWith(creating, input),
    parseUpdate: (input) => {
      const body = parseWith(updating, input);
      return { ...body, version: z.number().int().parse(body.version) };
    },

    async get(actor, id) {
      const row = await scopedRow(app.db, def, table, actor, id);
      return toRecord((await withDisplays(app.database, def, [row]))[0]);
    },

    async create(req, body, options) {
      const actor = requireActor(req);
      const values: Row = {
        ...withDefaults(def, body),
        ...(def.scope ? scopeValues(actor, scopeFieldNames(def)) : {}),
      };
      assertCustomerInScope(def, actor, values);
      return app.db.transaction(async (tx) => {
        if (def.tree)
          await assertParentExists(tx, table, table, def.tree.parent, values[def.tree.parent], label(req));
        await assertReferencesExist(tx, def, values, req.lang);
        await assertUnique(tx, def, table, values);
        const prepared = (await hooks?.beforeCreate?.(tx, values, actor)) ?? { values };
        const [row] = (await tx
          .insert(table)
          .values(
            insertValues(table, { ...prepared.values, create_id: actor.userId, update_id: actor.userId }),
          )
          .returning(visibleColumns(def, table))) as Row[];
        await recordOperation(tx, req, {
          action: 'create',
          target: def.name,
          recordId: row!.id as number,
          after: row,
        });
        const record = toRecord({ ...row, ...prepared.reveal });
        await hooks?.afterCreate?.(tx, record, actor);
        await options?.within?.(tx, record);
        return record;
      });
    },

    async update(req, id, body, options) {
      const actor = requireActor(req);
      const { version, ...rest } = body;
      const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      assertCustomerInScope(def, actor, values);
      if (actor.isCustomerClient && def.scope?.customer && def.scope.customer in values) {
        values[def.scope.customer] = actor.customerCode;
      }
      return app.db.transaction(async (tx) => {
        const before = await scopedRow(tx, def, table, actor, id);
        if (def.tree && values[def.tree.parent] !== undefined) {
          const parent = def.tree.parent;
          const columns = { id: table.id, parent: table[parent]! };
          await assertParentExists(tx, table, columns, parent, values[parent], label(req));
          await assertNoParentCycle(tx, table, columns, parent, id, values[parent]);
        }
        await assertReferencesExist(tx, def, values, req.lang);
        await assertUnique(tx, def, table, { ...before, ...values }, id);
        const after = await updateVersioned(
          tx,
          table,
          id,
          version,
          (await hooks?.beforeUpdate?.(tx, before, values, actor)) ?? values,
          actor.userId,
          visibleColumns(def, table),
        );
        await hooks?.afterUpdate?.(tx, before, after, actor);
        await recordOperation(tx, req, {
          action: options?.action ?? 'update',
          target: def.name,
          recordId: id,
          before,
          after,
        });
        return toRecord(after);
      });
    },

    async remove(req, ids) {
      const actor = requireActor(req);
      const unique = [...new Set(ids)];
      await app.db.transaction(async (tx) => {
        const rows = (await tx
          .select(visibleColumns(def, table))
          .from(table)
          .where(and(inArray(table.id, unique), scopeOf(def, table, actor)))) as Row[];
        if (rows.length !== unique.length) throw notFound();
        if (def.tree)
          await assertNoChildrenLeft(
            tx,
            table,
            { id: table.id, parent: table[def.tree.parent]! },
            unique,
            label(req),
          );
        assertDeletable(def, rows, req.lang);
        await assertNotReferenced(tx, def, rows, req.lang, hooks?.deletesWith);
        await hooks?.beforeDelete?.(tx, rows, req.lang, actor);
        await tx.delete(table).where(inArray(table.id, unique));
        for (const row of rows)
          await recordOperation(tx, req, {
            action: 'delete',
            target: def.name,
            recordId: row.id as number,
            before: row,
          });
      });
      return unique.length;
    },
  };
}

/** Every registry entity's service, with the hooks the application composed (entity-hooks.ts). */
export function entityServices(app: FastifyInstance, hooks: EntityHooksMap): EntityServices {
  const services = new Map(registry.map((def) => [def.name, entityService(app, def, hooks[def.name])]));
  return (name) => {
    const service = services.get(name);
    if (!service) throw new Error(`no entity ${name} in the registry`);
    return service;
  };
}
