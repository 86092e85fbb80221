import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { EntityDef, FieldDef } from '@app/shared';

/**
 * The engine's lists and records serialised by code compiled once per entity (fast-json-stringify) from
 * the same definition as their documented response schemas (`response-schemas.ts`), instead of checking
 * every value with Zod and then calling JSON.stringify: on a page of 20 declarations of 100 fields that
 * check cost more than the rest of the answer. A value of the wrong type still fails the answer (500),
 * as the Zod check did; other statuses (errors) and other routes keep the Zod serialiser.
 */
type JsonSchema = Record<string, unknown>;

const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });

/** The wire type of one field (Dates are written as ISO strings). */
function fieldSchema(field: FieldDef): JsonSchema {
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'enum':
    case 'date':
    case 'datetime':
      return nullable('string');
    case 'int':
      return nullable('integer');
    case 'decimal':
      // PostgreSQL numeric reaches JavaScript as a string (exact); a computed value may be a number
      return { type: ['string', 'number', 'null'] };
    case 'bool':
      return nullable('boolean');
    case 'ref':
      return nullable(field.ref?.field ? 'string' : 'integer');
    case 'json':
      return {};
  }
}

function recordSchema(def: EntityDef): JsonSchema {
  const fields = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([name, field]) => [name, fieldSchema(field)]),
  );
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      ...fields,
      create_id: nullable('integer'),
      create_time: nullable('string'),
      update_id: nullable('integer'),
      update_time: nullable('string'),
      version: { type: 'integer' },
      _display: { type: 'object', additionalProperties: true },
      has_children: { type: 'boolean' },
    },
    required: ['id'],
    additionalProperties: true,
  };
}

const pageOf = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: record },
    totalElements: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    page: { type: 'integer' },
    size: { type: 'integer' },
  },
  required: ['content', 'totalElements', 'totalCapped', 'page', 'size'],
});

type Stringify = (data: unknown) => string;
const compiled = new Map<string, Stringify>();

/** The compiled writer of an entity's page or record (built on first use, kept). */
export function entityStringify(def: EntityDef, kind: 'page' | 'record'): Stringify {
  const key = `${def.name}:${kind}`;
  let found = compiled.get(key);
  if (!found) {
    const record = recordSchema(def);
    found = fastJson(kind === 'page' ? pageOf(record) : record) as Stringify;
    compiled.set(key, found);
  }
  return found;
}

/** The compiled writers of engine routes' 200 answers, by `METHOD url`. */
const routeWriters = new Map<string, Stringify>();

/** Serialises the 200 answer of an engine route (`GET /api/customers`) with the entity's compiled writer. */
export function writeWithEntity(method: string, url: string, def: EntityDef, kind: 'page' | 'record') {
  // compiled on the route's first answer, not at start (a hundred entities, two routes each)
  routeWriters.set(`${method} ${url}`, (data) => entityStringify(def, kind)(data));
}

/** The application's serialiser compiler: an engine route's compiled writer for its 200, Zod otherwise. */
export const appSerializerCompiler: typeof zodSerializerCompiler = (route) =>
  (String(route.httpStatus) === '200' ? routeWriters.get(`${route.method} ${route.url}`) : undefined) ??
  zodSerializerCompiler(route);
