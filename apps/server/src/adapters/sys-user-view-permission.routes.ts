import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE_OK, PERM, viewPermissionAnswerSchema } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { userViewPermissions } from '../db/schema/index.ts';
import { recordOperation } from '../plugins/audit.ts';
import { tokenQuery } from '../plugins/paging.ts';
import * as s from './sys-user-dto.schemas.ts';
import { getUser } from '../modules/users/users.service.ts';

/** Which customers' records a staff user may view (empty = every customer of the working company). */
export async function viewPermissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const codesOf = async (db: DbOrTx, userId: number) =>
    (
      await db
        .select({ value: userViewPermissions.value })
        .from(userViewPermissions)
        .where(and(eq(userViewPermissions.user_id, userId), eq(userViewPermissions.kind, 'customer')))
        .orderBy(userViewPermissions.value)
    ).map((x) => x.value);

  r.post(
    '/sys-user/get-user-view-permission',
    {
      config: { permission: PERM.userViewPermission },
      schema: {
        tags,
        summary: 'The customer codes a user is limited to',
        querystring: tokenQuery,
        body: s.viewPermissionGetBody,
        response: { 200: viewPermissionAnswerSchema },
      },
    },
    async (req) => {
      await getUser(app.db, req.body.user_id);
      return {
        code: CODE_OK,
        data: { user_id: req.body.user_id, customer_codes: await codesOf(app.db, req.body.user_id) },
      };
    },
  );

  r.post(
    '/sys-user/set-user-view-permission',
    {
      config: { permission: PERM.userViewPermission },
      schema: {
        tags,
        summary: 'Replaces the customer codes a user is limited to',
        querystring: tokenQuery,
        body: s.viewPermissionSetBody,
        response: { 200: viewPermissionAnswerSchema },
      },
    },
    async (req) => {
      const { user_id, customer_codes } = req.body;
      await getUser(app.db, user_id);
      const codes = [...new Set(customer_codes)];
      await app.db.transaction(async (tx) => {
        const before = await codesOf(tx, user_id);
        await tx
          .delete(userViewPermissions)
          .where(and(eq(userViewPermissions.user_id, user_id), eq(userViewPermissions.kind, 'customer')));
        if (codes.length)
          await tx
            .insert(userViewPermissions)
            .values(codes.map((value) => ({ user_id, kind: 'customer', value })));
        await recordOperation(tx, req, {
          action: 'set-view-permission',
          target: 'users',
          recordId: user_id,
          before: { customer_codes: before },
          after: { customer_codes: codes },
        });
      });
      return { code: CODE_OK, data: { user_id, customer_codes: codes } };
    },
  );
}
