import { z } from 'zod';
import { localize, type LocalizedText } from '../i18n/text.ts';
import type { Lang } from '../i18n/lang.ts';
import type { FieldDef } from './fields.ts';

/**
 * One move of a document from some states to another, declared once in its definition: the engine
 * serves it (`POST /api/<entity>/{id}/<move>` with the record's version), the list draws it on the rows
 * it applies to, and the role templates grant it by its permission.
 */
export interface MoveInput<S extends string = string, P extends string = string> {
  /** The states it leaves from. */
  from: readonly S[];
  /** The state it reaches. */
  to: S;
  /** Which of the entity's permissions it needs: an extra button's key (`dispatch`) or a standard one (`edit`). */
  permission: P;
  label: LocalizedText;
  /**
   * The question asked before it: `{no}` is the record's display value (the chosen ones' in a batch), any
   * other `{field}` that record's value; none: no question.
   */
  confirm?: LocalizedText;
  /** Drawn as a dangerous action (cancel, void). */
  danger?: boolean;
  /** Fields the body carries beside `version` (a dispatch's crew, a cancel's reason). */
  body?: z.ZodRawShape;
  /** The list offers it on several chosen rows: `POST /api/<entity>/<move>` with `items: [{ id, version }]`. */
  batch?: boolean;
  /** The screen asks for the body in a dialog of its own (a dispatch's crew) instead of a question. */
  dialog?: boolean;
  /**
   * Made only by customs, through a receipt (`moveWithin`): the engine serves no route for it and no
   * screen offers it, so no user can play customs (approve a passport, deduct a list).
   */
  customs?: boolean;
}

/** A move as the definition holds it: its name and its permission code resolved. */
export interface MoveDef extends MoveInput {
  name: string;
  /** The permission code (`transport:dispatch`). */
  code: string;
}

/** What a definition with moves adds: the field that holds the state, its moves in order, its log's name. */
export interface Workflow {
  /** The enum field holding the state (its options name the states). */
  state: string;
  moves: readonly MoveDef[];
  /** The document type its history is kept under in the document log (`transport-order`). */
  docType: string;
}

/** Checks the moves against the state field and the permissions, and resolves their codes. */
export function resolveMoves(
  entity: string,
  fields: Record<string, FieldDef>,
  permissions: Record<string, string>,
  state: string,
  moves: Record<string, MoveInput>,
): MoveDef[] {
  const field = fields[state];
  if (!field || field.kind !== 'enum') throw new Error(`${entity}: state field "${state}" is not an enum`);
  const states = new Set(field.options!.map((o) => o.value));
  return Object.entries(moves).map(([name, move]) => {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`${entity}: move "${name}" must be kebab-case`);
    for (const s of [...move.from, move.to])
      if (!states.has(s)) throw new Error(`${entity}.${name}: "${s}" is not a state of ${state}`);
    const code = permissions[move.permission];
    if (!code) throw new Error(`${entity}.${name}: no permission "${move.permission}"`);
    if (move.body && 'version' in move.body)
      throw new Error(`${entity}.${name}: the body's version is the engine's`);
    return { ...move, name, code };
  });
}

/**
 * The moves a record in this state may take: a person's (customs' own left out, the default), customs'
 * own (a receipt's), or any.
 */
export const movesFrom = (
  workflow: Workflow,
  state: unknown,
  by: 'person' | 'customs' | 'any' = 'person',
): MoveDef[] =>
  workflow.moves.filter(
    (m) =>
      (by === 'any' || (by === 'customs') === Boolean(m.customs)) && m.from.includes(String(state ?? '')),
  );

/** A state in words, from the state field's options (the workflow's, else `status`; the value itself when unknown). */
export function stateName(
  def: { fields: Record<string, FieldDef>; workflow?: Workflow },
  value: unknown,
  lang: Lang = 'zh',
): string {
  const field = def.fields[def.workflow?.state ?? 'status'];
  const option = field?.options?.find((o) => o.value === value);
  return option ? localize(option.label, lang) : String(value ?? '');
}

export const versionSchema = z.number().int().positive();

/** A move's body on one record: the version read and the move's own fields, nothing else. */
export const moveBodySchema = (move: MoveInput) => z.strictObject({ version: versionSchema, ...move.body });

/** The most rows one batch move takes. */
export const MOVE_BATCH_MAX = 100;

/** A move's body on several records: each with its version, and the move's own fields once. */
export const moveBatchSchema = (move: MoveInput) =>
  z.strictObject({
    items: z
      .array(z.strictObject({ id: z.number().int().positive(), version: versionSchema }))
      .min(1)
      .max(MOVE_BATCH_MAX),
    ...move.body,
  });
