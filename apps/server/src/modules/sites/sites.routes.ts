import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessTimeZone, CODE_OK, siteAnswerSchema } from '@app/shared';
import { siteFor } from './sites.config.ts';

export async function siteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site/config',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'The white-label site of the request’s host (or of the given path): names, logo, client, welcome path and the business time zone',
        querystring: z.object({ path: z.string().max(300).optional() }),
        response: { 200: siteAnswerSchema },
      },
    },
    async (req) => ({
      code: CODE_OK,
      data: { ...siteFor(req.headers.host, req.query.path), time_zone: businessTimeZone() },
    }),
  );
}
