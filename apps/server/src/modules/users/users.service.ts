import { and, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import {
  accessTokens,
  appClients,
  companies,
  organisations,
  roles,
  userOrgs,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { offsetOf } from '../../plugins/paging.ts';
import { hashSecret } from '../auth/passwords.ts';
import { revokeUserTokens } from '../../plugins/tokens.ts';
import { passwordPolicyProblem, weakPassword } from './password-policy.ts';

/** The columns of a user that may leave the server (never the password hash). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  status: users.status,
  mobile: users.mobile,
  email: users.email,
  avatar: users.avatar,
  client_id: users.client_id,
  customer_code: users.customer_code,
  manage_partner_code: users.manage_partner_code,
  warehouse_codes: users.warehouse_codes,
  company_warehouse: users.company_warehouse,
  wms_customer_warehouse_codes: users.wms_customer_warehouse_codes,
  introduction: users.introduction,
  is_weak_password: users.is_weak_password,
  must_change_password: users.must_change_password,
  password_changed_at: users.password_changed_at,
  create_id: users.create_id,
  create_time: users.create_time,
  update_id: users.update_id,
  update_time: users.update_time,
  version: users.version,
};

export async function getUser(db: DbOrTx, id: number) {
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}

/** Users with their organisations' and roles' ids and names. */
export async function withOrgsAndRoles<T extends { id: number }>(db: DbOrTx, list: T[]) {
  const ids = list.map((u) => u.id);
  if (!ids.length) return [];
  const orgRows = await db
    .select({ user_id: userOrgs.user_id, id: organisations.id, name: organisations.name })
    .from(userOrgs)
    .innerJoin(organisations, eq(organisations.id, userOrgs.org_id))
    .where(inArray(userOrgs.user_id, ids));
  const roleRows = await db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, ids));
  return list.map((u) => ({
    ...u,
    orgs: orgRows.filter((o) => o.user_id === u.id).map(({ id, name }) => ({ id, name })),
    roles: roleRows.filter((r) => r.user_id === u.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function listUsers(
  db: DbOrTx,
  filter: {
    username?: string | null;
    name?: string | null;
    status?: number | null;
    org_id?: number | null;
    client_id?: string | null;
  },
  pageNum: number,
  pageSize: number,
) {
  const where: SQL[] = [];
  const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (filter.username) where.push(ilike(users.username, like(filter.username)));
  if (filter.name) where.push(ilike(users.name, like(filter.name)));
  if (filter.status !== undefined && filter.status !== null) where.push(eq(users.status, filter.status));
  if (filter.client_id) where.push(eq(users.client_id, filter.client_id));
  if (filter.org_id) {
    where.push(
      inArray(
        users.id,
        db.select({ id: userOrgs.user_id }).from(userOrgs).where(eq(userOrgs.org_id, filter.org_id)),
      ),
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(condition);
  const list = await db
    .select(publicUserColumns)
    .from(users)
    .where(condition)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize));
  return { list: await withOrgsAndRoles(db, list), total: total?.n ?? 0, pageNum, pageSize };
}

async function assertExist(
  db: DbOrTx,
  table: typeof roles | typeof organisations,
  ids: number[],
  field: string,
) {
  if (!ids.length) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw fieldError(field, 'error.not_found_ids', { ids: missing.join(',') });
}

export async function assertClient(db: DbOrTx, clientId: string) {
  const [client] = await db
    .select({ id: appClients.id })
    .from(appClients)
    .where(eq(appClients.client_id, clientId));
  if (!client) throw fieldError('client_id', 'error.not_found_ids', { ids: clientId });
}

export function checkNewPassword(password: string, username: string) {
  const problem = passwordPolicyProblem(password, username);
  if (problem) throw fieldError('password', problem.key, problem.params);
}

export async function setPassword(
  db: DbOrTx,
  userId: number,
  username: string,
  password: string,
  forceChange: boolean,
) {
  await db
    .update(users)
    .set({
      password_hash: await hashSecret(password),
      is_weak_password: weakPassword(password, username),
      // an administrator's reset counts as old, so the user is asked to choose their own at next sign-in
      password_changed_at: forceChange ? new Date(0) : new Date(),
      must_change_password: forceChange,
      update_time: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, userId));
  await revokeUserTokens(db, userId);
}

export async function grantOrgs(db: DbOrTx, req: FastifyRequest, userId: number, orgIds: number[]) {
  await getUser(db, userId);
  await assertExist(db, organisations, orgIds, 'org_ids');
  await db
    .insert(userOrgs)
    .values(orgIds.map((org_id) => ({ user_id: userId, org_id })))
    .onConflictDoNothing();
  await recordOperation(db, req, {
    action: 'grant-org',
    target: 'users',
    recordId: userId,
    after: { org_ids: orgIds },
  });
}

export async function removeOrgs(db: DbOrTx, req: FastifyRequest, userId: number, orgIds: number[]) {
  await getUser(db, userId);
  await db.delete(userOrgs).where(and(eq(userOrgs.user_id, userId), inArray(userOrgs.org_id, orgIds)));
  // a working company of a removed organisation ends at once: the user must choose again
  await db
    .update(accessTokens)
    .set({ company_id: null })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        inArray(
          accessTokens.company_id,
          db.select({ id: companies.id }).from(companies).where(inArray(companies.org_id, orgIds)),
        ),
      ),
    );
  await recordOperation(db, req, {
    action: 'remove-org',
    target: 'users',
    recordId: userId,
    before: { org_ids: orgIds },
  });
}

export async function grantRoles(db: DbOrTx, req: FastifyRequest, userId: number, roleIds: number[]) {
  const user = await getUser(db, userId);
  await assertExist(db, roles, roleIds, 'role_ids');
  const foreign = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), sql`${roles.client_id} <> ${user.client_id}`));
  if (foreign.length)
    throw fieldError('role_ids', 'user.role_other_client', { ids: foreign.map((f) => f.id).join(',') });
  await db
    .insert(userRoles)
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .onConflictDoNothing();
  await recordOperation(db, req, {
    action: 'grant-role',
    target: 'users',
    recordId: userId,
    after: { role_ids: roleIds },
  });
}

export async function removeRoles(db: DbOrTx, req: FastifyRequest, userId: number, roleIds: number[]) {
  await getUser(db, userId);
  await db.delete(userRoles).where(and(eq(userRoles.user_id, userId), inArray(userRoles.role_id, roleIds)));
  await assertAdminRemains(db);
  await recordOperation(db, req, {
    action: 'remove-role',
    target: 'users',
    recordId: userId,
    before: { role_ids: roleIds },
  });
}

/** At least one enabled user must keep an administrator role, or nobody could administer the system. */
/** At least one active user holds an active administrator role (besides the users `leaving`). */
export async function assertAdminRemains(db: DbOrTx, leaving: number[] = []) {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(
      and(
        eq(roles.is_admin, true),
        eq(roles.status, 1),
        eq(users.status, 1),
        leaving.length ? notInArray(users.id, leaving) : undefined,
      ),
    );
  if (!row?.n) throw new AppError(409, 'user.last_admin');
}
