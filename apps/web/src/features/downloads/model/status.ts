import { STA_COMPLETE, STA_FAILED, type DownloadTask } from '../api.ts';

/**
 * How a task's status shows (business-domain §3): a status name holding the word for failed is red
 * (with the note as its tooltip), one holding the word for complete is green. The words are matched
 * in the four interface languages, and the status code decides when the name says neither.
 */
export type StatusTone = 'failed' | 'complete' | 'pending';

const FAILED_WORDS = /失败|失敗|fail|fall|error/i;
const COMPLETE_WORDS = /完成|完了|complete|complet/i;

export function statusTone(task: Pick<DownloadTask, 'sta' | 'sta_name'>): StatusTone {
  const name = task.sta_name ?? '';
  if (FAILED_WORDS.test(name) || task.sta === STA_FAILED) return 'failed';
  if (COMPLETE_WORDS.test(name) || task.sta === STA_COMPLETE) return 'complete';
  return 'pending';
}

/** A task is done (its file can be fetched) at status 2 and progress 100. */
export function isDone(task: Pick<DownloadTask, 'sta' | 'process'>): boolean {
  return task.sta === STA_COMPLETE && Number(task.process) >= 100;
}

const isFinal = (sta: number) => sta === STA_COMPLETE || sta === STA_FAILED;

/**
 * A listed task with the latest live push of it laid over: a finished state wins, else the further
 * progress (the push on a tie). A list read while the export ran may answer after newer pushes, and a
 * push may be missed while the socket reconnects; either way the row shows the most advanced state.
 */
export function mergeLive<T extends Pick<DownloadTask, 'sta' | 'process'>>(
  task: T,
  push: Partial<DownloadTask> | undefined,
): T {
  if (!push || push.sta === undefined || isFinal(task.sta)) return task;
  if (isFinal(push.sta) || Number(push.process ?? 0) >= Number(task.process)) return { ...task, ...push };
  return task;
}
