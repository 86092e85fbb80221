import { errorText } from '../../../api/error-text.ts';
import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { subscribeLive } from '../../../live/live-channel.ts';
import {
  countUnfinished,
  saveTaskFile,
  STA_COMPLETE,
  STA_FAILED,
  type DownloadList,
  type DownloadTask,
} from '../api.ts';
import { useDownloads } from '../model/downloads-store.ts';
import { DOWNLOADS_NS } from '../locales.ts';
import { isDone } from '../model/status.ts';

/** The react-query key of the panel's pages. */
export const DOWNLOADS_KEY = ['downloads'] as const;

/**
 * Reads the badge count again (size 99); a failure leaves the count as it is and goes to `onError`
 * (the server's message of a non-zero code is an error toast, §8).
 */
export async function refreshCount(onError?: (message: string) => void): Promise<void> {
  try {
    useDownloads.getState().setCount(await countUnfinished());
  } catch (error) {
    console.warn('[downloads] the unfinished count could not be read', error);
    if (error instanceof ApiError && error.status === 200) onError?.(error.message);
  }
}

/** Tasks whose file was fetched or whose failure was announced (once per page load each). */
const fetched = new Set<number>();
const announced = new Set<number>();
/** Tasks a push made the panel read its list for. */
const listed = new Set<number>();

/** Whether a task is on one of the panel's cached pages. */
function isListed(client: QueryClient, id: number): boolean {
  return client
    .getQueriesData<DownloadList>({ queryKey: DOWNLOADS_KEY })
    .some(([, page]) => page?.data.some((task) => task.id === id));
}

function cachedTask(client: QueryClient, id: number): DownloadTask | undefined {
  for (const [, page] of client.getQueriesData<DownloadList>({ queryKey: DOWNLOADS_KEY })) {
    const task = page?.data.find((t) => t.id === id);
    if (task) return task;
  }
  return undefined;
}

/**
 * Live download pushes (mounted once, in the header): the badge takes incomplete_num, the store the
 * task's state (the panel lays it over its rows); at 100 (status 2) the file downloads by itself and
 * the list refreshes; status -10 raises an error notification with the status name and the note.
 */
export function useDownloadLive(): void {
  const { t } = useTranslation(DOWNLOADS_NS);
  const { message, notification } = App.useApp();
  const client = useQueryClient();

  useEffect(() => {
    void refreshCount((text) => void message.error(text));
    return subscribeLive('download', (data) => {
      const store = useDownloads.getState();
      store.applyPush(data);
      // a finished task: the count is read again, since pushes of tasks finishing at the same moment
      // may arrive with each other's count
      if (data.sta === STA_FAILED || data.sta === STA_COMPLETE) void refreshCount();
      else if (typeof data.incomplete_num === 'number') store.setCount(data.incomplete_num);
      // a task the panel has not listed yet (a new export): read the list again, once per task
      if (!isListed(client, data.id) && !listed.has(data.id)) {
        listed.add(data.id);
        void client.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      }

      if (data.sta === STA_FAILED && !announced.has(data.id)) {
        announced.add(data.id);
        notification.error({ message: data.sta_name, description: data.note || undefined });
        void client.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      }
      if (isDone(data) && data.down_url && !fetched.has(data.id)) {
        fetched.add(data.id);
        const name = cachedTask(client, data.id)?.file_name || `download-${data.id}.xlsx`;
        saveTaskFile(data.down_url, name).catch((error: unknown) => {
          fetched.delete(data.id);
          void message.error(t('downloadFailed', { reason: errorText(error) }));
        });
        void client.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      }
    });
  }, [client, message, notification, t]);
}
