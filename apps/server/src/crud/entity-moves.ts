import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localize, stateName, type EntityDef, type Lang, type MoveDef } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { AppError, conflict, notFound } from '../plugins/app-error.ts';
import type { Actor } from '../plugins/actor.ts';
import { recordOperation } from '../plugins/audit.ts';
import { requireActor } from '../plugins/auth.ts';
import { recordAction } from './document-events.ts';
import type { EntityTable } from './entity-tables.ts';
import { toRecord, type EntityHooks, type EntityRecord, type MoveContext, type Row } from './hooks.ts';
import { scopeOf } from './list-condition.ts';

/** Who moves: a person (in their scope, the request logged) or customs through a receipt (no actor). */
export interface MoveBy {
  actor: Actor | null;
  lang: Lang;
  req?: FastifyRequest;
}

/** The moves of one entity's workflow (`kit/moves.ts`), with its module's hooks. */
export interface EntityMoves {
  /** A person's move of one record, in its own transaction. */
  move(req: FastifyRequest, id: number, name: string, body: Row & { version: number }): Promise<EntityRecord>;
  /** A person's move of several records, all or none. */
  moveMany(
    req: FastifyRequest,
    items: { id: number; version: number }[],
    name: string,
    body: Row,
  ): Promise<EntityRecord[]>;
  /**
   * A move inside the caller's transaction, by a person or by customs (a receipt: no actor, no scope,
   * no version): the same checks, hooks, document log and answer.
   */
  moveWithin(
    tx: DbOrTx,
    by: MoveBy,
    id: number,
    name: string,
    body: Row & { version?: number },
  ): Promise<EntityRecord>;
}

export function moveOf(def: EntityDef, name: string): MoveDef {
  const move = def.workflow?.moves.find((m) => m.name === name);
  if (!move) throw new Error(`${def.name} has no move ${name}`);
  return move;
}

export function entityMoves(
  app: FastifyInstance,
  def: EntityDef,
  table: EntityTable,
  columns: Record<string, EntityTable[string]>,
  hooks: EntityHooks | undefined,
): EntityMoves {
  const workflow = def.workflow;
  const stateColumn = workflow ? table[workflow.state] : undefined;

  async function moveWithin(
    tx: DbOrTx,
    by: MoveBy,
    id: number,
    name: string,
    body: Row & { version?: number },
  ): Promise<EntityRecord> {
    if (!workflow || !stateColumn) throw new Error(`${def.name} has no workflow`);
    const move = moveOf(def, name);
    const { version, ...fields } = body;
    const [before] = (await tx
      .select(columns)
      .from(table)
      .where(and(eq(table.id!, id), ...(by.actor ? [scopeOf(def, table, by.actor)] : [])))
      .for('update')) as Row[];
    if (!before) throw notFound();
    if (version !== undefined && before.version !== version) throw conflict();
    const state = before[workflow.state];
    if (!move.from.includes(String(state ?? '')))
      throw new AppError(409, 'move.wrong_state', {
        entity: localize(def.label, by.lang),
        no: String(before[def.display] ?? id),
        status: stateName(def, state, by.lang),
        move: localize(move.label, by.lang),
        from: move.from.map((s) => `“${stateName(def, s, by.lang)}”`).join(' / '),
      });
    const now = new Date();
    const ctx: MoveContext = { app, tx, actor: by.actor, lang: by.lang, move, before, body: fields, now };
    const step = hooks?.moves?.[name];
    const change = (await step?.before?.(ctx)) ?? {};
    const [after] = (await tx
      .update(table)
      .set({
        ...change.values,
        [workflow.state]: move.to,
        version: sql`${table.version} + 1`,
        ...(table.update_time ? { update_time: now } : {}),
        ...(by.actor && table.update_id ? { update_id: by.actor.userId } : {}),
      })
      .where(eq(table.id!, id))
      .returning(columns)) as Row[];
    const record = toRecord(after);
    await step?.after?.(ctx, record);
    const reason = typeof fields.reason === 'string' ? fields.reason : '';
    await recordAction(tx, { type: workflow.docType, id }, by.actor, {
      action: name,
      message: change.message ?? reason,
      messageType: change.messageType ?? null,
      code: change.code ?? null,
      at: now,
    });
    if (by.req)
      await recordOperation(tx, by.req, { action: name, target: def.name, recordId: id, before, after });
    return record;
  }

  /** The module's `afterCommit` of a person's move, record by record, once the transaction committed. */
  async function committed(name: string, actor: Actor, records: EntityRecord[]) {
    const afterCommit = hooks?.moves?.[name]?.afterCommit;
    if (afterCommit) for (const record of records) await afterCommit(app, actor, record);
  }

  return {
    moveWithin,
    async move(req, id, name, body) {
      const actor = requireActor(req);
      const record = await app.db.transaction((tx) =>
        moveWithin(tx, { actor, lang: req.lang, req }, id, name, body),
      );
      await committed(name, actor, [record]);
      return record;
    },
    async moveMany(req, items, name, body) {
      const actor = requireActor(req);
      const records = await app.db.transaction(async (tx) => {
        const by = { actor, lang: req.lang, req };
        const out: EntityRecord[] = [];
        // in id order, so two batches over the same rows lock them in the same order
        for (const item of [...items].sort((a, b) => a.id - b.id))
          out.push(await moveWithin(tx, by, item.id, name, { ...body, version: item.version }));
        return out;
      });
      await committed(name, actor, records);
      return records;
    },
  };
}
