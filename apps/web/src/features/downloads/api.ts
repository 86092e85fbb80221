import type { DownloadList, DownloadPush, DownloadTask, ExportStarted } from '@app/shared';
import { ApiError, dispositionName, downloadFile, request } from '../../api/http.ts';

/**
 * The download-task calls (business-domain §7; the contract is packages/shared/src/contracts/downloads.ts).
 * Success is code 0.
 */

/** Download page size 10; the badge count is fetched with size 99 (business-domain §9). */
export const DOWNLOAD_PAGE_SIZE = 10;
export const BADGE_SIZE = 99;

/** Status codes: 0 queued, 1 running, 2 complete, -10 failed. */
export const STA_QUEUED = 0;
export const STA_RUNNING = 1;
export const STA_COMPLETE = 2;
export const STA_FAILED = -10;

export type { DownloadList, DownloadPush, DownloadTask };

/** Throws the server's message when the code is not 0 (§8: shown as an error toast). */
function check<T>(body: { code: number; message?: string; data?: T }): T | undefined {
  if (body.code !== 0) throw new ApiError(body.message ?? `code ${body.code}`, 200, body);
  return body.data;
}

export async function listDownloads(page: number, size = DOWNLOAD_PAGE_SIZE): Promise<DownloadList> {
  const data = check(await request<DownloadList>('/download/index', { params: { page, size } }));
  return { data: data?.data ?? [], total: Number(data?.total ?? 0), incomplete_num: data?.incomplete_num };
}

/** The unfinished tasks (the badge): the server's incomplete_num, else the queued and running rows. */
export async function countUnfinished(): Promise<number> {
  const list = await listDownloads(1, BADGE_SIZE);
  if (typeof list.incomplete_num === 'number') return list.incomplete_num;
  return list.data.filter((task) => task.sta === STA_QUEUED || task.sta === STA_RUNNING).length;
}

export async function deleteDownload(id: number): Promise<void> {
  check(await request('/download/delete', { method: 'POST', data: { id } }));
}

/** Starts an export of the rows the list query selects (filters and sort; page and size are ignored). */
export async function createExport(entity: string, query: Record<string, unknown>): Promise<number> {
  const data = check(
    await request<ExportStarted>(`/api/${entity}/export`, { method: 'POST', params: query, data: {} }),
  );
  return Number(data?.id);
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export { dispositionName };

/** Fetches a task's file through the http client (token in the header) and saves it. */
export function saveTaskFile(url: string, fallbackName: string): Promise<string> {
  return downloadFile(url, fallbackName);
}
