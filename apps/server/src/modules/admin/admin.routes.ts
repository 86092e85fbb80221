import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, strictInt } from '@app/shared';
import {
  onlineSessionPageSchema,
  PERM,
  revokeAnswerSchema,
  roleGrantAnswerSchema,
  rotateSecretAnswerSchema,
} from '@app/shared';
import {
  accessTokens,
  appClients,
  companies,
  resources,
  roleResources,
  roles,
  users,
} from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { hashSecret } from '../auth/passwords.ts';
import { newClientSecret } from './admin-entity.hooks.ts';
import { liveSessions } from './online-sessions.ts';

const idParams = z.object({ id: idSchema });

/** Administration calls beyond the generic entity API: role grants, client secrets, online sessions. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/roles/:id/resources',
    {
      config: { permission: PERM.roleGrant },
      schema: {
        tags: ['roles'],
        summary:
          'Replaces the resources granted to a role (the tree checkboxes); ancestors of granted entries are added',
        params: idParams,
        body: z.strictObject({ resource_ids: z.array(idSchema).max(5000) }),
        response: { 200: roleGrantAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const [role] = await app.db.select().from(roles).where(eq(roles.id, req.params.id));
      if (!role) throw notFound();
      if (role.is_admin) throw new AppError(409, 'role.admin_holds_all');
      const all = await app.db
        .select({ id: resources.id, parent_id: resources.parent_id, client_ids: resources.client_ids })
        .from(resources);
      const byId = new Map(all.map((x) => [x.id, x]));
      const missing = req.body.resource_ids.filter((id) => !byId.has(id));
      if (missing.length) throw fieldError('resource_ids', 'error.not_found_ids', { ids: missing.join(',') });
      const foreign = req.body.resource_ids.filter(
        (id) => !byId.get(id)!.client_ids.split(',').includes(role.client_id),
      );
      if (foreign.length)
        throw fieldError('resource_ids', 'role.resource_other_client', { ids: foreign.join(',') });
      const granted = new Set<number>();
      for (const id of req.body.resource_ids) {
        for (let at: number | undefined = id; at && !granted.has(at); at = byId.get(at)?.parent_id)
          granted.add(at);
      }
      await app.db.transaction(async (tx) => {
        const before = (
          await tx
            .select({ id: roleResources.resource_id })
            .from(roleResources)
            .where(eq(roleResources.role_id, role.id))
        ).map((x) => x.id);
        await tx.delete(roleResources).where(eq(roleResources.role_id, role.id));
        if (granted.size)
          await tx
            .insert(roleResources)
            .values([...granted].map((resource_id) => ({ role_id: role.id, resource_id })));
        await tx
          .update(roles)
          .set({ update_id: actor.userId, update_time: sql`now()`, version: sql`${roles.version} + 1` })
          .where(eq(roles.id, role.id));
        await recordOperation(tx, req, {
          action: 'grant-resources',
          target: 'roles',
          recordId: role.id,
          before: { resource_ids: before.sort((a, b) => a - b) },
          after: { resource_ids: [...granted].sort((a, b) => a - b) },
        });
      });
      return { code: CODE_OK, data: { role_id: role.id, resource_ids: [...granted].sort((a, b) => a - b) } };
    },
  );

  r.post(
    '/api/app-clients/:id/rotate-secret',
    {
      config: { permission: PERM.appClientUpdate },
      schema: {
        tags: ['app-clients'],
        summary: 'Issues a new client secret, shown once; the old one stops working at once',
        params: idParams,
        response: { 200: rotateSecretAnswerSchema },
      },
    },
    async (req) => {
      const [client] = await app.db
        .select({ id: appClients.id, client_id: appClients.client_id })
        .from(appClients)
        .where(eq(appClients.id, req.params.id));
      if (!client) throw notFound();
      const secret = newClientSecret();
      const hash = await hashSecret(secret);
      await app.db.transaction(async (tx) => {
        await tx
          .update(appClients)
          .set({
            secret_hash: hash,
            update_id: requireActor(req).userId,
            update_time: sql`now()`,
            version: sql`${appClients.version} + 1`,
          })
          .where(eq(appClients.id, client.id));
        await recordOperation(tx, req, {
          action: 'rotate-secret',
          target: 'app-clients',
          recordId: client.id,
        });
      });
      return { code: CODE_OK, data: { client_id: client.client_id, client_secret: secret } };
    },
  );

  r.get(
    '/api/online-sessions',
    {
      config: { permission: PERM.onlineSessionSearch },
      schema: {
        tags: ['sessions'],
        summary: 'Sessions that are signed in now (newest first)',
        querystring: z.object({
          page: strictInt((n) => n.min(1)).default(1),
          size: strictInt((n) => n.min(10).max(100)).default(20),
          username: z.string().trim().max(64).optional(),
          access_token: z.string().optional(),
        }),
        response: { 200: onlineSessionPageSchema },
      },
    },
    async (req) => {
      const q = req.query;
      const live = liveSessions(q.username);
      const base = app.db
        .select()
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.user_id))
        .leftJoin(companies, eq(companies.id, accessTokens.company_id))
        .where(live)
        .$dynamic();
      const [total] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.user_id))
        .where(live);
      const rows = await base
        .orderBy(desc(accessTokens.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return {
        content: rows.map(({ access_tokens: t, users: u, companies: c }) => ({
          id: t.id,
          user_id: u.id,
          username: u.username,
          name: u.name,
          client_id: t.client_id,
          company_id: t.company_id,
          company_name: c?.name ?? null,
          ip: t.ip,
          create_time: t.create_time,
          expires_at: t.expires_at,
          current: t.id === requireActor(req).tokenId,
        })),
        totalElements: total?.n ?? 0,
        page: q.page,
        size: q.size,
      };
    },
  );

  r.delete(
    '/api/online-sessions/:ids',
    {
      config: { permission: PERM.onlineSessionForceLogout },
      schema: {
        tags: ['sessions'],
        summary: 'Forces sessions offline (comma-joined ids)',
        params: z.object({
          ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'error.invalid_id' }),
        }),
        response: { 200: revokeAnswerSchema },
      },
    },
    async (req) => {
      const ids = [...new Set(req.params.ids.split(',').map(Number))];
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: accessTokens.id, user_id: accessTokens.user_id })
          .from(accessTokens)
          .where(and(inArray(accessTokens.id, ids), isNull(accessTokens.revoked_at)));
        if (rows.length !== ids.length) throw notFound();
        await tx
          .update(accessTokens)
          .set({ revoked_at: sql`now()` })
          .where(inArray(accessTokens.id, ids));
        for (const row of rows)
          await recordOperation(tx, req, {
            action: 'force-logout',
            target: 'sessions',
            recordId: row.id,
            after: { user_id: row.user_id },
          });
      });
      return { code: CODE_OK, data: { revoked: ids.length } };
    },
  );
}
