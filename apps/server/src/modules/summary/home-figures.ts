import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  businessDay,
  businessTime,
  CD_STATUS_OPTIONS,
  formatBusinessTime,
  type SummaryFigure,
  type SummarySectionKey,
} from '@app/shared';
import type { Actor } from '../../plugins/actor.ts';
import { countFigure, entityOf, splitFigures, type FigureSpec } from './figure-count.ts';
import { adminFigures } from './health-figures.ts';
import { summaryRows } from './summary-sql.ts';
import { dayCountScope } from './summary-tables.ts';

/** Declarations sent this long ago without an answer need a look. */
export const UNANSWERED_AFTER_MS = 2 * 60 * 60 * 1000;

/** The ageing bands of open receivables, in days past the event date (the finance report's bands). */
export const AGEING_BANDS = [
  { label: '0-30', from: 0, to: 30 },
  { label: '31-60', from: 31, to: 60 },
  { label: '61-90', from: 61, to: 90 },
  { label: '90+', from: 91, to: undefined },
] as const;

const OPEN_RECEIVABLE = { io_type: 'receivable', status: 'confirmed,invoiced,partly_paid' };

type Section = (app: FastifyInstance, actor: Actor, now: Date) => Promise<SummaryFigure[]>;

const each = (app: FastifyInstance, actor: Actor, specs: FigureSpec[]) =>
  Promise.all(specs.map((spec) => countFigure(app, actor, spec)));

/** 单证: my drafts, bounced or held documents, sent without an answer, receipts of today. */
const clerk: Section = (app, actor, now) =>
  each(app, actor, [
    { key: 'my_drafts', entity: 'declarations', query: { cd_status: '0', create_id: String(actor.userId) } },
    { key: 'declarations_attention', entity: 'declarations', query: { cd_status: '80,90' } },
    { key: 'lists_attention', entity: 'inventory-lists', query: { status: '3,5' } },
    {
      key: 'sent_unanswered',
      entity: 'declarations',
      query: { cd_status: '20', send_time_to: formatBusinessTime(now.getTime() - UNANSWERED_AFTER_MS) },
    },
    { key: 'receipts_today', entity: 'declarations', query: { return_time_from: businessDay(now) } },
  ]);

/** 客服: appointments awaiting review, today's arrivals by slot, open task orders by clerk. */
const service: Section = async (app, actor, now) => {
  const today = businessDay(now);
  const [pending, arrivals, tasks] = await Promise.all([
    countFigure(app, actor, {
      key: 'appointments_pending',
      entity: 'appointments',
      query: { status: 'submitted' },
    }),
    splitFigures(app, actor, {
      key: 'arrivals_today',
      entity: 'appointments',
      query: { date_from: today, date_to: today, status: 'approved,arrived,completed' },
      by: 'slot_id',
      labelSql: (t) => sql`${t.reserve_time}`,
      label: (value, name) => name ?? value ?? '',
    }),
    splitFigures(app, actor, {
      key: 'task_orders_open',
      entity: 'task-orders',
      query: { status: 'new,in_progress' },
      by: 'clerk_id',
      labelSql: (t) => sql`(select u.name from users u where u.id = ${t.clerk_id})`,
      label: (value, name) => name ?? (value === null ? '-' : `#${value}`),
    }),
  ]);
  return [pending, ...arrivals, ...tasks];
};

/** 财务: charge lines on no statement, statements awaiting the customer, open receivables by age. */
const finance: Section = (app, actor, now) => {
  const day = (daysAgo: number) => businessTime(now).subtract(daysAgo, 'day').format('YYYY-MM-DD');
  return each(app, actor, [
    { key: 'unbilled', entity: 'bills', query: { status: 'draft,confirmed', statement_id: '0' } },
    { key: 'statements_sent', entity: 'statements', query: { status: 'sent' } },
    ...AGEING_BANDS.map((band): FigureSpec => ({
      key: 'receivables_ageing',
      label: band.label,
      entity: 'bills',
      query: {
        ...OPEN_RECEIVABLE,
        ...(band.to !== undefined ? { event_date_from: day(band.to) } : {}),
        event_date_to: day(band.from),
      },
      amount: (t) => sql`sum(${t.bill_amount} - coalesce(${t.paid_amount}, 0))`,
    })),
  ]);
};

/** The partner's home: its appointments this week, its declarations by status, statements to confirm. */
const partner: Section = async (app, actor, now) => {
  const start = businessTime(now).startOf('day');
  const monday = start.subtract((start.day() + 6) % 7, 'day');
  const [week, byStatus, statements] = await Promise.all([
    countFigure(app, actor, {
      key: 'appointments_week',
      entity: 'appointments',
      query: { date_from: monday.format('YYYY-MM-DD'), date_to: monday.add(6, 'day').format('YYYY-MM-DD') },
    }),
    declarationsByStatus(app, actor),
    countFigure(app, actor, {
      key: 'statements_to_confirm',
      entity: 'statements',
      query: { status: 'sent' },
    }),
  ]);
  // the partner's own pages (the back office's pages are not theirs)
  return [
    { ...week, path: '/yy/appointment' },
    ...byStatus.sort((a, b) => statusOrder(a.label) - statusOrder(b.label)),
    { ...statements, path: '/yy/statement' },
  ];
};

/**
 * The caller's declarations by status now, summed from the day counts (migration 0028: a few rows per
 * day) instead of counted over every declaration of the customer (135,000 at a million: 69 ms);
 * `summary-tables.test` keeps the counts equal to the list's, on the list's own scope.
 */
async function declarationsByStatus(app: FastifyInstance, actor: Actor): Promise<SummaryFigure[]> {
  const rows = await summaryRows<{ cd_status: string | null; n: number }>(
    app,
    sql`select cd_status, sum(n)::int as n from declaration_day_counts
         where ${dayCountScope(actor)} group by cd_status having sum(n) <> 0`,
  );
  const { def } = entityOf('declarations');
  return rows.map((row) => ({
    key: 'declarations_by_status',
    label: row.cd_status ?? '',
    count: row.n,
    resource: `/api/${def.name}`,
    path: def.path ?? '',
    query: { cd_status: row.cd_status ?? '' },
  }));
}

const statusOrder = (code: string | undefined) => CD_STATUS_OPTIONS.findIndex((o) => o.value === code);

export const SECTIONS: Record<SummarySectionKey, Section> = {
  clerk,
  service,
  finance,
  admin: adminFigures,
  partner,
};
