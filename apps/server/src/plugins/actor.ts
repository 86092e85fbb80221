import { and, eq, inArray } from 'drizzle-orm';
import { expandPermissions } from '@app/shared';
import type { Database, DbOrTx } from '../db/client.ts';
import { hashToken } from './tokens.ts';
import type { ActorCache, ResolvedActor } from './actor-cache.ts';
import type { Actor } from './actor-types.ts';
import {
  companies,
  organisations,
  resources,
  roleResources,
  roles,
  userOrgs,
  userRoles,
} from '../db/schema/index.ts';

export type { Actor };

const ACTOR_SQL = `
  select t.id as token_id, t.user_id, t.client_id, t.company_id, t.group_id, t.expires_at,
    u.username, u.name, u.customer_code, u.warehouse_codes, c.is_customer,
    coalesce((select array_agg(r.id order by r.id) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id and r.client_id = t.client_id and r.status = 1), '{}') as role_ids,
    coalesce((select bool_or(r.is_admin) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id and r.client_id = t.client_id and r.status = 1), false) as is_admin,
    coalesce((select array_agg(distinct res.code) from user_roles ur
      join roles r on r.id = ur.role_id and r.client_id = t.client_id and r.status = 1
      join role_resources rr on rr.role_id = r.id
      join resources res on res.id = rr.resource_id and res.status = 1
      where ur.user_id = u.id), '{}') as permissions,
    coalesce((select array_agg(v.value) from user_view_permissions v where v.user_id = u.id and v.kind = 'customer'), '{}') as view_codes
  from access_tokens t
  join users u on u.id = t.user_id and u.status = 1
  join app_clients c on c.client_id = t.client_id
  where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`;

/**
 * The actor behind a presented token, in one round trip: the live token, its enabled user and client,
 * the user's active roles for that client, the resource codes they grant, and the view permission.
 */
export async function actorForToken(database: Database, token: string): Promise<ResolvedActor | undefined> {
  return actorForHash(database, hashToken(token));
}

/** The actor of a token, from the cache when it holds it (see ActorCache for what keeps it correct). */
export async function cachedActorForToken(
  database: Database,
  cache: ActorCache,
  token: string,
): Promise<ResolvedActor | undefined> {
  const tokenHash = hashToken(token);
  const hit = cache.lookup(tokenHash);
  // several processes (PostgreSQL): another's sign-out or working-company switch reaches this cache by
  // NOTIFY, which may come after the caller's next request here; the token's own row is read by its key
  // each time, so a sign-out anywhere is refused at once (roles and grants still follow by NOTIFY)
  if (hit && (database.kind !== 'postgres' || (await stillCurrent(database, hit.actor)))) return hit;
  const generation = cache.generation;
  const found = await actorForHash(database, tokenHash);
  if (found) cache.store(tokenHash, generation, found);
  return found;
}

/** The cached actor's token is live, its user enabled, and its working company and group unchanged. */
async function stillCurrent(database: Database, actor: Actor): Promise<boolean> {
  const [row] = await database.queryRows<{ company_id: number | null; group_id: string | null }>(
    'actor_token_current',
    `select t.company_id, t.group_id from access_tokens t join users u on u.id = t.user_id and u.status = 1
     where t.id = $1 and t.revoked_at is null and t.expires_at > now()`,
    [actor.tokenId],
  );
  return !!row && row.company_id === actor.companyId && row.group_id === actor.groupId;
}

async function actorForHash(database: Database, tokenHash: string): Promise<ResolvedActor | undefined> {
  const [row] = await database.queryRows<ActorRow>('actor_for_token', ACTOR_SQL, [tokenHash]);
  if (!row) return undefined;
  return {
    expiresAt: new Date(row.expires_at),
    actor: {
      userId: row.user_id,
      username: row.username,
      name: row.name,
      clientId: row.client_id,
      isCustomerClient: row.is_customer,
      tokenId: row.token_id,
      companyId: row.company_id,
      groupId: row.group_id,
      customerCode: row.customer_code,
      isAdmin: row.is_admin,
      roleIds: pgArray(row.role_ids).map(Number),
      permissions: expandPermissions(pgArray(row.permissions)),
      viewCustomerCodes: pgArray(row.view_codes),
      warehouseCodes: codeList(row.warehouse_codes),
    },
  };
}

interface ActorRow {
  token_id: number;
  user_id: number;
  client_id: string;
  company_id: number | null;
  group_id: string | null;
  expires_at: string | Date;
  username: string;
  name: string;
  customer_code: string | null;
  warehouse_codes: string | null;
  is_customer: boolean;
  role_ids: unknown;
  is_admin: boolean;
  permissions: unknown;
  view_codes: unknown;
}

/** A comma-joined list of codes (a user's warehouses), trimmed, upper-cased, without empties. */
const codeList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

/** An array column as the driver gives it (node-postgres parses it; PGlite too; a text literal as a fallback). */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((v) => v.replace(/^"|"$/g, '')) : [];
  }
  return [];
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
