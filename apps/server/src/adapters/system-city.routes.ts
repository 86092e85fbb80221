import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityAnswerSchema,
  cityDeleteAnswerSchema,
  cityListAnswerSchema,
  CODE_OK,
  entityByName,
  strictInt,
} from '@app/shared';
import { cities } from '../db/schema/index.ts';
import { fieldError } from '../plugins/app-error.ts';
import { idSchema } from '../plugins/paging.ts';

const c = cities;
const perm = entityByName('cities')!.permissions;
const level = strictInt((n) => n.min(1).max(4));
const fields = {
  id: c.id,
  pid: c.pid,
  code: c.code,
  name: c.name,
  level: c.level,
  en_name: c.en_name,
  version: c.version,
};
type City = {
  id: number;
  pid: number;
  code: string;
  name: string;
  level: number;
  en_name: string | null;
  version: number;
};

/** The city calls of platform-shell §7.6, on the cities entity (the generic /api/cities serves the list screen). */
export async function cityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cities'];

  const children = async (where: SQL[]) =>
    (await app.db
      .select(fields)
      .from(cities)
      .where(and(...where))
      .orderBy(asc(c.code))) as City[];

  const pidOf = async (pid: number | undefined, parentName: string | undefined) => {
    if (pid !== undefined || !parentName) return pid ?? 0;
    const [parent] = await app.db.select({ id: c.id }).from(cities).where(eq(c.name, parentName)).limit(1);
    if (!parent) throw fieldError('parent_name', 'error.not_found_ids', { ids: parentName });
    return parent.id as number;
  };

  r.post(
    '/system-city/get-city-list',
    {
      config: { permission: perm.list },
      schema: {
        tags,
        summary: 'Children of a city (pid, or the parent’s name), optionally of one level',
        querystring: z.object({
          pid: strictInt((n) => n.min(0)).optional(),
          parent_name: z.string().max(100).optional(),
          level: level.optional(),
          access_token: z.string().optional(),
        }),
        response: { 200: cityListAnswerSchema },
      },
    },
    async (req) => {
      const pid = await pidOf(req.query.pid, req.query.parent_name);
      const where = [eq(c.pid, pid), ...(req.query.level ? [eq(c.level, req.query.level)] : [])];
      return { code: CODE_OK, data: await children(where) };
    },
  );

  r.post(
    '/system-city/city-list',
    {
      config: { permission: perm.list },
      schema: {
        tags,
        summary: 'The tree under a city (pid, default the top), down to a level (default 3)',
        querystring: z.object({
          pid: strictInt((n) => n.min(0)).default(0),
          level: level.default(3),
          access_token: z.string().optional(),
        }),
        response: { 200: cityListAnswerSchema },
      },
    },
    async (req) => {
      const all = (await app.db
        .select(fields)
        .from(cities)
        .where(sql`${c.level} <= ${req.query.level}`)
        .orderBy(asc(c.code))) as City[];
      const byParent = new Map<number, City[]>();
      for (const city of all) byParent.set(city.pid, [...(byParent.get(city.pid) ?? []), city]);
      type Node = City & { children: Node[] };
      const build = (pid: number): Node[] =>
        (byParent.get(pid) ?? []).map((x) => ({ ...x, children: build(x.id) }));
      return { code: CODE_OK, data: build(req.query.pid) };
    },
  );

  r.post(
    '/system-city/city-save',
    {
      config: { permission: perm.add },
      schema: {
        tags,
        summary: 'Creates a city, or updates one when id and version are given',
        // id and version select an update; the other fields are checked by the cities definition
        body: z.looseObject({
          id: idSchema.optional(),
          version: z.number().int().positive().optional(),
        }),
        response: { 200: cityAnswerSchema },
      },
    },
    // the engine's create or update of the cities entity: the same checks as POST/PUT /api/cities
    async (req) => {
      const { id, version, ...fields } = req.body;
      const service = app.entities('cities');
      const saved = id
        ? await service.update(req, id, service.parseUpdate({ ...fields, version }))
        : await service.create(req, service.parseCreate(fields));
      return { code: CODE_OK, data: saved };
    },
  );

  r.post(
    '/system-city/delete',
    {
      config: { permission: perm.delete },
      schema: {
        tags,
        summary: 'Deletes a city without children',
        body: z.strictObject({ id: idSchema }),
        response: { 200: cityDeleteAnswerSchema },
      },
    },
    // the engine's delete: refused while the division has children or is referenced
    async (req) => {
      await app.entities('cities').remove(req, [req.body.id]);
      return { code: CODE_OK, data: null };
    },
  );
}
