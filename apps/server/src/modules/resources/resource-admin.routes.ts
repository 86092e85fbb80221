import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE_OK, PERM } from '@app/shared';
import {
  grantTreeAnswerSchema,
  nullAnswerSchema,
  resourceAnswerSchema,
  resourcePageAnswerSchema,
  resourcesAnswerSchema,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { assertNoParentCycle } from '../../crud/tree.ts';
import { resources, roleResources, roles } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema, offsetOf, pageQuery, tokenQuery } from '../../plugins/paging.ts';
import { buildMenuTree } from './menu-tree.ts';
import * as s from './resource-admin.schemas.ts';

const BASE = '/code/oauth2/sys-resource-dto';
const ok = <T>(data: T) => ({ code: CODE_OK, data });
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function resourceAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];

  const getResource = async (db: DbOrTx, id: number) => {
    const [row] = await db.select().from(resources).where(eq(resources.id, id));
    if (!row) throw notFound();
    return row;
  };
  const assertParent = async (parentId: number | undefined) => {
    if (!parentId) return;
    const [parent] = await app.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.id, parentId));
    if (!parent) throw fieldError('parent_id', 'resource.parent_missing');
  };
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

  /** Moving a resource under its own descendant would cut its branch off every tree. */
  const assertNotDescendant = (id: number, parentId: number | undefined) =>
    assertNoParentCycle(
      app.db,
      resources,
      { id: resources.id, parent: resources.parent_id },
      'parent_id',
      id,
      parentId,
    );
  const assertCodeFree = async (code: string | undefined, exceptId?: number) => {
    if (!code) return;
    const [taken] = await app.db.select({ id: resources.id }).from(resources).where(eq(resources.code, code));
    if (taken && taken.id !== exceptId) throw fieldError('code', 'error.duplicate', { field: code });
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
        body: s.resourceAddBody,
        response: { 200: resourceAnswerSchema },
      },
    },
    async (req) => {
      await assertParent(req.body.parent_id);
      await assertCodeFree(req.body.code);
      const actorId = requireActor(req).userId;
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(resources)
          .values({ ...req.body, create_id: actorId, update_id: actorId })
          .returning();
        await recordOperation(tx, req, {
          action: 'create',
          target: 'resources',
          recordId: row!.id,
          after: row,
        });
        return row;
      });
      return ok(created);
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
        body: s.resourceEditBody,
        response: { 200: resourceAnswerSchema },
      },
    },
    async (req) => {
      const { id, version, ...fields } = req.body;
      const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (values.parent_id === id) throw fieldError('parent_id', 'resource.parent_missing');
      await assertParent(values.parent_id as number | undefined);
      await assertNotDescendant(id, values.parent_id as number | undefined);
      await assertCodeFree(values.code as string | undefined, id);
      const updated = await app.db.transaction(async (tx) => {
        const before = await getResource(tx, id);
        const after = await updateVersioned(tx, resources, id, version, values, requireActor(req).userId);
        await recordOperation(tx, req, {
          action: 'update',
          target: 'resources',
          recordId: id,
          before,
          after,
        });
        return after;
      });
      return ok(updated);
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
    async (req) => {
      const id = req.query.id;
      await app.db.transaction(async (tx) => {
        const before = await getResource(tx, id);
        const [child] = await tx
          .select({ id: resources.id })
          .from(resources)
          .where(eq(resources.parent_id, id))
          .limit(1);
        if (child) throw new AppError(409, 'resource.has_children');
        await tx.delete(resources).where(eq(resources.id, id));
        await recordOperation(tx, req, { action: 'delete', target: 'resources', recordId: id, before });
      });
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
