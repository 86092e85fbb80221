import type { FastifyInstance } from 'fastify';
import { errorResponses } from '@app/shared';

/**
 * Every documented route answers errors in the one shape `{ code, message, errors? }`: the error
 * statuses a route does not declare itself get that schema, so `/docs/json` shows them and the
 * serialiser holds error bodies to it. A route's own entry for a status wins (e.g. /readyz's 503).
 */
export function registerErrorResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const own = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { ...errorResponses, ...own };
  });
}
