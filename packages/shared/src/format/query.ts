/** Query values that are dropped: null, undefined and the empty string. */
function isDropped(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A copy of a query object without null, undefined and empty-string values
 * (platform-shell §5). Other values (0, false, ' ', arrays) are kept as they are.
 */
export function cleanQuery<T extends Record<string, unknown>>(query: T | null | undefined): Partial<T> {
  const result: Partial<T> = {};
  if (!query) return result;
  for (const key of Object.keys(query) as (keyof T)[]) {
    if (!isDropped(query[key])) result[key] = query[key];
  }
  return result;
}
