import { z } from 'zod';
import type { AppointmentStatus } from '../logistics/appointment-options.ts';
import type { BillStatus, StatementStatus } from '../finance/finance-options.ts';

/**
 * The home tabs' charts (issue 31): finance's income of the month, the partner's appointments of the
 * week and open statements. Each is a bounded query over the list's own condition and scope (the month's
 * lines, the week's appointments, a customer's open statements), see docs/summary.md.
 */

/** Charge lines that count as income: confirmed or further on (not drafts, not void). */
export const INCOME_LINE_STATUSES: readonly BillStatus[] = ['confirmed', 'invoiced', 'partly_paid', 'paid'];

/** A statement is open from its sending until it is paid (not a draft, not paid, not void). */
export const OPEN_STATEMENT_STATUSES: readonly StatementStatus[] = [
  'sent',
  'disputed',
  'confirmed',
  'invoiced',
  'partly_paid',
];

/** The appointment states the week's chart stacks, in their order (cancelled and rejected ones left out). */
export const WEEK_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'draft',
  'submitted',
  'approved',
  'arrived',
  'completed',
];

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One business day of the month in one currency: receivable lines charged, receipts confirmed. */
export const incomeDaySchema = z.object({
  day: z.string(),
  /** Sum of the receivable lines' bill amounts with this event date (INCOME_LINE_STATUSES). */
  charged: decimal,
  lines: z.number().int(),
  /** Sum of the confirmed receivable payments paid on this day. */
  received: decimal,
  receipts: z.number().int(),
});
export type IncomeDay = z.infer<typeof incomeDaySchema>;

export const incomeCurrencySchema = z.object({
  currency: z.string(),
  charged: decimal,
  lines: z.number().int(),
  received: decimal,
  receipts: z.number().int(),
  /** Every day from the first of the month to today, oldest first. */
  days: z.array(incomeDaySchema),
});
export type IncomeCurrency = z.infer<typeof incomeCurrencySchema>;

/** GET /api/summary/income (summary:finance): this month's income per day, per currency. */
export const summaryIncomeSchema = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  from: z.string(),
  to: z.string(),
  /** The currencies that had income this month, largest charged first (empty when none). */
  currencies: z.array(incomeCurrencySchema),
  taken_at: z.string(),
});
export type SummaryIncome = z.infer<typeof summaryIncomeSchema>;

/** GET /api/summary/week (summary:partner): the caller's appointments per day of this week (Monday first). */
export const summaryWeekSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      total: z.number().int(),
      by_status: z.record(z.string(), z.number().int()),
    }),
  ),
  taken_at: z.string(),
});
export type SummaryWeek = z.infer<typeof summaryWeekSchema>;

/** Open statements of one status and currency: how many, their total and what is left to pay. */
export const openStatementGroupSchema = z.object({
  status: z.string(),
  currency: z.string(),
  count: z.number().int(),
  total: decimal,
  open: decimal,
});
export type OpenStatementGroup = z.infer<typeof openStatementGroupSchema>;

/** GET /api/summary/open-statements (summary:partner): the caller's open statements by status. */
export const summaryOpenStatementsSchema = z.object({
  groups: z.array(openStatementGroupSchema),
  taken_at: z.string(),
});
export type SummaryOpenStatements = z.infer<typeof summaryOpenStatementsSchema>;
