import { z } from 'zod';
import { errorResponses, pageSchema, type EntityDef, type FieldDef } from '@app/shared';

/** A timestamp as the drivers give it (a Date) or as a hook wrote it (an ISO string); sent as a string. */
const instant = z.union([z.date(), z.string()]);

/** The wire type of one field's value, by its kind. */
function valueSchema(field: FieldDef): z.ZodType {
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

const cache = new Map<string, ReturnType<typeof build>>();

function build(def: EntityDef) {
  const fields = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([name, field]) => [name, valueSchema(field).nullish()]),
  );
  const record = z
    .looseObject({
      id: z.number().int(),
      ...fields,
      create_id: z.number().int().nullish(),
      create_time: instant.optional(),
      update_id: z.number().int().nullish(),
      update_time: instant.optional(),
      version: z.number().int().optional(),
      /** Names of referenced records, by field (lists and records). */
      _display: z.record(z.string(), z.unknown()).optional(),
      /** Tree entities: whether the row has children. */
      has_children: z.boolean().optional(),
    })
    .meta({ id: `${def.name}-record` });
  const page = pageSchema(record).extend({
    /** The total was counted only up to its cap: there are more matches than totalElements. */
    totalCapped: z.boolean(),
  });
  const deleted = z.object({ code: z.number().int(), data: z.object({ deleted: z.number().int() }) });
  return {
    list: { 200: page, ...errorResponses },
    one: { 200: record, ...errorResponses },
    created: { 201: record, ...errorResponses },
    updated: { 200: record, ...errorResponses },
    deleted: { 200: deleted, ...errorResponses },
    /** A batch move's answer: the moved records. */
    moved: { 200: z.object({ content: z.array(record) }), ...errorResponses },
  };
}

/**
 * The engine's response schemas of an entity, built from its definition: a record (its fields with
 * their wire types, id, audit columns, version; other keys a hook adds pass through), a page of
 * records, and the delete answer, each with the one error shape.
 */
export function entityResponses(def: EntityDef) {
  let built = cache.get(def.name);
  if (!built) {
    built = build(def);
    cache.set(def.name, built);
  }
  return built;
}
