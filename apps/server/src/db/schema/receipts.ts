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

/**
 * The log of a passport or a manifest, oldest first: every action a person took (add, confirm, cancel,
 * submit, delete, void) with its result, and every receipt customs sent. A receipt's identity (a hash of
 * its bytes) is the key that records it exactly once; an action's identity is unique by construction.
 */
export const documentEvents = pgTable(
  'document_events',
  {
    identity: varchar('identity', { length: 64 }).primaryKey(),
    doc_type: varchar('doc_type', { length: 16 }).notNull(),
    doc_id: integer('doc_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    /** ok or failed. */
    result: varchar('result', { length: 10 }).notNull().default('ok'),
    message_type: varchar('message_type', { length: 16 }),
    code: varchar('code', { length: 10 }),
    message: varchar('message', { length: 500 }).notNull().default(''),
    user_id: integer('user_id'),
    user_name: varchar('user_name', { length: 64 }),
    at: tz('at').notNull(),
    file_name: varchar('file_name', { length: 255 }),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [index('document_events_doc_idx').on(t.doc_type, t.doc_id, t.at)],
);
