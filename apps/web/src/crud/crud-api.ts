import { request } from '../api/http.ts';
import type { Row } from './entity-values.ts';

/** The generic table calls (platform-shell §7.5) through the one HTTP client. */

export interface ListResult<T = Row> {
  content: T[];
  totalElements: number;
  /** More matches than the server counts (it counts up to 10,000). */
  totalCapped?: boolean;
}

export async function listRecords(url: string, params: Record<string, unknown>): Promise<ListResult> {
  const body = (await request(url, { params })) as unknown as Partial<ListResult>;
  return {
    content: Array.isArray(body.content) ? body.content : [],
    totalElements: Number(body.totalElements ?? 0),
    totalCapped: body.totalCapped === true,
  };
}

export async function getRecord(url: string, id: unknown): Promise<Row> {
  return (await request(`${url}/${String(id)}`)) as unknown as Row;
}

export async function createRecord(url: string, body: Row): Promise<Row> {
  return (await request(url, { method: 'POST', data: body })) as unknown as Row;
}

export async function updateRecord(url: string, id: unknown, body: Row): Promise<Row> {
  return (await request(`${url}/${String(id)}`, { method: 'PUT', data: body })) as unknown as Row;
}

export async function deleteRecords(url: string, ids: readonly unknown[]): Promise<void> {
  await request(`${url}/${ids.map(String).join(',')}`, { method: 'DELETE' });
}
