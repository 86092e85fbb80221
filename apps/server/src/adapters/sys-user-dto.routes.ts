import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE_OK, CODE_OK_LOGOUT, PERM, t } from '@app/shared';
import {
  maybeUserAnswerSchema,
  nullAnswerSchema,
  signOutAnswerSchema,
  userAnswerSchema,
  userListAnswerSchema,
  usersAnswerSchema,
} from '@app/shared';
import { users } from '../db/schema/index.ts';
import { AppError, fieldError } from '../plugins/app-error.ts';
import { recordOperation } from '../plugins/audit.ts';
import { requireActor } from '../plugins/auth.ts';
import { pageQuery, tokenQuery } from '../plugins/paging.ts';
import { verifySecret } from '../modules/auth/passwords.ts';
import { passwordChangeProblems } from '../modules/users/password-policy.ts';
import * as s from './sys-user-dto.schemas.ts';
import {
  checkNewPassword,
  getUser,
  grantOrgs,
  grantRoles,
  listUsers,
  removeOrgs,
  removeRoles,
  setPassword,
  withOrgsAndRoles,
} from '../modules/users/users.service.ts';

const BASE = '/code/oauth2/sys-user-dto';
const ok = <T>(data: T) => ({ code: CODE_OK, data });

export async function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.post(
    `${BASE}/list`,
    {
      config: { permission: PERM.userSearch },
      schema: {
        tags,
        summary: 'Users, paged',
        querystring: pageQuery,
        body: s.userListBody,
        response: { 200: userListAnswerSchema },
      },
    },
    async (req) => ok(await listUsers(app.db, req.body ?? {}, req.query.pageNum, req.query.pageSize)),
  );

  r.post(
    `${BASE}/getUserInfo`,
    {
      config: { permission: PERM.userSearch },
      schema: {
        tags,
        summary: 'One user with organisations and roles',
        querystring: tokenQuery,
        body: s.userIdBody,
        response: { 200: maybeUserAnswerSchema },
      },
    },
    async (req) => ok((await withOrgsAndRoles(app.db, [await getUser(app.db, req.body.id)]))[0]),
  );

  r.post(
    `${BASE}/getUserListByOrg`,
    {
      config: { permission: PERM.userSearch },
      schema: {
        tags,
        summary: 'Users of one organisation',
        querystring: tokenQuery,
        body: s.byOrgBody,
        response: { 200: usersAnswerSchema },
      },
    },
    async (req) => ok((await listUsers(app.db, { org_id: req.body.org_id }, 1, 999)).list),
  );

  r.post(
    `${BASE}/add`,
    {
      config: { permission: PERM.userAdd },
      schema: {
        tags,
        summary: 'Creates a user with organisations and roles, in one transaction',
        querystring: tokenQuery,
        body: s.userAddBody,
        response: { 200: userAnswerSchema },
      },
    },
    // the engine's create of the users entity (password policy and hash in users.hooks.ts), with the
    // organisations and roles granted in the same transaction
    async (req) => {
      const { org_ids, role_ids, ...fields } = req.body;
      const service = app.entities('users');
      const created = await service.create(req, service.parseCreate(fields), {
        within: async (tx, user) => {
          if (org_ids.length) await grantOrgs(tx, req, user.id, org_ids);
          if (role_ids.length) await grantRoles(tx, req, user.id, role_ids);
        },
      });
      return ok(await getUser(app.db, created.id));
    },
  );

  r.post(
    `${BASE}/edit`,
    {
      config: { permission: PERM.userUpdate },
      schema: {
        tags,
        summary: 'Edits a user’s profile (optimistic locking by version)',
        querystring: tokenQuery,
        body: s.userEditBody,
        response: { 200: userAnswerSchema },
      },
    },
    // the engine's update (optimistic lock by version)
    async (req) => {
      const { id, version, ...fields } = req.body;
      const service = app.entities('users');
      await service.update(req, id, service.parseUpdate({ ...fields, version }));
      return ok(await getUser(app.db, id));
    },
  );

  r.post(
    `${BASE}/grantOrg`,
    {
      config: { permission: PERM.userPosition },
      schema: {
        tags,
        summary: 'Adds organisations to a user',
        querystring: tokenQuery,
        body: s.userOrgsBody,
        response: { 200: nullAnswerSchema },
      },
    },
    async (req) => {
      await app.db.transaction((tx) => grantOrgs(tx, req, req.body.user_id, req.body.org_ids));
      return ok(null);
    },
  );
  r.post(
    `${BASE}/delUserOrg`,
    {
      config: { permission: PERM.userPosition },
      schema: {
        tags,
        summary: 'Removes organisations from a user',
        querystring: tokenQuery,
        body: s.userOrgsBody,
        response: { 200: nullAnswerSchema },
      },
    },
    async (req) => {
      await app.db.transaction((tx) => removeOrgs(tx, req, req.body.user_id, req.body.org_ids));
      return ok(null);
    },
  );
  r.post(
    `${BASE}/grantRole`,
    {
      config: { permission: PERM.userRole },
      schema: {
        tags,
        summary: 'Adds roles (of the user’s client) to a user',
        querystring: tokenQuery,
        body: s.userRolesBody,
        response: { 200: nullAnswerSchema },
      },
    },
    async (req) => {
      await app.db.transaction((tx) => grantRoles(tx, req, req.body.user_id, req.body.role_ids));
      return ok(null);
    },
  );
  r.post(
    `${BASE}/delUserRole`,
    {
      config: { permission: PERM.userRole },
      schema: {
        tags,
        summary: 'Removes roles from a user',
        querystring: tokenQuery,
        body: s.userRolesBody,
        response: { 200: nullAnswerSchema },
      },
    },
    async (req) => {
      await app.db.transaction((tx) => removeRoles(tx, req, req.body.user_id, req.body.role_ids));
      return ok(null);
    },
  );

  r.post(
    `${BASE}/setUserStatus`,
    {
      config: { permission: PERM.userEnable },
      schema: {
        tags,
        summary: 'Enables (1) or disables (0) a user; disabling signs them out',
        querystring: tokenQuery,
        body: s.userStatusBody,
        response: { 200: nullAnswerSchema },
      },
    },
    // the engine's update of the status alone, at the stored version (the spec's call carries none);
    // disabling signs the user out and keeps an administrator (users.hooks.ts)
    async (req) => {
      const { id, status } = req.body;
      const service = app.entities('users');
      const { version } = await getUser(app.db, id);
      await service.update(req, id, { status, version }, { action: 'set-status' });
      return ok(null);
    },
  );

  r.post(
    `${BASE}/resetUserPassword`,
    {
      config: { permission: PERM.userResetPassword },
      schema: {
        tags,
        summary: 'Sets a new password for a user; they must change it at next sign-in',
        querystring: tokenQuery,
        body: s.resetPasswordBody,
        response: { 200: nullAnswerSchema },
      },
    },
    async (req) => {
      const user = await getUser(app.db, req.body.id);
      checkNewPassword(req.body.password, user.username);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, user.id, user.username, req.body.password, true);
        await recordOperation(tx, req, { action: 'reset-password', target: 'users', recordId: user.id });
      });
      return ok(null);
    },
  );

  r.post(
    `${BASE}/modifyUserPassword`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in user changes their own password; answers 10000 and signs every session out',
        querystring: tokenQuery,
        body: s.modifyPasswordBody,
        response: { 200: signOutAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { id, oldPassword, password, confirmPassword } = req.body;
      const problems = passwordChangeProblems({
        userId: id,
        oldPassword,
        password,
        confirm: confirmPassword ?? '',
        username: actor.username,
      });
      if (problems) throw new AppError(400, 'error.validation', undefined, problems);
      if (id !== actor.userId) throw new AppError(403, 'auth.not_own_account');
      const [row] = await app.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.id, actor.userId));
      if (!row || !(await verifySecret(row.hash, oldPassword)))
        throw fieldError('oldPassword', 'auth.old_password_wrong');
      await app.db.transaction(async (tx) => {
        await setPassword(tx, actor.userId, actor.username, password, false);
        await recordOperation(tx, req, {
          action: 'change-password',
          target: 'users',
          recordId: actor.userId,
        });
      });
      return { code: CODE_OK_LOGOUT, message: t('auth.password_changed', req.lang) };
    },
  );
}
