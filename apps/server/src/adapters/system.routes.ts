import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, enumEntriesAnswerSchema, settingAnswerSchema, versionAnswerSchema } from '@app/shared';
import { enumItems, globalSettings } from '../db/schema/index.ts';
import { notFound } from '../plugins/app-error.ts';
import { APP_VERSION, BUILD_TIME } from '../modules/system/version.ts';

/** The specification's system calls: the running version, a global setting, a public code list. */
export async function specSystemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
