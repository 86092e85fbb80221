import type { DbOrTx } from '../db/client.ts';
import { activeRoles, orgsWithCompanies, resourceRowsForRoles } from './actor.ts';

/**
 * The token-check answer (platform-shell §3.2): user_id, client_id, org and authorities, each
 * authority's text naming its kind (SysRoleVo, SysOrgVo, SysResourceVo) like the original server's.
 */
export async function describeAuthorities(db: DbOrTx, userId: number, clientId: string) {
  const roleRows = await activeRoles(db, userId, clientId);
  const isAdmin = roleRows.some((r) => r.is_admin);
  const resourceRows = (
    await resourceRowsForRoles(
      db,
      roleRows.map((r) => r.id),
      isAdmin,
    )
  )
    .filter((r) => r.client_ids.split(',').includes(clientId))
    .sort((a, b) => b.id - a.id);
  const orgs = await orgsWithCompanies(db, userId);
  const authorities = [
    ...roleRows.map((r) => ({
      authority: `SysRoleVo(code=${r.code}, clientIds=${r.client_id}, name=${r.name})`,
      id: r.id,
    })),
    ...orgs.map((o) => ({
      authority: `SysOrgVo(id=${o.id}, code=${o.code}, name=${o.name}, companies=${o.companies.map((c) => c.id).join('|')})`,
      id: o.id,
    })),
    ...resourceRows.map((r) => ({
      authority: `SysResourceVo(code=${r.code}, sort=${r.sort}, clientIds=${r.client_ids}, path=${r.path ?? ''})`,
      id: r.id,
    })),
  ];
  return { roles: roleRows, orgs, resources: resourceRows, authorities };
}
