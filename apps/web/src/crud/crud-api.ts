import { requestJson } from '../api/http.ts';
import type { Page } from '@app/shared';
import type { Row } from './entity-values.ts';

/** The generic table calls (platform-shell §7.5) through the one HTTP client. */

/** What the list screen shows of a page: the API's one list shape `Page` (or a spec call's own page). */
export interface ListResult<T = Row> extends Pick<Page<T>, 'content' | 'totalElements'> {
  /** More matches than the server counts (it counts up to 10,000). */
  totalCapped?: boolean;
}

export function listRecords(url: string, params: Record<string, unknown>): Promise<ListResult> {
  return requestJson<ListResult>(url, { params });
}

export function getRecord(url: string, id: unknown): Promise<Row> {
  return requestJson<Row>(`${url}/${String(id)}`);
}

export function createRecord(url: string, body: Row): Promise<Row> {
  return requestJson<Row>(url, { method: 'POST', data: body });
}

export function updateRecord(url: string, id: unknown, body: Row): Promise<Row> {
  return requestJson<Row>(`${url}/${String(id)}`, { method: 'PUT', data: body });
}

export async function deleteRecords(url: string, ids: readonly unknown[]): Promise<void> {
  await requestJson<unknown>(`${url}/${ids.map(String).join(',')}`, { method: 'DELETE' });
}
