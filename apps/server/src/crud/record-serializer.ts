import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * How answers are written. Every route declares its answer's schema (documented at /docs); Zod checks
 * an answer against it before JSON.stringify writes it. For the engine's list and record routes that
 * check cost more than the rest of the answer (a page of 20 declarations is 139 fields × 20 rows, 67 kB:
 * JSON.stringify 1.9 ms, Zod check and write 2.8 ms; a compiled fast-json-stringify writer was slower
 * still, 2.5 ms, bench/RESULTS.md): outside tests their 200 answers are written by JSON.stringify alone.
 * The answers are rows of the entity's own columns with reference names, so the check guards against
 * a mistake in code, which the API tests catch: there (`checkAnswers`) every answer is checked.
 */
const engineRoutes = new Set<string>();

/** Marks an engine route (`GET /api/customers`) whose 200 answer needs no check outside tests. */
export function markEngineRoute(method: string, url: string): void {
  engineRoutes.add(`${method} ${url}`);
}

const write = (data: unknown) => JSON.stringify(data);

/** The application's serialiser compiler. */
export function appSerializerCompiler(checkAnswers: boolean): typeof zodSerializerCompiler {
  return (route) =>
    !checkAnswers && String(route.httpStatus) === '200' && engineRoutes.has(`${route.method} ${route.url}`)
      ? write
      : zodSerializerCompiler(route);
}
