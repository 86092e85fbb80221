import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { errorResponses } from '@app/shared';
import { notFound } from '../plugins/app-error.ts';
import type { Actor } from '../plugins/actor.ts';
import { requireActor } from '../plugins/auth.ts';
import { idSchema } from '../plugins/paging.ts';
import { documentTimeline, type DocType } from './document-events.ts';

/** A document's log as the API answers it: each action and receipt, in the order recorded. */
export const documentLogAnswer = z.object({
  content: z.array(
    z.object({
      action: z.string(),
      result: z.string(),
      message_type: z.string().nullable(),
      code: z.string().nullable(),
      message: z.string(),
      at: z.union([z.date(), z.string()]),
      user_name: z.string().nullable(),
    }),
  ),
});

/** `GET <url>` (with `:id`): the log of one document in the caller's scope (404 outside it). */
export function documentLogRoute(
  app: FastifyInstance,
  route: {
    url: string;
    permission: string;
    tags: string[];
    summary: string;
    doc: DocType;
    table: PgTable & { id: PgColumn };
    scope: (actor: Actor) => SQL;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      config: { permission: route.permission },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: z.object({ id: idSchema }),
        response: { 200: documentLogAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const [head] = await app.db
        .select({ id: route.table.id })
        .from(route.table)
        .where(and(eq(route.table.id, req.params.id), route.scope(requireActor(req))));
      if (!head) throw notFound();
      return { content: await documentTimeline(app.db, { type: route.doc, id: Number(head.id) }) };
    },
  );
}
