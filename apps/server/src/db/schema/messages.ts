import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../columns.ts';
import { users } from './identity.ts';

/** Announcements (to everyone) and private messages (to users or to the holders of roles). */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    /** announcement | private */
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** all | user | role */
    target_type: varchar('target_type', { length: 10 }).notNull(),
    /** The user or role ids the sender chose (empty for all). */
    target_ids: integer('target_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    check('messages_kind', sql`${t.kind} in ('announcement', 'private')`),
    check('messages_target_type', sql`${t.target_type} in ('all', 'user', 'role')`),
  ],
);

/**
 * One row per recipient, written when the message is sent (fan-out on write): the inbox, the read
 * mark and the unread count all come from this table alone, and the partial index holds only the
 * unread rows, so counting them stays cheap however many messages a user has read.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    read_time: tz('read_time'),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.message_id] }),
    index('message_recipients_unread')
      .on(t.user_id, t.message_id)
      .where(sql`read_time is null`),
    index('message_recipients_message').on(t.message_id),
  ],
);
