import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from '../columns.ts';

/**
 * Every customs receipt recorded, by its identity (a hash of its bytes): written in the transaction
 * that records the receipt on its declaration, so a receipt read again (a file left in `working/` by a
 * crash, a kafka message delivered twice) is recognised and recorded exactly once.
 */
export const recordedReceipts = pgTable('recorded_receipts', {
  identity: varchar('identity', { length: 64 }).primaryKey(),
  declaration_id: integer('declaration_id').notNull(),
  code: varchar('code', { length: 10 }).notNull(),
  file_name: varchar('file_name', { length: 255 }),
  create_time: tz('create_time').notNull().defaultNow(),
});

/**
 * The receipts of an inventory list (import response, INV201 audit, INV211 deduction, INV202 generated
 * declaration): its history timeline, and by their identity the guard that each is recorded once.
 */
export const inventoryReceipts = pgTable(
  'inventory_receipts',
  {
    identity: varchar('identity', { length: 64 }).primaryKey(),
    list_id: integer('list_id').notNull(),
    message_type: varchar('message_type', { length: 16 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    receipt_time: tz('receipt_time').notNull(),
    file_name: varchar('file_name', { length: 255 }),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [index('inventory_receipts_list_idx').on(t.list_id, t.receipt_time)],
);
