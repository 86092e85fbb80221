import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, PERM } from '@app/shared';
import {
  grantTreeAnswerSchema,
  nullAnswerSchema,
  resourceAnswerSchema,
  resourcePageAnswerSchema,
  resourcesAnswerSchema,
} from '@app/shared';
import { resources, roleResources, roles } from '../db/schema/index.ts';
import { notFound } from '../plugins/app-error.ts';
import { idSchema, offsetOf, pageQuery, tokenQuery } from '../plugins/paging.ts';
import { buildMenuTree } from '../modules/resources/menu-tree.ts';
import * as s from './sys-resource-dto.schemas.ts';

const BASE = '/code/oauth2/sys-resource-dto';
const ok = <T>(data: T) => ({ code: CODE_OK, data });
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function resourceAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];

  /** Marks each resource with whether it has children, so the tree shows expanders only where they open. */
  const withChildFlags = async <T extends { id: number }>(rows: T[]) => {
    if (!rows.length) return rows.map((r) => ({ ...r, has_children: false }));
    const parents = await app.db
      .selectDistinct({ id: resources.parent_id })
      .from(resources)
      .where(
        inArray(
          resources.parent_id,
          rows.map((r) => r.id),
        ),
      );
    const withChildren = new Set(parents.map((p) => p.id));
    return rows.map((r) => ({ ...r, has_children: withChildren.has(r.id) }));
  };

  r.post(
    `${BASE}/list`,
    {
      config: { permission: PERM.resourceSearch },
      schema: {
        tags,
        summary: 'Resources, paged and filtered',
        querystring: pageQuery,
        body: s.resourceListBody,
        response: { 200: resourcePageAnswerSchema },
      },
    },
    async (req) => {
      const f = req.body ?? {};
      const where: SQL[] = [];
      if (f.name) where.push(ilike(resources.name, like(f.name)));
      if (f.code) where.push(ilike(resources.code, like(f.code)));
      if (f.parent_id !== undefined && f.parent_id !== null) where.push(eq(resources.parent_id, f.parent_id));
      if (f.type) where.push(eq(resources.type, f.type));
      if (f.client_id) where.push(sql`${f.client_id} = any(string_to_array(${resources.client_ids}, ','))`);
      const condition = where.length ? and(...where) : undefined;
      const { pageNum, pageSize } = req.query;
      const [total] = await app.db.select({ n: count() }).from(resources).where(condition);
      const list = await app.db
        .select()
        .from(resources)
        .where(condition)
        .orderBy(asc(resources.parent_id), desc(resources.sort), asc(resources.id))
        .limit(pageSize)
        .offset(offsetOf(pageNum, pageSize));
      return ok({ list: await withChildFlags(list), total: total?.n ?? 0, pageNum, pageSize });
    },
  );

  r.post(
    `${BASE}/getChildrenList`,
    {
      config: { permission: PERM.resourceSearch },
      schema: {
        tags,
        summary: 'Direct children of a resource (0 = top level)',
        querystring: tokenQuery,
        body: s.childrenBody,
        response: { 200: resourcesAnswerSchema },
      },
    },
    async (req) =>
      ok(
        await withChildFlags(
          await app.db
            .select()
            .from(resources)
            .where(eq(resources.parent_id, req.body.parent_id))
            .orderBy(desc(resources.sort), asc(resources.id)),
        ),
      ),
  );

  r.post(
    `${BASE}/grantlist`,
    {
      config: { permission: PERM.resourceSearch },
      schema: {
        tags,
        summary: 'The resource tree of a client, with the ids a role holds',
        querystring: tokenQuery,
        body: s.grantListBody,
        response: { 200: grantTreeAnswerSchema },
      },
    },
    async (req) => {
      const rows = await app.db.select().from(resources).where(eq(resources.status, 1));
      const checked = req.body.role_id
        ? (
            await app.db
              .select({ id: roleResources.resource_id })
              .from(roleResources)
              .where(eq(roleResources.role_id, req.body.role_id))
          ).map((x) => x.id)
        : [];
      return ok({ tree: buildMenuTree(rows, req.body.client_id), checkedIds: checked });
    },
  );

  r.post(
    `${BASE}/add`,
    {
      config: { permission: PERM.resourceAdd },
      schema: {
        tags,
        summary: 'Creates a resource',
        querystring: tokenQuery,
        body: z.looseObject({}),
        response: { 200: resourceAnswerSchema },
      },
    },
    // the engine's create of the resources entity (same checks as POST /api/resources)
    async (req) => {
      const service = app.entities('resources');
      return ok(await service.create(req, service.parseCreate(req.body)));
    },
  );

  r.post(
    `${BASE}/edit`,
    {
      config: { permission: PERM.resourceUpdate },
      schema: {
        tags,
        summary: 'Edits a resource (optimistic locking by version)',
        querystring: tokenQuery,
        body: z.looseObject({ id: idSchema, version: z.number().int().positive() }),
        response: { 200: resourceAnswerSchema },
      },
    },
    // the engine's update: version, parent (exists, not under itself), unique code
    async (req) => {
      const { id, version, ...fields } = req.body;
      const service = app.entities('resources');
      return ok(await service.update(req, id, service.parseUpdate({ ...fields, version })));
    },
  );

  r.post(
    `${BASE}/delete`,
    {
      config: { permission: PERM.resourceDelete },
      schema: {
        tags,
        summary: 'Deletes a resource without children',
        querystring: tokenQuery.extend({ id: idSchema }),
        response: { 200: nullAnswerSchema },
      },
    },
    // the engine's delete: refused while the resource has children; its grants go with it
    async (req) => {
      await app.entities('resources').remove(req, [req.query.id]);
      return ok(null);
    },
  );

  r.post(
    '/resource/get-resource-by-role-id',
    {
      config: { permission: PERM.roleSearch },
      schema: {
        tags,
        summary: 'The resources granted to a role',
        querystring: tokenQuery,
        body: s.roleIdBody,
        response: { 200: resourcesAnswerSchema },
      },
    },
    async (req) => {
      const [role] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.id, req.body.role_id));
      if (!role) throw notFound();
      const rows = await app.db
        .select({ resource: resources })
        .from(roleResources)
        .innerJoin(resources, eq(resources.id, roleResources.resource_id))
        .where(eq(roleResources.role_id, role.id))
        .orderBy(desc(resources.sort), asc(resources.id));
      return ok(rows.map((x) => x.resource));
    },
  );
}
