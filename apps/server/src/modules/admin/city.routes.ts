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
} from '@app/shared';
import { columnsOf } from '../../crud/entity-tables.ts';
import { assertNoParentCycle } from '../../crud/tree.ts';
import { cities } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';

const c = columnsOf(cities, 'id', 'pid', 'code', 'name', 'level', 'en_name', 'version');
const perm = entityByName('cities')!.permissions;
const level = z.coerce.number().int().min(1).max(4);
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
          pid: z.coerce.number().int().min(0).optional(),
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
          pid: z.coerce.number().int().min(0).default(0),
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
        body: z.strictObject({
          id: idSchema.optional(),
          version: z.number().int().positive().optional(),
          pid: z.number().int().min(0).default(0),
          code: z
            .string()
            .trim()
            .regex(/^\d{6,12}$/, { message: 'field.division_code' }),
          name: z.string().trim().min(1, { message: 'field.empty' }).max(100),
          level,
          en_name: z.string().trim().max(200).nullish(),
        }),
        response: { 200: cityAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { id, version, ...values } = req.body;
      if (values.pid) {
        const [parent] = await app.db.select({ id: c.id }).from(cities).where(eq(c.id, values.pid));
        if (!parent) throw fieldError('pid', 'error.not_found_ids', { ids: String(values.pid) });
        if (id) await assertNoParentCycle(app.db, cities, { id: c.id, parent: c.pid }, 'pid', id, values.pid);
      }
      const saved = await app.db.transaction(async (tx) => {
        if (id) {
          if (!version) throw fieldError('version', 'field.empty');
          const [before] = await tx.select(fields).from(cities).where(eq(c.id, id));
          if (!before) throw notFound();
          const after = await updateVersioned(tx, cities as never, id, version, values, actor.userId, fields);
          await recordOperation(tx, req, { action: 'update', target: 'cities', recordId: id, before, after });
          return after;
        }
        const [row] = await tx
          .insert(cities)
          .values({ ...values, create_id: actor.userId, update_id: actor.userId })
          .returning(fields);
        await recordOperation(tx, req, {
          action: 'create',
          target: 'cities',
          recordId: row!.id as number,
          after: row,
        });
        return row;
      });
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
    async (req) => {
      await app.db.transaction(async (tx) => {
        const [row] = await tx.select(fields).from(cities).where(eq(c.id, req.body.id));
        if (!row) throw notFound();
        const [child] = await tx.select({ id: c.id }).from(cities).where(eq(c.pid, req.body.id)).limit(1);
        if (child) throw new AppError(409, 'resource.has_children');
        await tx.delete(cities).where(eq(c.id, req.body.id));
        await recordOperation(tx, req, {
          action: 'delete',
          target: 'cities',
          recordId: req.body.id,
          before: row,
        });
      });
      return { code: CODE_OK, data: null };
    },
  );
}
