import { bigint, char, date, doublePrecision, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The summary tables of the home tab's trend and the data board (migration 0028): counters of the
 * declarations kept in step by triggers on `declarations`, in the business time zone of `summary_zone`.
 * Read only; the database writes them.
 */
export const summaryZone = pgTable('summary_zone', {
  id: integer('id').primaryKey(),
  time_zone: varchar('time_zone').notNull(),
});

/** Declarations by company, customer, business day of creation, direction and status now. */
export const declarationDayCounts = pgTable('declaration_day_counts', {
  company_id: integer('company_id'),
  customer_code: varchar('customer_code', { length: 50 }),
  day: date('day', { mode: 'string' }).notNull(),
  ie_flag: varchar('ie_flag', { length: 50 }).notNull(),
  cd_status: varchar('cd_status', { length: 50 }),
  n: integer('n').notNull(),
});

/** Declarations by company, customer, business month of creation and port ('p') or trade country ('c'). */
export const declarationMonthCodes = pgTable('declaration_month_codes', {
  company_id: integer('company_id'),
  customer_code: varchar('customer_code', { length: 50 }),
  month: date('month', { mode: 'string' }).notNull(),
  kind: char('kind', { length: 1 }).notNull(),
  code: varchar('code', { length: 50 }).notNull(),
  n: integer('n').notNull(),
});

/** A generation per company and business day of release, raised by every change of that day's releases. */
export const declarationReleaseDays = pgTable('declaration_release_days', {
  company_id: integer('company_id'),
  day: date('day', { mode: 'string' }).notNull(),
  gen: bigint('gen', { mode: 'number' }).notNull(),
});

/** A day's clearance times as computed at a generation of that day. */
export const declarationClearanceDays = pgTable('declaration_clearance_days', {
  company_id: integer('company_id'),
  day: date('day', { mode: 'string' }).notNull(),
  gen: bigint('gen', { mode: 'number' }).notNull(),
  released: integer('released').notNull(),
  median: doublePrecision('median'),
  p90: doublePrecision('p90'),
});
