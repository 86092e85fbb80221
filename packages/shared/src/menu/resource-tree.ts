import type { Lang } from '../i18n/lang.ts';
import { localize, type LocalizedText } from '../i18n/text.ts';
import type { EntityDef } from '../kit/define-entity.ts';
import { STAFF_CLIENT_ID } from '../dicts/permissions.ts';
import { registry } from '../registry.ts';
import { MENU_GROUPS } from './menu-groups.ts';
import { buttonNodes, HAND_PAGES, type ResourceNode } from './pages.ts';

export type { ResourceNode } from './pages.ts';

/** One top menu group with its directory of pages. */
export interface GroupTree {
  groupNo: string;
  root: ResourceNode;
}

/** The menu resource of an entity's list page (or hidden route), from its definition. */
export function entityResource(def: EntityDef): ResourceNode | undefined {
  const menu = def.menu;
  if (!menu || !def.path) return undefined;
  const title = menu.title ?? def.label;
  if (menu.hidden)
    return {
      code: menu.hidden.code,
      title,
      type: '3',
      path: def.path,
      hidden: true,
      sort: menu.sort,
      children: [],
    };
  return {
    code: def.resource,
    title,
    type: '1',
    path: def.path,
    ...(menu.icon ? { icon: menu.icon } : {}),
    sort: menu.sort,
    children: buttonNodes(def.buttons.map((b) => [b.code, b.title])),
  };
}

const withoutCodes = (nodes: ResourceNode[], taken: ResourceNode[]) =>
  nodes.filter((n) => !taken.some((t) => t.code === n.code));

/**
 * The whole resource tree: one directory per menu group holding the entity pages of the registry and
 * the hand-listed pages, each level by sort descending. A hand page with an entity page's code only
 * adds the buttons the entity lacks (the definition wins); a hand page standing for an entity without
 * `menu` keeps its place and gains the entity's buttons.
 */
export function buildResourceTree(
  entities: readonly EntityDef[] = registry,
  pages: readonly { group: string; node: ResourceNode }[] = HAND_PAGES,
): GroupTree[] {
  return MENU_GROUPS.map((group, i) => {
    const children: ResourceNode[] = [];
    for (const def of entities) {
      const node = def.menu?.group === group.key ? entityResource(def) : undefined;
      if (node) children.push(node);
    }
    for (const { group: key, node } of pages) {
      if (key !== group.key) continue;
      const same = children.find((c) => c.code === node.code);
      if (same) {
        same.children.push(...withoutCodes(node.children, same.children));
        continue;
      }
      // a hand page of an entity that has no menu of its own: the page's place, the entity's buttons too
      const def = entities.find((d) => !d.menu && d.resource === node.code);
      const extra = def ? buttonNodes(def.buttons.map((b) => [b.code, b.title])) : [];
      children.push({ ...node, children: [...node.children, ...withoutCodes(extra, node.children)] });
    }
    children.sort((a, b) => b.sort - a.sort);
    return {
      groupNo: group.groupNo,
      root: {
        code: group.code,
        title: group.title,
        type: '0',
        icon: group.icon,
        path: `/${group.code}`,
        clientIds: 'clientIds' in group ? group.clientIds : STAFF_CLIENT_ID,
        sort: (MENU_GROUPS.length - i) * 100,
        children,
      },
    };
  });
}

/** Every resource of a tree, depth first. */
export function flattenResources(nodes: readonly ResourceNode[]): ResourceNode[] {
  return nodes.flatMap((n) => [n, ...flattenResources(n.children)]);
}

let titles: Map<string, LocalizedText> | undefined;

/** The title of a resource the code defines, in the given language (undefined for one an administrator made). */
export function resourceTitle(code: string, lang: Lang): string | undefined {
  titles ??= new Map(flattenResources(buildResourceTree().map((g) => g.root)).map((n) => [n.code, n.title]));
  const title = titles.get(code);
  return title && localize(title, lang);
}
