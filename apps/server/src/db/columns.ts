import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key used by every table. */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit columns and the optimistic-locking version, on every editable table. */
export const auditColumns = () => ({
  create_id: integer('create_id'),
  create_time: tz('create_time').notNull().defaultNow(),
  update_id: integer('update_id'),
  update_time: tz('update_time').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
