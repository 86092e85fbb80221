import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** No request of this product nests deeper; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `max` (strings skipped). A linear scan
 * before JSON.parse: a body of 50,000 opening brackets would otherwise overflow the parser's stack.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype and constructor keys refused), behind a nesting
 * limit that answers 400 instead of a stack overflow.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(new AppError(400, 'error.json_too_deep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(req, text, done);
  });
}
