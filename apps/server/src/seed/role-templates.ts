import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { globalSettings, resources, roleResources, roles } from '../db/schema/index.ts';
import { grantCode, ROLE_TEMPLATES, type RoleTemplate } from './role-template-list.ts';

export { grantCode, ROLE_TEMPLATES, type Grant, type RoleTemplate } from './role-template-list.ts';

/** Resource ids whose code is one of, or starts with one of, the given prefixes (a page brings its buttons). */
async function resourceIds(tx: DbOrTx, prefixes: string[]): Promise<number[]> {
  const all = await tx
    .select({ id: resources.id, code: resources.code, parent_id: resources.parent_id })
    .from(resources);
  const chosen = new Set(
    all.filter((r) => prefixes.some((p) => r.code === p || r.code.startsWith(`${p}:`))).map((r) => r.id),
  );
  // ancestors too, so menus show the path to each granted page
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of all) {
      if (chosen.has(r.id) && r.parent_id && !chosen.has(r.parent_id)) {
        chosen.add(r.parent_id);
        grew = true;
      }
    }
  }
  return [...chosen];
}

/** The setting that remembers which template roles were created once (so a deleted one stays deleted). */
export const ROLE_TEMPLATES_SETTING = 'role_templates_created';

const templateKey = (t: Pick<RoleTemplate, 'client_id' | 'code'>) => `${t.client_id}:${t.code}`;

async function createdBefore(tx: DbOrTx): Promise<Set<string>> {
  const [row] = await tx
    .select({ val: globalSettings.val })
    .from(globalSettings)
    .where(eq(globalSettings.code, ROLE_TEMPLATES_SETTING));
  try {
    const parsed: unknown = JSON.parse(row?.val ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Creates each template role once: the first sync that finds it missing (by client and code) inserts
 * it, links it to its parent and grants it its resources. From then on the role is the
 * administrator's: later syncs change neither it nor its grants, and do not bring it back once
 * deleted (the `role_templates_created` setting remembers). The system-administrator role
 * (`is_admin`) holds every resource, new ones included, without grants. Answers the codes it created.
 */
export async function syncRoleTemplates(
  tx: DbOrTx,
  templates: RoleTemplate[] = ROLE_TEMPLATES,
): Promise<string[]> {
  const done = await createdBefore(tx);
  const before = done.size;
  const created: string[] = [];
  const idOf = new Map<string, number>();
  for (const t of templates) {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.client_id, t.client_id), eq(roles.code, t.code)));
    if (row) idOf.set(t.code, row.id);
    if (row || done.has(templateKey(t))) {
      done.add(templateKey(t));
      continue;
    }
    const [inserted] = await tx
      .insert(roles)
      .values({
        name: t.name,
        code: t.code,
        client_id: t.client_id,
        level: t.level ?? 1,
        is_admin: t.is_admin ?? false,
        parent_id: t.parent ? (idOf.get(t.parent) ?? null) : null,
      })
      .returning({ id: roles.id });
    idOf.set(t.code, inserted!.id);
    done.add(templateKey(t));
    created.push(t.code);
    const ids = t.grants.length ? await resourceIds(tx, t.grants.map(grantCode)) : [];
    if (ids.length)
      await tx
        .insert(roleResources)
        .values(ids.map((resource_id) => ({ role_id: inserted!.id, resource_id })));
  }
  if (done.size !== before) {
    const val = JSON.stringify([...done].sort());
    await tx
      .insert(globalSettings)
      .values({
        group_name: '系统',
        name: '已创建的模板角色',
        code: ROLE_TEMPLATES_SETTING,
        type: 'text',
        val,
        des: '启动时已创建过的模板角色（客户端:编码）；删除的模板角色不会再被创建',
      })
      .onConflictDoUpdate({ target: globalSettings.code, set: { val } });
  }
  return created;
}
