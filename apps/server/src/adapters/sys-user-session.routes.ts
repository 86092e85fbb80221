import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_OK,
  partnerPermissionAnswerSchema,
  setUserAnswerSchema,
  userInfoAnswerSchema,
  strictInt,
} from '@app/shared';
import { accessTokens, companies, users } from '../db/schema/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { requireActor } from '../plugins/auth.ts';
import { orgsWithCompanies } from '../plugins/actor.ts';
import { describeAuthorities } from '../plugins/token-check.ts';
import { groupNumbersOf } from '../modules/resources/menu-tree.ts';
import { olderThanThreeMonths } from '../modules/users/password-age.ts';

const splitCodes = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/oos/setUser',
    {
      config: { permission: 'authenticated', writesAuth: true },
      schema: {
        tags: ['session'],
        summary:
          'Selects the working company (one of the user’s organisations’ companies) and the menu group',
        querystring: z.object({
          access_token: z.string().optional(),
          company_id: strictInt((n) => n.positive()).optional(),
          groupId: z.string().max(20).optional(),
        }),
        response: { 200: setUserAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { company_id, groupId } = req.query;
      const patch: { company_id?: number; group_id?: string } = {};
      if (company_id !== undefined) {
        const allowed = actor.isAdmin
          ? (await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, company_id)))
              .length > 0
          : (await orgsWithCompanies(app.db, actor.userId)).some((o) =>
              o.companies.some((c) => c.id === company_id),
            );
        if (!allowed) throw new AppError(403, 'auth.company_not_allowed');
        patch.company_id = company_id;
      }
      if (groupId !== undefined) patch.group_id = groupId;
      if (Object.keys(patch).length) {
        await app.db.update(accessTokens).set(patch).where(eq(accessTokens.id, actor.tokenId));
      }
      return {
        code: CODE_OK,
        data: {
          userId: actor.userId,
          companyId: patch.company_id ?? actor.companyId,
          groupId: patch.group_id ?? actor.groupId,
        },
      };
    },
  );

  r.get(
    '/sys-user/get-user-info',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user (platform-shell §3.4)',
        response: { 200: userInfoAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const [user] = await app.db.select().from(users).where(eq(users.id, actor.userId));
      if (!user) throw new AppError(401, 'auth.user_missing');
      const { orgs, authorities, resources } = await describeAuthorities(app.db, user.id, actor.clientId);
      const [last] = await app.db
        .select({
          time: accessTokens.last_login_time,
          ip: accessTokens.last_login_ip,
          user_agent: accessTokens.last_login_agent,
        })
        .from(accessTokens)
        .where(eq(accessTokens.id, actor.tokenId));
      return {
        code: CODE_OK,
        data: {
          user_id: user.id,
          username: user.username,
          name: user.name,
          avatar_url: user.avatar ?? '',
          introduction: user.introduction ?? '',
          groupNumbers: groupNumbersOf(resources),
          warehouse_codes: splitCodes(user.warehouse_codes),
          company_warehouse: splitCodes(user.company_warehouse),
          wms_customer_warehouse_codes: splitCodes(user.wms_customer_warehouse_codes),
          isWeakCipher: user.is_weak_password,
          pwdModified3MonthsAgo: olderThanThreeMonths(user.password_changed_at),
          /** An administrator reset the password: the change is forced, whatever the client. */
          mustChangePassword: user.must_change_password,
          mobile: user.mobile ?? '',
          email: user.email ?? '',
          client_id: actor.clientId,
          org: orgs,
          authorities,
          managePartnerCode: user.manage_partner_code ?? '',
          customer_code: user.customer_code ?? '',
          company_id: actor.companyId,
          // this session's record of the sign-in before it (null for a first one)
          lastLoginInfo: last?.time
            ? {
                time: new Date(last.time).toISOString(),
                ip: last.ip ?? '',
                user_agent: last.user_agent ?? '',
              }
            : null,
        },
      };
    },
  );

  r.get(
    '/sys-user/get-partner-permission',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'The customer client’s own permission source: resources, roles, stations and orgs',
        response: { 200: partnerPermissionAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { roles, orgs, resources } = await describeAuthorities(app.db, actor.userId, actor.clientId);
      return {
        code: CODE_OK,
        data: {
          roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name, clientId: r.client_id })),
          resources: resources.map((r) => ({
            id: r.id,
            code: r.code,
            path: r.path,
            sort: r.sort,
            clientIds: r.client_ids,
            type: r.type,
          })),
          stations: [],
          orgs,
          customer_code: actor.customerCode,
        },
      };
    },
  );
}
