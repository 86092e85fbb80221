import { isRealDate, parseDateParts } from '@app/shared';
import { readPage, writePage, type PageState } from '../../../crud/list-query.ts';

/** The pure rules of 系统运行: the jobs filter read from and written to the address, sizes shown. */

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The address names of the jobs filter (as the administrator's home figures write them). */
export const STATUS_PARAM = 'status';
export const SINCE_PARAM = 'since';

export interface JobFilter {
  status?: JobStatus;
  /** A business day, YYYY-MM-DD: jobs finished (or created, when unfinished) on or after it. */
  since?: string;
}

export type JobQuery = JobFilter & PageState;

export const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);

/** Whether a text is a real day written YYYY-MM-DD (the only form the server takes). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parts = parseDateParts(value);
  return parts !== null && isRealDate(parts);
}

/** The jobs filter and page from the address; an unknown status or a malformed day is left out. */
export function readJobQuery(search: URLSearchParams): JobQuery {
  const status = search.get(STATUS_PARAM);
  const since = search.get(SINCE_PARAM);
  return {
    ...(isJobStatus(status) ? { status } : {}),
    ...(isDay(since) ? { since } : {}),
    ...readPage(search),
  };
}

/** The address with a new filter written in (others kept); a changed filter goes back to page 1. */
export function writeJobFilter(search: URLSearchParams, filter: JobFilter, size: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filter.status) next.set(STATUS_PARAM, filter.status);
  else next.delete(STATUS_PARAM);
  if (filter.since) next.set(SINCE_PARAM, filter.since);
  else next.delete(SINCE_PARAM);
  return writePage(next, { page: 1, size });
}

/** The parameters of GET /api/summary/jobs, in a fixed order, without empty filters. */
export function jobParams(query: JobQuery): Record<string, string | number> {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.since ? { since: query.since } : {}),
    page: query.page,
    size: query.size,
  };
}

/** A file size for people: bytes below 1 KB, then KB and MB with one decimal. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
