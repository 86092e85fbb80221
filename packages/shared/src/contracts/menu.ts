/** Menu entry (platform-shell §3.5). */
export interface MenuEntry {
  id: number;
  parentId: string;
  type: string;
  path: string;
  title: string;
  name: string;
  url: string;
  icon: string;
  groupNo: string;
  code: string;
  extend: string;
  bindPath: string;
  authority: string;
  hidden: boolean;
  sort: number;
  children: MenuEntry[];
}

/** A path that is an http(s) address (a menu entry opening another site). */
export const isExternalPath = (path: string) => /^https?:\/\//i.test(path);

/** Normalises a route path: leading slash, no trailing slash (an http(s) address is left as it is). */
export function normalisePath(path: string): string {
  const trimmed = path.trim();
  if (isExternalPath(trimmed)) return trimmed;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
