import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../columns.ts';

/** Every sign-in attempt, successful or not; also the source of the sign-in rate limit. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: idColumn(),
    username: varchar('username', { length: 100 }).notNull(),
    user_id: integer('user_id'),
    client_id: varchar('client_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    user_agent: varchar('user_agent', { length: 300 }),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 50 }),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('login_logs_username_time').on(t.username, t.create_time),
    index('login_logs_ip_time').on(t.ip, t.create_time),
    index('login_logs_user_success')
      .on(t.user_id, t.id)
      .where(sql`success`),
  ],
);

/** Every write: who, when, which record, before and after. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: idColumn(),
    user_id: integer('user_id'),
    username: varchar('username', { length: 100 }),
    action: varchar('action', { length: 30 }).notNull(),
    target: varchar('target', { length: 60 }).notNull(),
    record_id: varchar('record_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    request_id: varchar('request_id', { length: 60 }),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [index('operation_logs_target').on(t.target, t.record_id)],
);

/**
 * Drag-slider challenges of the sign-in: handed out when a user name has had too many wrong passwords
 * from anywhere, solved by dragging the handle to the gap drawn in the challenge's picture, checked once
 * by the password grant that follows (used whatever the outcome). The target never leaves the server.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    /**
     * Where the handle must be released, in percent of the travel (server-chosen, only drawn in the
     * picture). -1 marks a pass: a solved challenge's one forced retry after "already logged in".
     */
    target: integer('target').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    used: boolean('used').notNull().default(false),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [index('login_challenges_time').on(t.create_time)],
);

/**
 * The public fee and payment pages' uses per client address (`call`: any call; `miss`: a lookup that
 * found nothing): their sliding-window limits are counted here, so every process shares them.
 */
export const publicPayHits = pgTable(
  'public_pay_hits',
  {
    ip: varchar('ip', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('public_pay_hits_ip_kind_at').on(t.ip, t.kind, t.at), index('public_pay_hits_at').on(t.at)],
);
