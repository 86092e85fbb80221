import { useQuery } from '@tanstack/react-query';
import { parseHsElements, type HsElement } from '@app/shared';
import { listRecords } from '../../../../crud/crud-api.ts';

/**
 * The declaration elements of an HS code as the HS table lists them (`/api/hs-codes`, its
 * `description`); an empty list while loading, for a code the table does not hold or lists none for.
 */
export function useHsElements(code: string | undefined): { elements: HsElement[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['hs-elements', code],
    queryFn: async () => {
      const page = await listRecords('/api/hs-codes', { page: 1, size: 10, hs_code: code });
      const row = page.content.find((r) => r.hs_code === code);
      return parseHsElements(typeof row?.description === 'string' ? row.description : null);
    },
    enabled: !!code && /^\d{10}$/.test(code),
    staleTime: 60_000,
    retry: false,
  });
  return { elements: query.data ?? [], loading: query.isFetching };
}
