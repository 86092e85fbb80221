import { z } from 'zod';

/**
 * The summary calls: the home tab's figures per role, the partner's home, the 30-day trend
 * and the data board. Each call has its own permission, so a role (or the wall screen's account) is
 * granted exactly the figures it shows; every figure is scoped like the lists (a clerk's company, a
 * partner's customer).
 */
export const SUMMARY_PERM = {
  clerk: 'summary:clerk',
  service: 'summary:service',
  finance: 'summary:finance',
  admin: 'summary:admin',
  trend: 'summary:trend',
  partner: 'summary:partner',
  board: 'summary:board',
} as const;

export const SUMMARY_SECTIONS = ['clerk', 'service', 'finance', 'admin', 'partner'] as const;
export type SummarySectionKey = (typeof SUMMARY_SECTIONS)[number];

/**
 * One number of a home section, and the list it counts: `GET /api/{resource}?{query}` answers
 * `totalElements` equal to `count`, and the web page `{path}?{query}` shows those very records.
 * `key` names the figure (translated on the page, `summary.figure.<key>`); figures of one `key` that
 * are split (arrivals by slot, open task orders by clerk, receivables by ageing band) carry a `label`.
 */
export const summaryFigureSchema = z.object({
  key: z.string(),
  label: z.string().optional(),
  count: z.number().int().min(0),
  /** A money total where it means something (open receivables of an ageing band), as a decimal string. */
  amount: z.string().optional(),
  resource: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
});
export type SummaryFigure = z.infer<typeof summaryFigureSchema>;

/** A home section: its figures and when they were counted. */
export const summarySectionSchema = z.object({
  key: z.enum(SUMMARY_SECTIONS),
  figures: z.array(summaryFigureSchema),
  taken_at: z.string(),
});
export type SummarySection = z.infer<typeof summarySectionSchema>;

/** Declarations by day: how many were created that day, by their status now. */
export const trendDaySchema = z.object({
  day: z.string(),
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});

/** Clearance time of the declarations released on a day (sent → released), in minutes. */
export const clearanceDaySchema = z.object({
  day: z.string(),
  released: z.number().int(),
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
});

export const summaryTrendSchema = z.object({
  days: z.array(trendDaySchema),
  clearance: z.array(clearanceDaySchema),
  taken_at: z.string(),
});
export type SummaryTrend = z.infer<typeof summaryTrendSchema>;

/** A ranked entry of the board: a code, its name and how many. */
export const rankedSchema = z.object({ code: z.string(), name: z.string(), count: z.number().int() });

export const boardSchema = z.object({
  taken_at: z.string(),
  declarations: z.object({
    today: z.number().int(),
    month: z.number().int(),
    /** This month's declarations by import (I) / export (E). */
    month_import: z.number().int(),
    month_export: z.number().int(),
    /** Released today. */
    released_today: z.number().int(),
    /** Bounced or held now (needing action). */
    attention: z.number().int(),
  }),
  /** The last 30 days: declarations created per day, import and export. */
  daily: z.array(z.object({ day: z.string(), import: z.number().int(), export: z.number().int() })),
  top_customers: z.array(rankedSchema),
  top_ports: z.array(rankedSchema),
  top_countries: z.array(rankedSchema),
  clearance: z.array(clearanceDaySchema),
  books: z.object({
    books: z.number().int(),
    goods_lines: z.number().int(),
    /** The books with the largest balance: quantities in, out and left, summed over their goods lines. */
    top: z.array(
      z.object({
        book_no: z.string(),
        in_qty: z.string(),
        out_qty: z.string(),
        balance_qty: z.string(),
      }),
    ),
    /** Inventory lists of the last 14 days per day, in (I) and out (E). */
    movements: z.array(z.object({ day: z.string(), in: z.number().int(), out: z.number().int() })),
  }),
  yard: z.object({
    /** Today's appointments by status (draft, submitted, approved, arrived, completed, …). */
    today: z.record(z.string(), z.number().int()),
    /** Vehicles in the yard now (arrived, not yet completed). */
    in_yard: z.number().int(),
  }),
  /** Open and recent transport orders by status. */
  transport: z.record(z.string(), z.number().int()),
});
export type Board = z.infer<typeof boardSchema>;

/** A background job as 系统运行 lists it (`GET /api/summary/jobs`). */
export const backgroundJobSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** ISO instants. */
  create_time: z.string().nullable(),
  start_time: z.string().nullable(),
  finish_time: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** A receipt file the inbox watcher set aside, with its reason (`GET /api/summary/inbox-failures`). */
export const inboxFailureSchema = z.object({
  channel_dir: z.string(),
  name: z.string(),
  size: z.number().int(),
  set_aside_at: z.string(),
  reason: z.string(),
});
export type InboxFailure = z.infer<typeof inboxFailureSchema>;

/**
 * An online payment paid twice whose refund has not gone through yet (`GET /api/summary/refunds-waiting`):
 * the refund sweep asks the provider again every few minutes; `reason` says why it is refunded and, after
 * `; refund failed: `, the provider's last answer.
 */
export const refundWaitingSchema = z.object({
  out_trade_no: z.string(),
  company: z.string().nullable(),
  /** What the order paid: `statement:<id>`, `bill:<id>` or `appointment:<id>`. */
  payable: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** ISO instant. */
  paid_time: z.string().nullable(),
  reason: z.string(),
});
export type RefundWaiting = z.infer<typeof refundWaitingSchema>;

/** The live push the board and the home tab listen to: documents changed (sent at most every few seconds). */
export const SUMMARY_PUSH = 'summary_changed' as const;
