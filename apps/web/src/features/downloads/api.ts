import type { DownloadList, DownloadTask } from '@app/shared';
import { errorText } from '../../api/error-text.ts';
import { ApiError, buildUrl, request } from '../../api/http.ts';
import { getToken } from '../../session/session-store.ts';

/** The download-task calls (business-domain §7, issue 7 contract). Success is code 0. */

/** Download page size 10; the badge count is fetched with size 99 (business-domain §9). */
export const DOWNLOAD_PAGE_SIZE = 10;
export const BADGE_SIZE = 99;

/** Status codes: 0 queued, 1 running, 2 complete, -10 failed. */
export const STA_QUEUED = 0;
export const STA_RUNNING = 1;
export const STA_COMPLETE = 2;
export const STA_FAILED = -10;

export type { DownloadList, DownloadTask };

/** A live push of type `download`. */
export type DownloadPush = Pick<DownloadTask, 'id' | 'process' | 'sta' | 'sta_name' | 'note' | 'down_url'> & {
  incomplete_num?: number;
};

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
    await request<{ id: number }>(`/api/${entity}/export`, { method: 'POST', params: query, data: {} }),
  );
  return Number(data?.id);
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/**
 * Fetches a task's file with the access token and saves it through a temporary anchor (the file url
 * needs the token, so a plain link would not do).
 */
export async function saveTaskFile(url: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(url), {
      headers: token ? { 'Access-Token': token } : {},
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(errorText(error), 0);
  }
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (body.message) message = body.message;
    }
    throw new ApiError(message, res.status);
  }
  const name = dispositionName(res.headers.get('content-disposition')) ?? fallbackName;
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
