import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_OK,
  enumEntriesAnswerSchema,
  healthSchema,
  settingAnswerSchema,
  versionAnswerSchema,
} from '@app/shared';
import { enumItems, globalSettings } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/app-error.ts';
import { APP_VERSION, BUILD_TIME } from './version.ts';

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

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

  r.post(
    '/version/index',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The running version, for the browser’s version cache',
        response: { 200: versionAnswerSchema },
      },
    },
    async () => ({ code: CODE_OK, data: { version: APP_VERSION, build_time: BUILD_TIME } }),
  );

  r.get(
    '/config/get',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['system'],
        summary: 'One global setting by code',
        querystring: z.object({ key: z.string().min(1).max(100), access_token: z.string().optional() }),
        response: { 200: settingAnswerSchema },
      },
    },
    async (req) => {
      const [row] = await app.db.select().from(globalSettings).where(eq(globalSettings.code, req.query.key));
      if (!row) throw notFound();
      return { code: CODE_OK, data: row.type === 'int' ? Number(row.val) : row.val };
    },
  );

  r.get(
    '/public/get-enum',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The shown entries of one enum group',
        querystring: z.object({ group_code: z.string().min(1).max(100) }),
        response: { 200: enumEntriesAnswerSchema },
      },
    },
    async (req) => {
      const rows = await app.db
        .select({ enum_key: enumItems.enum_key, enum_value: enumItems.enum_value })
        .from(enumItems)
        .where(and(eq(enumItems.group_code, req.query.group_code), eq(enumItems.is_show, 1)))
        .orderBy(asc(enumItems.sort), asc(enumItems.id));
      return { code: CODE_OK, data: rows };
    },
  );
}
