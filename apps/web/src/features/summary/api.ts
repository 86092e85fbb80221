import {
  summaryIncomeSchema,
  summaryOpenStatementsSchema,
  summarySectionSchema,
  summaryTrendSchema,
  summaryWeekSchema,
  t,
  type SummaryIncome,
  type SummaryOpenStatements,
  type SummarySection,
  type SummarySectionKey,
  type SummaryTrend,
  type SummaryWeek,
} from '@app/shared';
import { ApiError } from '../../api/http.ts';
import { currentLang } from '../../i18n/index.ts';
import { SUMMARY_URL as SUMMARY, summaryAnswer } from './home-prefetch.ts';

/** The summary calls (packages/shared/src/contracts/summary.ts), read with the shared schemas. */

/** An answer that does not match its contract is a failed call, not a half-drawn section. */
function unexpected(url: string): ApiError {
  return new ApiError(t('error.internal', currentLang()), 200, { message: url });
}

/** GET a summary call (its answer prefetched while signing in, if it was) and read it with its schema. */
async function fetchRead<T>(
  url: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T> {
  const answer = schema.safeParse(await summaryAnswer(url));
  if (!answer.success) throw unexpected(url);
  return answer.data;
}

/** GET /api/summary/{section}: the section's figures and when they were counted. */
export const fetchSection = (key: SummarySectionKey): Promise<SummarySection> =>
  fetchRead(`${SUMMARY}/${key}`, summarySectionSchema);

/** GET /api/summary/trend: declarations per day by status, and the clearance time per day. */
export const fetchTrend = (): Promise<SummaryTrend> => fetchRead(`${SUMMARY}/trend`, summaryTrendSchema);

/** GET /api/summary/income: this month's receivable lines charged and receipts confirmed, per day. */
export const fetchIncome = (): Promise<SummaryIncome> => fetchRead(`${SUMMARY}/income`, summaryIncomeSchema);

/** GET /api/summary/week: the partner's appointments of this week per day, by status. */
export const fetchWeek = (): Promise<SummaryWeek> => fetchRead(`${SUMMARY}/week`, summaryWeekSchema);

/** GET /api/summary/open-statements: the partner's open statements by status. */
export const fetchOpenStatements = (): Promise<SummaryOpenStatements> =>
  fetchRead(`${SUMMARY}/open-statements`, summaryOpenStatementsSchema);
