import type { FastifyInstance } from 'fastify';
import { fieldError } from './app-error.ts';

const NUL = '\u0000';

/** The path of the first string holding a NUL character in a parsed body or query, if any. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes(NUL)) return path ? `${path}.${key}` : key;
      const found = nulPath(v, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * No text the database stores may hold a NUL character (PostgreSQL refuses it, which would surface as
 * a 500): a body, query string or path parameter with one is a 400 naming the field, before any
 * route runs.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const field = nulPath(req.body) ?? nulPath(req.query) ?? nulPath(req.params);
    if (field) throw fieldError(field.replace(/^\./, ''), 'error.nul_character');
  });
}
