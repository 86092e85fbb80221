/** A cached lookup record (platform-shell §3.6), as the /api/base-data/list-* calls answer it. */
export interface LookupRecord {
  cus_code: string;
  cn_name: string;
  code?: string;
  en_name?: string;
  show_name?: string;
  short_name?: string;
  status?: string;
  type1?: string;
  [key: string]: unknown;
}

/** How many options a select or combo box shows at a time (platform-shell §9). */
export const LOOKUP_PAGE = 50;

/**
 * Filters a cached lookup list by keyword, as the spec's browser cache does: the code, the Chinese name
 * or the custom code contains the keyword, case-insensitively; a single space (or nothing) keeps all.
 */
export function filterLookup<T extends LookupRecord>(
  list: readonly T[],
  keyword: string | null | undefined,
): T[] {
  if (!keyword || !keyword.trim()) return list.slice();
  const needle = keyword.trim().toLowerCase();
  return list.filter(
    (r) =>
      r.cus_code.toLowerCase().includes(needle) ||
      r.cn_name.toLowerCase().includes(needle) ||
      (r.code ?? '').toLowerCase().includes(needle),
  );
}
