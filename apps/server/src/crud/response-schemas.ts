import { z } from 'zod';
import { entityRecordSchema, errorResponses, pageSchema, type EntityDef } from '@app/shared';

const cache = new Map<string, ReturnType<typeof build>>();

function build(def: EntityDef) {
  const record = entityRecordSchema(def);
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
