import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn, tz } from '../columns.ts';

/**
 * A confirmed payment written off against a charge line (bills.paid_amount is the sum of a line's
 * write-offs). A payment's amount beyond its write-offs is the party's credit (payments.unapplied_amount).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: idColumn(),
    payment_id: integer('payment_id').notNull(),
    bill_id: integer('bill_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    create_id: integer('create_id'),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('payment_allocations_payment').on(t.payment_id),
    index('payment_allocations_bill').on(t.bill_id),
  ],
);

/**
 * Why a business event raised no charge (no contract in force, no exchange rate of the month): one row
 * per source, kept until a later run charges it, shown to finance with the missing piece named.
 */
export const chargeIssues = pgTable(
  'charge_issues',
  {
    id: idColumn(),
    company_id: integer('company_id'),
    source_type: varchar('source_type', { length: 32 }).notNull(),
    source_id: integer('source_id').notNull(),
    source_no: varchar('source_no', { length: 64 }),
    /** no_contract | no_rate | no_party */
    reason: varchar('reason', { length: 32 }).notNull(),
    /** What is missing: { currency, year, month } for a rate, { customer_code, business_type } for a contract. */
    detail: jsonb('detail'),
    event_date: varchar('event_date', { length: 10 }),
    update_time: tz('update_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charge_issues_source').on(t.source_type, t.source_id),
    index('charge_issues_company').on(t.company_id),
  ],
);

/** A cashier's provider keys, encrypted with the server's key (never answered to a browser). */
export const cashierSecrets = pgTable('cashier_secrets', {
  cashier_id: integer('cashier_id').primaryKey(),
  private_key_enc: text('private_key_enc'),
  provider_public_key_enc: text('provider_public_key_enc'),
  update_id: integer('update_id'),
  update_time: tz('update_time').notNull().defaultNow(),
});

/** An online payment started from /payment/index: the provider's order (out_trade_no) for a statement. */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: idColumn(),
    out_trade_no: varchar('out_trade_no', { length: 64 }).notNull(),
    cashier_id: integer('cashier_id').notNull(),
    company_id: integer('company_id').notNull(),
    /** What the order pays: `statement:<id>`, `bill:<id>` or `appointment:<id>` (migration 0033). */
    payable: varchar('payable', { length: 40 }).notNull(),
    statement_id: integer('statement_id'),
    bill_id: integer('bill_id'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** created | paid | closed | refunding (the amount was paid already: not booked) | refunded */
    status: varchar('status', { length: 16 }).notNull().default('created'),
    trade_no: varchar('trade_no', { length: 64 }),
    payment_id: integer('payment_id'),
    create_time: tz('create_time').notNull().defaultNow(),
    /** The provider takes no payment after it (`time_expire`). */
    expire_time: tz('expire_time'),
    paid_time: tz('paid_time'),
    /** Why a paid order is refunded, and a failed refund's answer. */
    refund_note: varchar('refund_note', { length: 200 }),
  },
  (t) => [
    uniqueIndex('online_payments_out_trade_no').on(t.out_trade_no),
    // one open order per payable and amount, whatever races the pay presses run
    uniqueIndex('online_payments_open')
      .on(t.payable, t.amount)
      .where(sql`status = 'created'`),
    index('online_payments_payable').on(t.payable),
  ],
);

/** Every asynchronous notification the provider sent, by its notify_id: processed exactly once. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: idColumn(),
    notify_id: varchar('notify_id', { length: 128 }).notNull(),
    out_trade_no: varchar('out_trade_no', { length: 64 }),
    trade_no: varchar('trade_no', { length: 64 }),
    trade_status: varchar('trade_status', { length: 32 }),
    total_amount: varchar('total_amount', { length: 32 }),
    verified: boolean('verified').notNull(),
    /** processed | refused: <reason> */
    result: varchar('result', { length: 100 }).notNull(),
    payload: jsonb('payload'),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_notify_id').on(t.notify_id)],
);

/** A contract and its prices as they were before each change (合同变更历史). */
export const contractHistory = pgTable(
  'contract_history',
  {
    id: idColumn(),
    contract_id: integer('contract_id').notNull(),
    version: integer('version').notNull(),
    /** What changed: update | items */
    change: varchar('change', { length: 16 }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    changed_by: integer('changed_by'),
    change_time: tz('change_time').notNull().defaultNow(),
  },
  (t) => [index('contract_history_contract').on(t.contract_id, t.id)],
);
