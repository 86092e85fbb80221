import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
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
