import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appClients,
  companies,
  organisations,
  resources,
  roleResources,
  roles,
  userOrgs,
  userRoles,
  users,
  userViewPermissions,
} from '../../db/schema/index.ts';

/** Who is calling, resolved from the access token once per request. */
export interface Actor {
  userId: number;
  username: string;
  name: string;
  clientId: string;
  /** Signed in through the customer (partner) client. */
  isCustomerClient: boolean;
  tokenId: number;
  companyId: number | null;
  groupId: string | null;
  customerCode: string | null;
  isAdmin: boolean;
  roleIds: number[];
  permissions: Set<string>;
  /** Customer codes a staff user is limited to (empty = no extra limit). */
  viewCustomerCodes: string[];
}

type TokenRow = {
  id: number;
  user_id: number;
  client_id: string;
  company_id: number | null;
  group_id: string | null;
};

export async function loadActor(db: DbOrTx, token: TokenRow): Promise<Actor | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      status: users.status,
      customer_code: users.customer_code,
      is_customer: appClients.is_customer,
    })
    .from(users)
    .innerJoin(appClients, eq(appClients.client_id, token.client_id))
    .where(eq(users.id, token.user_id));
  if (!user || user.status !== 1) return undefined;
  const roleRows = await activeRoles(db, user.id, token.client_id);
  const roleIds = roleRows.map((r) => r.id);
  const isAdmin = roleRows.some((r) => r.is_admin);
  const permissions = new Set((await resourceRowsForRoles(db, roleIds)).map((r) => r.code));
  const view = await db
    .select({ value: userViewPermissions.value })
    .from(userViewPermissions)
    .where(and(eq(userViewPermissions.user_id, user.id), eq(userViewPermissions.kind, 'customer')));
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    clientId: token.client_id,
    isCustomerClient: user.is_customer,
    tokenId: token.id,
    companyId: token.company_id,
    groupId: token.group_id,
    customerCode: user.customer_code,
    isAdmin,
    roleIds,
    permissions,
    viewCustomerCodes: view.map((v) => v.value),
  };
}

export function activeRoles(db: DbOrTx, userId: number, clientId: string) {
  return db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      client_id: roles.client_id,
      is_admin: roles.is_admin,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, userId), eq(roles.client_id, clientId), eq(roles.status, 1)))
    .orderBy(roles.id);
}

/** Active resources granted to the given roles (or every active resource for administrators). */
export async function resourceRowsForRoles(db: DbOrTx, roleIds: number[], all = false) {
  if (all) return db.select().from(resources).where(eq(resources.status, 1));
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ ...resourceColumns })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resource_id))
    .where(and(inArray(roleResources.role_id, roleIds), eq(resources.status, 1)));
}

const resourceColumns = {
  id: resources.id,
  parent_id: resources.parent_id,
  type: resources.type,
  code: resources.code,
  name: resources.name,
  title: resources.title,
  path: resources.path,
  url: resources.url,
  icon: resources.icon,
  group_no: resources.group_no,
  sort: resources.sort,
  client_ids: resources.client_ids,
  extend: resources.extend,
  bind_path: resources.bind_path,
  hidden: resources.hidden,
  status: resources.status,
  create_id: resources.create_id,
  create_time: resources.create_time,
  update_id: resources.update_id,
  update_time: resources.update_time,
  version: resources.version,
};

/** The user's organisations, each with its enabled companies. */
export async function orgsWithCompanies(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      org_id: userOrgs.org_id,
      company_id: companies.id,
      company_name: companies.name,
    })
    .from(userOrgs)
    .leftJoin(companies, and(eq(companies.org_id, userOrgs.org_id), eq(companies.is_enable, 1)))
    .where(eq(userOrgs.user_id, userId))
    .orderBy(userOrgs.org_id, companies.id);
  const orgIds = [...new Set(rows.map((r) => r.org_id))];
  const orgRows = orgIds.length
    ? await db.select().from(organisations).where(inArray(organisations.id, orgIds)).orderBy(organisations.id)
    : [];
  return orgRows.map((o) => ({
    id: o.id,
    name: o.name,
    code: o.code,
    companies: rows
      .filter((r) => r.org_id === o.id && r.company_id !== null)
      .map((r) => ({ id: r.company_id as number, name: r.company_name as string })),
  }));
}
