import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthSchema } from '@app/shared';

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

/** Liveness and readiness, for the process supervisor and the load balancer. */
export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/healthz',
    {
      config: { permission: 'public' },
      schema: { tags: ['system'], summary: 'The process is up', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/readyz',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => {
      const ok = await app.database.ping().catch(() => false);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ready' : 'unavailable', database: app.database.kind });
    },
  );
}
