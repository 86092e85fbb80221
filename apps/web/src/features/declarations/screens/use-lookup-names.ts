import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadLookup } from '../../lookup/api.ts';
import type { CachedLookup } from '../../lookup/model/lookup-lists.ts';

/** Code → Chinese name of a cached lookup list (empty until it has loaded). */
export function useLookupNames(name: CachedLookup): ReadonlyMap<string, string> {
  const list = useQuery({
    queryKey: ['lookup', name],
    queryFn: () => loadLookup(name),
    staleTime: Infinity,
    retry: false,
  });
  return useMemo(
    () => new Map((list.data ?? []).map((r) => [String(r.cus_code), String(r.cn_name ?? '')])),
    [list.data],
  );
}

/** "code name", or the code alone when the name is unknown. */
export const codeAndName = (names: ReadonlyMap<string, string>, code: unknown): string => {
  if (code === null || code === undefined || code === '') return '';
  const name = names.get(String(code));
  return name ? `${String(code)} ${name}` : String(code);
};
