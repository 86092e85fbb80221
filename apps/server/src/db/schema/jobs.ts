import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../columns.ts';
import { users } from './identity.ts';

/**
 * Durable background jobs. A process claims a queued job (FOR UPDATE SKIP LOCKED), beats its heartbeat
 * while running, and marks it done or failed; a running job whose heartbeat stops is re-queued (up to
 * max_attempts) or failed with a reason by whichever process notices.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    type: varchar('type', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(3),
    run_at: tz('run_at').notNull().defaultNow(),
    locked_by: varchar('locked_by', { length: 64 }),
    heartbeat_at: tz('heartbeat_at'),
    last_error: varchar('last_error', { length: 1000 }),
    create_time: tz('create_time').notNull().defaultNow(),
    start_time: tz('start_time'),
    finish_time: tz('finish_time'),
  },
  (t) => [
    check('jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_queued')
      .on(t.type, t.run_at, t.id)
      .where(sql`status = 'queued'`),
    index('jobs_running')
      .on(t.heartbeat_at)
      .where(sql`status = 'running'`),
  ],
);

/** A user's export file: status sta (0 queued, 1 running, 2 complete, -10 failed), progress 0–100. */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: varchar('entity', { length: 60 }).notNull(),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    sta: smallint('sta').notNull().default(0),
    note: varchar('note', { length: 500 }).notNull().default(''),
    process: smallint('process').notNull().default(0),
    /** Name of the file in the file store once written. */
    file_key: varchar('file_key', { length: 200 }),
    row_count: integer('row_count'),
    /** Bytes of the written file (the per-user storage quota adds these up). */
    file_size: bigint('file_size', { mode: 'number' }),
    job_id: integer('job_id'),
    create_time: tz('create_time').notNull().defaultNow(),
    finish_time: tz('finish_time'),
  },
  (t) => [
    check('download_tasks_sta', sql`${t.sta} in (0, 1, 2, -10)`),
    index('download_tasks_user').on(t.user_id, t.id),
  ],
);

/** WebSocket pushes too large for a NOTIFY payload, read by every process's listener then pruned. */
export const hubMessages = pgTable('hub_messages', {
  id: idColumn(),
  payload: jsonb('payload').notNull(),
  created_at: tz('created_at').notNull().defaultNow(),
});
