import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../columns.ts';
import { companies, users } from './identity.ts';

/**
 * The attachment rows of a document (an appointment, a declaration, a transport order): each row is a
 * slot with a title that holds at most one file. The header row (the appointment's customs draft) is
 * never deleted, only its file; a file is removed before another is uploaded into the same row. The
 * bytes live in the file store under `key`; the row carries the owner's scope so a download is checked
 * without reading the owner.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: idColumn(),
    /** appointment | declaration | transport-order */
    owner_type: varchar('owner_type', { length: 32 }).notNull(),
    owner_id: integer('owner_id').notNull(),
    /** The kind of document the row is for (draft, invoice, packing_list, pod, other). */
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    is_header: boolean('is_header').notNull().default(false),
    company_id: integer('company_id').references(() => companies.id),
    customer_code: varchar('customer_code', { length: 50 }),
    file_name: varchar('file_name', { length: 64 }),
    file_key: varchar('file_key', { length: 200 }),
    file_size: bigint('file_size', { mode: 'number' }),
    content_type: varchar('content_type', { length: 100 }),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    upload_time: tz('upload_time'),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('attachments_owner').on(t.owner_type, t.owner_id),
    uniqueIndex('attachments_file_key').on(t.file_key),
    check('attachments_file_whole', sql`(${t.file_key} is null) = (${t.file_name} is null)`),
  ],
);

/**
 * One-time e-mail codes (registration, password retrieval): only the code's hash is kept; a code
 * expires, allows a few tries and is used once.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: idColumn(),
    /** register | retrieve */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    username: varchar('username', { length: 50 }),
    code_hash: varchar('code_hash', { length: 128 }).notNull(),
    tries: integer('tries').notNull().default(0),
    expires_at: tz('expires_at').notNull(),
    used_at: tz('used_at'),
    /** The requesting address (rate limits per client too). */
    ip: varchar('ip', { length: 64 }),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_address').on(t.purpose, t.address, t.create_time),
    index('email_codes_username').on(t.purpose, t.username, t.create_time),
  ],
);

/**
 * A partner's self-registration: waits for the service company's administrator (or is approved at once
 * when the setting says so); approving it creates the partner user.
 */
export const partnerRegistrations = pgTable(
  'partner_registrations',
  {
    id: idColumn(),
    username: varchar('username', { length: 50 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customer_code: varchar('customer_code', { length: 50 }).notNull(),
    password_hash: varchar('password_hash', { length: 200 }).notNull(),
    /** pending | approved | refused */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    review_time: tz('review_time'),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    check('partner_registrations_status', sql`${t.status} in ('pending', 'approved', 'refused')`),
    index('partner_registrations_company').on(t.company_id, t.status),
    // one open or approved application per user name
    uniqueIndex('partner_registrations_username')
      .on(t.username)
      .where(sql`${t.status} <> 'refused'`),
  ],
);

/** The documents made for a task order (inventory lists, passports, declarations, transport orders). */
export const taskOrderLinks = pgTable(
  'task_order_links',
  {
    id: idColumn(),
    task_order_id: integer('task_order_id').notNull(),
    /** declaration | inventory-list | passport | transport-order */
    doc_type: varchar('doc_type', { length: 32 }).notNull(),
    doc_id: integer('doc_id').notNull(),
    create_id: integer('create_id'),
    create_time: tz('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_order_links_doc').on(t.task_order_id, t.doc_type, t.doc_id),
    index('task_order_links_by_doc').on(t.doc_type, t.doc_id),
  ],
);
