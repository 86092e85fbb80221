import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/shared';

/**
 * The pure rules of the generic list screen (platform-shell §2.6, §4.3, §9): page and size in the
 * address bar, the `refresh` flag, page correction, and the values a search sends.
 */

export interface PageState {
  page: number;
  size: number;
}

/** The address-bar names of the page, the size and the reload flag. */
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';
export const REFRESH_PARAM = 'refresh';

/** Page (from 1) and size from the address bar; anything unusable falls back to page 1 and the default size. */
export function readPage(
  search: URLSearchParams,
  sizes: readonly number[] = PAGE_SIZES,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): PageState {
  const page = Number(search.get(PAGE_PARAM));
  const size = Number(search.get(SIZE_PARAM));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: sizes.includes(size) ? size : defaultSize,
  };
}

/** The address-bar query with the page and size written in (other parameters kept). */
export function writePage(search: URLSearchParams, state: PageState): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(PAGE_PARAM, String(state.page));
  next.set(SIZE_PARAM, String(state.size));
  return next;
}

/** Whether the query carries the reload flag (any value but "0" and "false"). */
export function hasRefresh(search: URLSearchParams): boolean {
  const value = search.get(REFRESH_PARAM);
  return value !== null && value !== '0' && value !== 'false';
}

export function withoutRefresh(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(REFRESH_PARAM);
  return next;
}

/** The last page of a total (page 1 when there is nothing). */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page beyond the last one corrects itself to the last page. */
export function correctPage(page: number, size: number, total: number): number {
  return Math.min(Math.max(1, page), lastPage(total, size));
}

/** After deleting rows: the page to show (one back when the last row of the last page went). */
export function pageAfterDelete(page: number, size: number, total: number, deleted: number): number {
  return correctPage(page, size, total - deleted);
}

/** Text values trimmed (also inside arrays), every other value as it is. */
export function trimValues<T extends Record<string, unknown>>(values: T): T {
  const trim = (v: unknown): unknown =>
    typeof v === 'string' ? v.trim() : Array.isArray(v) ? v.map(trim) : v;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, trim(v)])) as T;
}

/** Whether a search holds any value (the no-data area shows only for an empty search). */
export function isEmptySearch(params: Record<string, unknown>): boolean {
  return Object.values(params).every(
    (v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0),
  );
}
