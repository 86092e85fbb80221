import {
  summarySectionSchema,
  summaryTrendSchema,
  t,
  type SummarySection,
  type SummarySectionKey,
  type SummaryTrend,
} from '@app/shared';
import { ApiError, requestJson } from '../../api/http.ts';
import { currentLang } from '../../i18n/index.ts';

/** The summary calls (packages/shared/src/contracts/summary.ts), read with the shared schemas. */

const SUMMARY = '/api/summary';

/** An answer that does not match its contract is a failed call, not a half-drawn section. */
function unexpected(url: string): ApiError {
  return new ApiError(t('error.internal', currentLang()), 200, { message: url });
}

/** GET /api/summary/{section}: the section's figures and when they were counted. */
export async function fetchSection(key: SummarySectionKey): Promise<SummarySection> {
  const url = `${SUMMARY}/${key}`;
  const answer = summarySectionSchema.safeParse(await requestJson<unknown>(url));
  if (!answer.success) throw unexpected(url);
  return answer.data;
}

/** GET /api/summary/trend: declarations per day by status, and the clearance time per day. */
export async function fetchTrend(): Promise<SummaryTrend> {
  const url = `${SUMMARY}/trend`;
  const answer = summaryTrendSchema.safeParse(await requestJson<unknown>(url));
  if (!answer.success) throw unexpected(url);
  return answer.data;
}
