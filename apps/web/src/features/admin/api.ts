import { useQuery } from '@tanstack/react-query';
import type { AdminUser, CompanyImageAnswer, CompanyImageKind, Named, UserList } from '@app/shared';
import { fetchBlob, fetchData } from '../../api/http.ts';
import { listRecords } from '../../crud/crud-api.ts';

/** The user administration calls (platform-shell §7.2) and the option lists its dialogs use. */

export const USER_BASE = '/code/oauth2/sys-user-dto';

export type { AdminUser, Named };

export const userCall = <T = unknown>(action: string, data: unknown, params?: Record<string, unknown>) =>
  fetchData<T>(`${USER_BASE}/${action}`, { data, params });

export async function listUsers(params: Record<string, unknown>) {
  const { page, size, sort: _sort, ...filters } = params;
  const data = await userCall<UserList>('list', filters, {
    pageNum: page,
    pageSize: size,
  });
  return { content: data.list, totalElements: data.total };
}

/**
 * Options of an entity for a select: up to 100 records. A filter also lists the inner levels of a
 * tree (organisations, roles), which an unfiltered list keeps to its top level.
 */
export function useRecordOptions(entity: string, filter: Record<string, unknown>, label = 'name') {
  return useQuery({
    queryKey: ['options', entity, filter],
    queryFn: async () =>
      (await listRecords(`/api/${entity}`, { page: 1, size: 100, ...filter })).content.map((r) => ({
        value: r.id as number,
        label: String(r[label] ?? r.id),
      })),
    staleTime: 30_000,
    retry: false,
  });
}

/** A company's seal or signature (POST|DELETE|GET /api/companies/{id}/images/{kind}). */
const companyImageUrl = (id: number, kind: CompanyImageKind) => `/api/companies/${id}/images/${kind}`;

export function uploadCompanyImage(id: number, kind: CompanyImageKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return fetchData<CompanyImageAnswer>(companyImageUrl(id, kind), { method: 'POST', form });
}

export const removeCompanyImage = (id: number, kind: CompanyImageKind) =>
  fetchData<CompanyImageAnswer>(companyImageUrl(id, kind), { method: 'DELETE' });

export const companyImage = (id: number, kind: CompanyImageKind) => fetchBlob(companyImageUrl(id, kind));
