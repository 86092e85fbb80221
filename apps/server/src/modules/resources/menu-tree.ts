import { resourceTitle, type Lang, type MenuEntry } from '@app/shared';

/** A resource row as the menu needs it. */
export interface ResourceRow {
  id: number;
  parent_id: number;
  type: string;
  code: string;
  name: string;
  title: string;
  path: string | null;
  url: string | null;
  icon: string | null;
  group_no: string | null;
  sort: number;
  client_ids: string;
  extend: string;
  bind_path: string | null;
  hidden: boolean;
}

/**
 * The title of a resource in the interface language: a resource the code defines takes its
 * definition's label in that language; one an administrator created keeps its stored title.
 */
export function titleIn(r: Pick<ResourceRow, 'code' | 'title'>, lang: Lang): string {
  return lang === 'zh' ? r.title : (resourceTitle(r.code, lang) ?? r.title);
}

function toEntry(r: ResourceRow, lang: Lang): MenuEntry {
  return {
    id: r.id,
    parentId: String(r.parent_id),
    type: r.type,
    path: r.path ?? '',
    title: titleIn(r, lang),
    name: r.name,
    url: r.url ?? '',
    icon: r.icon ?? '',
    groupNo: r.group_no ?? '',
    code: r.code,
    extend: r.extend,
    bindPath: r.bind_path ?? '',
    authority: r.code,
    hidden: r.hidden,
    sort: r.sort,
    children: [],
  };
}

/**
 * The menu tree of the given resources for one client, each level sorted by sort descending (then id).
 * Entries whose parent is not among the rows are dropped, so a child is never shown without its parent.
 * Titles are in the given language (zh by default).
 */
export function buildMenuTree(
  rows: ResourceRow[],
  clientId: string,
  groupNo?: string,
  lang: Lang = 'zh',
): MenuEntry[] {
  const visible = rows.filter((r) => r.client_ids.split(',').includes(clientId));
  const byParent = new Map<number, ResourceRow[]>();
  for (const r of visible) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
  const build = (parentId: number): MenuEntry[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => b.sort - a.sort || a.id - b.id)
      .map((r) => ({ ...toEntry(r, lang), children: build(r.id) }));
  const roots = build(0);
  return groupNo ? roots.filter((e) => e.groupNo === groupNo) : roots;
}

/** The menu groups a user holds: the group numbers of their top-level resources, descending. */
export function groupNumbersOf(rows: Pick<ResourceRow, 'parent_id' | 'group_no'>[]): string[] {
  const groups = new Set(
    rows.filter((r) => r.parent_id === 0 && r.group_no).map((r) => r.group_no as string),
  );
  return [...groups].sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
}
