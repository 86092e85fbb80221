import { z } from 'zod';
import type { EntityDef } from '../kit/define-entity.ts';
import type { FieldDef } from '../kit/fields.ts';

/**
 * The wire shape of an entity's records, built from its definition: what the engine answers (a
 * record, a page of records, a move) and what a workflow answers when it answers a record. The server
 * declares these schemas (`crud/response-schemas.ts`); the web types records as {@link EntityRecord}.
 */

/** A timestamp as the drivers give it (a Date) or as a hook wrote it (an ISO string); sent as a string. */
const instant = z.union([z.date(), z.string()]);

/**
 * A value as the browser reads it from JSON: what the server holds as a Date is an ISO string on the
 * wire (answer schemas accept both, since the server serialises either), objects and arrays alike.
 */
export type OnWire<T> = T extends Date
  ? string
  : T extends (infer E)[]
    ? OnWire<E>[]
    : T extends object
      ? { [K in keyof T]: OnWire<T[K]> }
      : T;

/** The wire type of one field's value, by its kind. */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'enum':
      return z.string();
    case 'int':
      return z.number().int();
    case 'decimal':
      // PostgreSQL numeric reaches JavaScript as a string (exact); a computed value may be a number
      return z.union([z.string(), z.number()]);
    case 'bool':
      return z.boolean();
    case 'date':
    case 'datetime':
      return instant;
    case 'ref':
      return field.ref?.field ? z.string() : z.number().int();
    case 'json':
      return z.unknown();
  }
}

/** The columns every record has beside its fields: id, audit columns, version, names of references. */
const recordColumns = {
  id: z.number().int(),
  create_id: z.number().int().nullish(),
  create_time: instant.optional(),
  update_id: z.number().int().nullish(),
  update_time: instant.optional(),
  version: z.number().int().optional(),
  /** Names of referenced records, by field (lists and records). */
  _display: z.record(z.string(), z.unknown()).optional(),
  /** Tree entities: whether the row has children. */
  has_children: z.boolean().optional(),
};

const records = new Map<string, ReturnType<typeof buildRecord>>();

/**
 * One record of an entity as answered: its fields (not the write-only ones) with their wire types,
 * id, audit columns, version; other keys a hook adds pass through. Named `<entity>-record` in the API
 * document.
 */
export function entityRecordSchema(def: EntityDef) {
  // one schema per entity: its id names it in the API document, where two schemas may not share one
  let record = records.get(def.name);
  if (!record) {
    record = buildRecord(def);
    records.set(def.name, record);
  }
  return record;
}

function buildRecord(def: EntityDef) {
  const fields = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([name, field]) => [name, fieldValueSchema(field).nullish()]),
  );
  const { id, ...audit } = recordColumns;
  return z.looseObject({ id, ...fields, ...audit }).meta({ id: `${def.name}-record` });
}

/** Any entity's record as the browser reads it: the columns every record has, then its fields by name. */
export type EntityRecord = OnWire<z.infer<z.ZodObject<typeof recordColumns>>> & { [field: string]: unknown };

/**
 * A record whose named fields the caller reads as text: fields the definition requires, so never
 * empty in a stored record (`RecordWithText<'consignee_code' | 'consignee_name'>`).
 */
export type RecordWithText<K extends string> = EntityRecord & Record<K, string>;

/** A page of an entity's records, as the engine's list answers it. */
export interface RecordPage<T = EntityRecord> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
  /** The total was counted only up to its cap: there are more matches than totalElements. */
  totalCapped?: boolean;
}
