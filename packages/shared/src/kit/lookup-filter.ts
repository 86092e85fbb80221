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
  const keys = searchKeys(list);
  return list.filter((_, i) => keys[i]!.includes(needle));
}

/** One lower-cased search text per record, computed once per cached list, not on every keystroke. */
const keyCache = new WeakMap<readonly LookupRecord[], string[]>();
function searchKeys(list: readonly LookupRecord[]): string[] {
  let keys = keyCache.get(list);
  if (!keys) {
    // a control character between the parts, so a keyword never matches across two of them
    keys = list.map((r) => [r.cus_code, r.cn_name, r.code ?? ''].join('\u0001').toLowerCase());
    keyCache.set(list, keys);
  }
  return keys;
}
