import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildResourceTree, flattenResources, MENU_GROUPS } from '@app/shared';
import { grantCode, ROLE_TEMPLATES, type RoleTemplate } from './role-templates.ts';

/** Every resource code the definitions and the page registry hold (menu groups, pages, routes, buttons). */
const CODES = new Set(flattenResources(buildResourceTree().map((g) => g.root)).map((n) => n.code));

/** The grants of the templates that name no resource of the tree, as `role → code`. */
function unknownGrants(templates: readonly RoleTemplate[]): string[] {
  return templates.flatMap((t) =>
    t.grants.map(grantCode).flatMap((code) => (CODES.has(code) ? [] : [`${t.code} → ${code}`])),
  );
}

describe('role templates', () => {
  it('name only codes that exist in the definitions and the page registry', () => {
    expect(CODES.size).toBeGreaterThan(100);
    expect(unknownGrants(ROLE_TEMPLATES)).toEqual([]);
  });

  it('would fail on a code that does not exist', () => {
    const typo: RoleTemplate = {
      code: 'typo',
      name: 'typo',
      client_id: 'web',
      grants: ['sasTwoPasport:search', { code: 'yy:welcom' }, ...ROLE_TEMPLATES[1]!.grants],
    };
    expect(unknownGrants([typo])).toEqual(['typo → sasTwoPasport:search', 'typo → yy:welcom']);
  });

  it('name their parents among the templates of the same client, each template once', () => {
    const keys = ROLE_TEMPLATES.map((t) => `${t.client_id}:${t.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of ROLE_TEMPLATES)
      if (t.parent)
        expect(
          ROLE_TEMPLATES.some((p) => p.code === t.parent && p.client_id === t.client_id),
          `${t.code} → ${t.parent}`,
        ).toBe(true);
  });

  it('type no resource code as a string: pages and buttons are named through their definitions', () => {
    // a menu group is named by its key, which the compiler checks (menuGroup('appointment') is the group yy)
    const source = fs
      .readFileSync(new URL('./role-template-list.ts', import.meta.url), 'utf8')
      .replace(/menuGroup\('\w+'\)/g, 'menuGroup(key)');
    const roleCodes = new Set(ROLE_TEMPLATES.map((t) => t.code));
    const literals = [...source.matchAll(/'([^'\\\n]+)'|"([^"\\\n]+)"|`([^`$\\\n]+)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3]!,
    );
    // a role's own code may be spelled like a menu group (the finance role); everything else is a grant
    const typed = literals.filter(
      (s) =>
        !roleCodes.has(s) &&
        (CODES.has(s) ||
          MENU_GROUPS.some((g) => s.startsWith(`${g.code}:`)) ||
          [...CODES].some((c) => s.startsWith(`${c}:`))),
    );
    expect(typed).toEqual([]);
  });
});
