import type { FastifyInstance } from 'fastify';
import type { Lang, MoveDef } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../plugins/actor.ts';

export type Row = Record<string, unknown>;

/** A stored record as the engine answers it: any columns, and always its numeric id. */
export interface EntityRecord extends Row {
  id: number;
}

/** A row read back from a table, checked to carry its id (every engine table has one). */
export function toRecord(row: Row | undefined): EntityRecord {
  const id = row?.id;
  if (typeof id !== 'number') throw new Error('a stored record came back without its id');
  return { ...row, id };
}

/** Who moves a document and how: a person (their actor, in their scope) or customs (a receipt: no actor). */
export interface MoveContext {
  /** The server: its services (a channel's delivery, the mailer) for a hook that needs them. */
  app: FastifyInstance;
  tx: DbOrTx;
  actor: Actor | null;
  lang: Lang;
  move: MoveDef;
  /** The record as it was, locked. */
  before: Row;
  /** The move's own fields of the body (the version left out). */
  body: Row;
  now: Date;
}

/** What a module's hook adds to a move: values set with the state, and the document log's line. */
export interface MoveChange {
  values?: Row;
  /** The log line's text (the crew dispatched, the reason of a cancel); the body's `reason` by default. */
  message?: string;
  /** A receipt's message type and code, logged with the move. */
  messageType?: string;
  code?: string;
}

/** A module's side of one move: checks and values before it, what follows after (in the same transaction). */
export interface MoveHooks {
  before?(ctx: MoveContext): Promise<MoveChange | void>;
  after?(ctx: MoveContext, after: EntityRecord): Promise<void>;
  /**
   * Once a person's move is committed, before it is answered: what needs the server and must not be
   * undone by a rollback (a message, a live push, a mail). Not run for `moveWithin`, whose caller owns
   * the transaction (a receipt batch tells its own).
   */
  afterCommit?(app: FastifyInstance, actor: Actor, after: EntityRecord): Promise<void>;
}

/** What a workflow adds to the generic engine for one entity (kept small: most entities need none). */
export interface EntityHooks {
  /** Server-made values for a create; `reveal` is added to the answer once (e.g. a generated secret). */
  beforeCreate?(tx: DbOrTx, values: Row, actor: Actor): Promise<{ values: Row; reveal?: Row }>;
  /** After a create, in its transaction: what follows from the new record (its history's first entry). */
  afterCreate?(tx: DbOrTx, after: EntityRecord, actor: Actor): Promise<void>;
  /** Server-made values for an update, from the record before and the changed values. */
  beforeUpdate?(tx: DbOrTx, before: Row, values: Row, actor: Actor): Promise<Row>;
  /** After an update, in its transaction: what follows from the change (a disabled user is signed out), or a refusal. */
  afterUpdate?(tx: DbOrTx, before: Row, after: Row, actor: Actor): Promise<void>;
  /**
   * Entities whose rows go with a deleted record (its lines, deleted by `beforeDelete`): their references
   * do not refuse the delete.
   */
  deletesWith?: readonly string[];
  /** Refuses a delete the references in the definitions cannot see (joins, cascades). */
  beforeDelete?(tx: DbOrTx, rows: Row[], lang: Lang, actor: Actor): Promise<void>;
  /** A document's side effects of its definition's moves, by move name (`crud/entity-moves.ts`). */
  moves?: Readonly<Record<string, MoveHooks>>;
}

/** Hooks by entity name (resource name of the definition), handed to the engine by the application. */
export type EntityHooksMap = Readonly<Record<string, EntityHooks>>;
