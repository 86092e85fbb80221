import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { tz } from '../columns.ts';

/**
 * What customs last approved of an account book: its goods and consumption lines as they were filed
 * (EMS111 / BWS101), kept when the approval arrives. A later filing of the book is a change (dclTypecd
 * 2) carrying only the lines that differ from these, each with its modify mark.
 */
export const accountBookFilings = pgTable('account_book_filings', {
  book_id: integer('book_id').primaryKey(),
  goods: jsonb('goods').$type<Record<string, unknown>[]>().notNull(),
  losses: jsonb('losses').$type<Record<string, unknown>[]>().notNull(),
  approve_time: tz('approve_time').notNull(),
});
