/**
 * Authorities of the token check (platform-shell §3.2): strings such as
 * `SysRoleVo(code=admin, clientIds=web, name=系统管理员)`, classified by their type.
 */

import type { Authority, Org, OrgCompany, ResourceGrant } from '@app/shared';

export type { Authority, Org, OrgCompany, ResourceGrant };

/** The type and the fields of one authority string; values may contain commas (clientIds=web,customer). */
export function parseAuthority(text: string): { type: string; fields: Record<string, string> } | undefined {
  const match = /^(\w+)\((.*)\)$/s.exec(text.trim());
  if (!match) return undefined;
  const fields: Record<string, string> = {};
  const body = match[2]!;
  const pattern = /(\w+)=(.*?)(?=, \w+=|$)/gs;
  for (const [, key, value] of body.matchAll(pattern)) fields[key!] = value!.trim();
  return { type: match[1]!, fields };
}

export interface ClassifiedAuthorities {
  roles: string[];
  /** The roles' names, in the order of `roles` (the code where a role has no name). */
  roleNames: string[];
  orgs: Org[];
  resources: ResourceGrant[];
}

/** Roles (codes and names), organisations and resources (sorted by id descending) of an authority list. */
export function classifyAuthorities(authorities: Authority[]): ClassifiedAuthorities {
  const roles: string[] = [];
  const roleNames: string[] = [];
  const orgs: Org[] = [];
  const resources: ResourceGrant[] = [];
  for (const { authority, id } of authorities) {
    const parsed = parseAuthority(authority);
    if (!parsed) continue;
    const f = parsed.fields;
    if (parsed.type.includes('SysRoleVo')) {
      if (f.code) {
        roles.push(f.code);
        roleNames.push(f.name || f.code);
      }
    } else if (parsed.type.includes('SysOrgVo')) {
      orgs.push({
        id: Number(f.id ?? id),
        name: f.name ?? '',
        code: f.code,
        companies: (f.companies ?? '')
          .split('|')
          .filter(Boolean)
          .map((c) => ({ id: Number(c) })),
      });
    } else if (parsed.type.includes('SysResourceVo')) {
      resources.push({
        id,
        code: f.code ?? '',
        path: f.path ?? '',
        sort: Number(f.sort ?? 0),
        clientIds: f.clientIds ?? '',
      });
    }
  }
  resources.sort((a, b) => b.id - a.id);
  return { roles, roleNames, orgs, resources };
}
