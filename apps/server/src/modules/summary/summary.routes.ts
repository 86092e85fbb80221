import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backgroundJobSchema,
  boardSchema,
  errorResponses,
  inboxFailureSchema,
  refundWaitingSchema,
  pageSchema,
  strictInt,
  SUMMARY_PERM,
  SUMMARY_SECTIONS,
  summaryIncomeSchema,
  summaryOpenStatementsSchema,
  summarySectionSchema,
  summaryTrendSchema,
  summaryWeekSchema,
} from '@app/shared';
import { requireActor } from '../../plugins/auth.ts';
import { boardFigures } from './board.ts';
import { inboxFailures, listJobs } from './health-figures.ts';
import { listRefundsWaiting } from './refunds-waiting.ts';
import { monthIncome, openStatements, weekAppointments } from './home-charts.ts';
import { SECTIONS } from './home-figures.ts';
import { summaryTrend } from './trend.ts';
import { summaryTablesOnStart } from './summary-tables.ts';

const tags = ['summary'];

const SECTION_SUMMARIES: Record<(typeof SUMMARY_SECTIONS)[number], string> = {
  clerk:
    "A clerk's work: my drafts, bounced or held documents, sent without an answer for 2 hours, receipts of today",
  service:
    "Customer service's work: appointments awaiting review, today's arrivals by slot, open task orders by clerk",
  finance:
    "Finance's work: charge lines on no statement, statements awaiting confirmation, open receivables by age",
  admin:
    'System health: users signed in, failed and running background jobs, set-aside receipts, sign-in failures today',
  partner:
    "A partner's home: its appointments this week, its declarations by status, its statements to confirm",
};

/**
 * The summary calls of the home tab and the data board. Each has its own permission; every
 * figure is counted with the list's own condition and scope, and says which list (and query) it counts.
 */
/** A page of an administrator's list (1-based page, at most 100 rows). */
const pagedQuery = z.object({
  page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  size: strictInt((n) => n.min(1).max(100)).default(20),
});

export async function summaryRoutes(app: FastifyInstance) {
  await summaryTablesOnStart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const key of SUMMARY_SECTIONS) {
    r.get(
      `/api/summary/${key}`,
      {
        config: { permission: SUMMARY_PERM[key] },
        schema: {
          tags,
          summary: SECTION_SUMMARIES[key],
          response: { 200: summarySectionSchema, ...errorResponses },
        },
      },
      async (req) => {
        const now = new Date();
        const figures = await SECTIONS[key](app, requireActor(req), now);
        return { key, figures, taken_at: now.toISOString() };
      },
    );
  }

  r.get(
    '/api/summary/trend',
    {
      config: { permission: SUMMARY_PERM.trend },
      schema: {
        tags,
        summary: 'Declarations of the last 30 days by status, and clearance time (sent → released) per day',
        response: { 200: summaryTrendSchema, ...errorResponses },
      },
    },
    async (req) => summaryTrend(app, requireActor(req), new Date()),
  );

  // the home tabs' charts (issue 31): each card asks for its own, so each loads and fails on its own
  const charts = [
    {
      url: '/api/summary/income',
      permission: SUMMARY_PERM.finance,
      summary: "This month's receivable lines charged and receipts confirmed, per day and currency",
      response: summaryIncomeSchema,
      answer: monthIncome,
    },
    {
      url: '/api/summary/week',
      permission: SUMMARY_PERM.partner,
      summary: "The caller's appointments of this week (Monday to Sunday) per day, by status",
      response: summaryWeekSchema,
      answer: weekAppointments,
    },
    {
      url: '/api/summary/open-statements',
      permission: SUMMARY_PERM.partner,
      summary:
        "The caller's open statements (sent, not yet paid) by status and currency, with what is left to pay",
      response: summaryOpenStatementsSchema,
      answer: openStatements,
    },
  ] as const;
  for (const chart of charts)
    r.get(
      chart.url,
      {
        config: { permission: chart.permission },
        schema: { tags, summary: chart.summary, response: { 200: chart.response, ...errorResponses } },
      },
      async (req) => chart.answer(app, requireActor(req), new Date()),
    );

  r.get(
    '/api/summary/board',
    {
      config: { permission: SUMMARY_PERM.board },
      schema: {
        tags,
        summary:
          "The data board's figures: declarations, rankings, clearance, bonded books, the yard, transport",
        response: { 200: boardSchema, ...errorResponses },
      },
    },
    async (req) => boardFigures(app, requireActor(req), new Date()),
  );

  r.get(
    '/api/summary/jobs',
    {
      config: { permission: SUMMARY_PERM.admin },
      schema: {
        tags,
        summary: 'Background jobs, newest first (status; since: finished or created on or after a day)',
        querystring: pagedQuery.extend({
          status: z.enum(['queued', 'running', 'done', 'failed']).optional(),
          since: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date_format' })
            .optional(),
        }),
        response: {
          200: pageSchema(backgroundJobSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => listJobs(app, req.query),
  );

  r.get(
    '/api/summary/refunds-waiting',
    {
      config: { permission: SUMMARY_PERM.admin },
      schema: {
        tags,
        summary:
          'Online payments paid twice whose refund has not gone through yet (the refund sweep asks again), oldest first',
        querystring: pagedQuery,
        response: {
          200: pageSchema(refundWaitingSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => listRefundsWaiting(app, req.query),
  );

  r.get(
    '/api/summary/inbox-failures',
    {
      config: { permission: SUMMARY_PERM.admin },
      schema: {
        tags,
        summary:
          'Receipt files the inbox watcher set aside (failed/ of each active folder channel), with the reason',
        querystring: pagedQuery,
        response: {
          200: pageSchema(inboxFailureSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const all = await inboxFailures(app);
      const { page, size } = req.query;
      return { content: all.slice((page - 1) * size, page * size), totalElements: all.length, page, size };
    },
  );
}
