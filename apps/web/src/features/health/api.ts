import {
  backgroundJobSchema,
  inboxFailureSchema,
  pageSchema,
  refundWaitingSchema,
  t,
  type BackgroundJob,
  type InboxFailure,
  type RefundWaiting,
} from '@app/shared';
import { ApiError, requestJson } from '../../api/http.ts';
import { currentLang } from '../../i18n/index.ts';
import { jobParams, type JobQuery } from './model/health-model.ts';

/**
 * The calls of 系统运行 (apps/server/src/modules/summary/summary.routes.ts), both with the
 * permission summary:admin; every answer is read with the schemas below.
 */

export const JOBS_URL = '/api/summary/jobs';
export const INBOX_URL = '/api/summary/inbox-failures';
export const REFUNDS_URL = '/api/summary/refunds-waiting';

export type Job = BackgroundJob;
export const jobPageSchema = pageSchema(backgroundJobSchema);
export type JobPage = { content: Job[]; totalElements: number; page: number; size: number };

export type { InboxFailure };
export const inboxPageSchema = pageSchema(inboxFailureSchema);
export type InboxPage = { content: InboxFailure[]; totalElements: number; page: number; size: number };

export type { RefundWaiting };
export const refundsPageSchema = pageSchema(refundWaitingSchema);
export type RefundsPage = { content: RefundWaiting[]; totalElements: number; page: number; size: number };

/** What reading an answer needs of a schema. */
interface Reader<T> {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Reads an answer with its schema: one that does not match is a failed call, not a half-drawn table. */
function read<T>(schema: Reader<T>, body: unknown, url: string): T {
  const answer = schema.safeParse(body);
  if (answer.success) return answer.data;
  const issues = answer.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
  throw new ApiError(t('error.internal', currentLang()), 200, { message: `${url}: ${issues}` });
}

/** GET /api/summary/jobs: a page of background jobs, newest first, by status and since a day. */
export async function fetchJobs(query: JobQuery): Promise<JobPage> {
  return read(jobPageSchema, await requestJson<unknown>(JOBS_URL, { params: jobParams(query) }), JOBS_URL);
}

/** GET /api/summary/inbox-failures: a page of the receipt files the inbox watcher set aside. */
export async function fetchInboxFailures(page: { page: number; size: number }): Promise<InboxPage> {
  return read(inboxPageSchema, await requestJson<unknown>(INBOX_URL, { params: page }), INBOX_URL);
}

/** GET /api/summary/refunds-waiting: a page of the online payments paid twice still waiting for their refund. */
export async function fetchRefundsWaiting(page: { page: number; size: number }): Promise<RefundsPage> {
  return read(refundsPageSchema, await requestJson<unknown>(REFUNDS_URL, { params: page }), REFUNDS_URL);
}
