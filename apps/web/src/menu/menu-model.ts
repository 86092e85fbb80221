/**
 * Runtime menu routes (platform-shell §2.4) from the server's menu tree (GET /menu/index).
 *
 * - Type '0' directory, '1' page, '2' embedded external page (opened in the iframe host),
 *   '3' hidden route, '4' button (never a route; its code tells the page which buttons to show).
 * - Top-level entries (parentId '0') of type '1' or '3' are routes but stay out of the menu.
 * - Child entries of type '4', and of type '2' flagged extend '1', stay out of the menu.
 * - Entries flagged hidden, and type '3' hidden routes, stay out of the menu and the route search.
 * - Pages whose path the user's resources do not grant are dropped; so are directories left empty.
 * - Other types are not shown.
 */

import {
  isExternalPath,
  localize,
  menuGroupByNo,
  normalisePath,
  resourceTitle,
  type Lang,
  type MenuEntry,
  type MenuGroup,
} from '@app/shared';

/** A menu entry as the server sends it (platform-shell §3.5; the contract is in @app/shared). */
export type { MenuEntry };

export type { MenuGroup };

/** Normalises a path: leading slash, no trailing slash (the shared menu contract, which the generic list reads too). */
export { normalisePath };

export type RouteType = '0' | '1' | '2' | '3';

export interface AppRoute {
  id: string;
  type: RouteType;
  /** The route's own path ('/declaration/index'); a directory's path is only a key. */
  path: string;
  title: string;
  name: string;
  code: string;
  icon: string;
  groupNo: string;
  /** Type '2': the external page, relative to the site ('datav/jhx') or absolute. */
  url: string;
  /** Shown in the sidebar. */
  inMenu: boolean;
  /** Found by the route search. */
  searchable: boolean;
  /** Titles of the directories above, outermost first. */
  parents: string[];
  /** Codes of the page's buttons (type '4' children). */
  buttons: string[];
  children: AppRoute[];
  /** A path that is an http(s) address: opens in a new tab. */
  external: boolean;
}

export const IFRAME_HOST_PATH = '/oms/iframe/index';

/**
 * Builds the routes of a menu tree. `allowedPaths` (the paths of the user's resources)
 * filters the pages; null keeps every page the server sent.
 */
export function buildRoutes(tree: MenuEntry[], allowedPaths: ReadonlySet<string> | null): AppRoute[] {
  const allowed = (path: string) => allowedPaths === null || allowedPaths.has(normalisePath(path));

  const convert = (entry: MenuEntry, parents: string[], topLevel: boolean): AppRoute | undefined => {
    if (!['0', '1', '2', '3'].includes(entry.type)) return undefined;
    const type = entry.type as RouteType;
    const kids = entry.children ?? [];
    const buttons = kids.filter((k) => k.type === '4').map((k) => k.code);
    const children = kids
      .map((k) => convert(k, [...parents, entry.title], false))
      .filter((r): r is AppRoute => r !== undefined);
    const path = entry.path ? normalisePath(entry.path) : '';
    if (type === '0') {
      if (!children.length) return undefined;
    } else if (!path || !allowed(path)) {
      return undefined;
    }
    const hidden = entry.hidden === true || type === '3';
    const outOfMenu =
      hidden || (topLevel && type === '1') || (!topLevel && type === '2' && entry.extend === '1');
    return {
      id: String(entry.id),
      type,
      path: path || `/__dir/${entry.id}`,
      title: entry.title,
      name: entry.name || entry.code,
      code: entry.code,
      icon: entry.icon,
      groupNo: entry.groupNo,
      url: entry.url,
      inMenu: type === '0' ? !hidden && children.some((c) => c.inMenu) : !outOfMenu,
      searchable: type !== '0' && !hidden,
      parents,
      buttons,
      children,
      external: isExternalPath(path),
    };
  };

  return tree.map((entry) => convert(entry, [], true)).filter((r): r is AppRoute => r !== undefined);
}

/** Every page-level route (types '1', '2', '3') of a route tree, depth first. */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [...(r.type === '0' ? [] : [r]), ...flattenRoutes(r.children)]);
}

/** Where a menu item leads: type '2' opens in the iframe host; other pages at their path. */
export function routeLink(route: AppRoute): string {
  if (route.type === '2' && !route.external) return `${IFRAME_HOST_PATH}?id=${encodeURIComponent(route.id)}`;
  return route.path;
}

/** The first page of a route tree that the menu shows (to open a group). */
export function firstMenuPage(routes: AppRoute[]): AppRoute | undefined {
  for (const route of routes) {
    if (!route.inMenu) continue;
    if (route.type !== '0') return route;
    const inner = firstMenuPage(route.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Splits a menu tree by group number (platform-shell §2.5: groupRoutes). */
export function routesByGroup(routes: AppRoute[]): Record<string, AppRoute[]> {
  const groups: Record<string, AppRoute[]> = {};
  for (const route of routes) (groups[route.groupNo] ??= []).push(route);
  return groups;
}

/**
 * The menu tree with its titles in the interface language: a resource the code defines takes its
 * definition's label (the same catalog the server answers from), so a language switch needs no new
 * call; a resource an administrator created keeps the title the server sent.
 */
export function localiseMenu(tree: MenuEntry[], lang: Lang): MenuEntry[] {
  return tree.map((e) => ({
    ...e,
    title: resourceTitle(e.code, lang) ?? e.title,
    children: localiseMenu(e.children ?? [], lang),
  }));
}

/** A menu group's title in the interface language (zh: as the server sent it, which an administrator may set). */
export function groupTitle(groupNo: string, sent: MenuGroup | undefined, lang: Lang): string {
  const known = menuGroupByNo(groupNo);
  if (lang === 'zh' || !known) return sent?.title ?? (known ? known.title.zh : groupNo);
  return localize(known.title, lang);
}

/**
 * A menu group's label in the top bar: its short name (MENU_GROUPS), where seven full titles do not fit
 * at 1280 px; the title an administrator gave it instead (zh, differing from the product's), and the
 * title itself for a group the product does not know.
 */
export function groupShortTitle(groupNo: string, sent: MenuGroup | undefined, lang: Lang): string {
  const known = menuGroupByNo(groupNo);
  if (!known) return groupTitle(groupNo, sent, lang);
  if (lang === 'zh' && sent && sent.title !== known.title.zh) return sent.title;
  return localize(known.short, lang);
}
