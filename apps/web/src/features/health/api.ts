import { z } from 'zod';
import { pageSchema, t } from '@app/shared';
import { ApiError, requestJson } from '../../api/http.ts';
import { currentLang } from '../../i18n/index.ts';
import { jobParams, type JobQuery } from './model/health-model.ts';

/**
 * The calls of 系统运行 (issue 17, apps/server/src/modules/summary/summary.routes.ts), both with the
 * permission summary:admin; every answer is read with the schemas below.
 */

export const JOBS_URL = '/api/summary/jobs';
export const INBOX_URL = '/api/summary/inbox-failures';

/** An instant as the server writes it (an ISO text), or null when it has not happened. */
const instant = z.string().nullable();

export const jobSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  create_time: instant,
  start_time: instant,
  finish_time: instant,
});
export type Job = z.infer<typeof jobSchema>;
export const jobPageSchema = pageSchema(jobSchema);
export type JobPage = z.infer<typeof jobPageSchema>;

export const inboxFailureSchema = z.object({
  channel_dir: z.string(),
  name: z.string(),
  size: z.number().int(),
  set_aside_at: z.string(),
  reason: z.string(),
});
export type InboxFailure = z.infer<typeof inboxFailureSchema>;
export const inboxPageSchema = pageSchema(inboxFailureSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** Reads an answer with its schema: one that does not match is a failed call, not a half-drawn table. */
function read<S extends z.ZodType>(schema: S, body: unknown, url: string): z.infer<S> {
  const answer = schema.safeParse(body);
  if (answer.success) return answer.data;
  const issues = answer.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
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
