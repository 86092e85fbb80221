import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tz } from '../columns.ts';

/** OAuth2 application clients: the internal staff client and the customer (partner) client. */
export const appClients = pgTable('app_clients', {
  id: idColumn(),
  client_id: varchar('client_id', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** argon2id hash of the client secret. */
  secret_hash: text('secret_hash').notNull(),
  /** Salt the site uses to encrypt its locally stored session data (not a password salt). */
  secret_salt: varchar('secret_salt', { length: 64 }).notNull(),
  authorized_grant_types: varchar('authorized_grant_types', { length: 200 }).notNull().default('password'),
  /** Comma-separated IPv4 addresses or prefixes (e.g. 10.0.); empty = any address. */
  ips: text('ips').notNull().default(''),
  web_server_redirect_uri: varchar('web_server_redirect_uri', { length: 500 }),
  company_name: varchar('company_name', { length: 200 }),
  icp: varchar('icp', { length: 100 }),
  /** The customer client has its own permission source (platform-shell §4.1 step 6). */
  is_customer: boolean('is_customer').notNull().default(false),
  ...auditColumns(),
});

export const organisations = pgTable('organisations', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  parent_id: integer('parent_id'),
  status: integer('status').notNull().default(1),
  ...auditColumns(),
});

/** Companies (declaring entities) belong to an organisation. */
export const companies = pgTable('companies', {
  id: idColumn(),
  org_id: integer('org_id')
    .notNull()
    .references(() => organisations.id),
  name: varchar('name', { length: 200 }).notNull(),
  code: varchar('code', { length: 10 }),
  scc: varchar('scc', { length: 18 }),
  address: varchar('address', { length: 300 }),
  tel: varchar('tel', { length: 50 }),
  is_enable: integer('is_enable').notNull().default(1),
  note: varchar('note', { length: 500 }),
  seal_image: varchar('seal_image', { length: 500 }),
  signature_image: varchar('signature_image', { length: 500 }),
  flag: varchar('flag', { length: 20 }),
  org_code: varchar('org_code', { length: 20 }),
  ciq_code: varchar('ciq_code', { length: 20 }),
  is_show_cachet: integer('is_show_cachet').notNull().default(0),
  data_sources: varchar('data_sources', { length: 50 }),
  ...auditColumns(),
});

export const users = pgTable('users', {
  id: idColumn(),
  username: varchar('username', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  password_hash: text('password_hash').notNull(),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  /** The password fails the policy (set each time the password is set). */
  is_weak_password: boolean('is_weak_password').notNull().default(false),
  password_changed_at: tz('password_changed_at').notNull().defaultNow(),
  /** Set by an administrator's reset: the user must choose their own password at the next sign-in. */
  must_change_password: boolean('must_change_password').notNull().default(false),
  avatar: varchar('avatar', { length: 500 }),
  mobile: varchar('mobile', { length: 20 }),
  email: varchar('email', { length: 200 }),
  /** The client the account signs in through (web = staff, customer = partner). */
  client_id: varchar('client_id', { length: 64 }).notNull().default('web'),
  /** Partner users: the customer code whose records they see. */
  customer_code: varchar('customer_code', { length: 50 }),
  manage_partner_code: varchar('manage_partner_code', { length: 50 }),
  warehouse_codes: varchar('warehouse_codes', { length: 500 }),
  company_warehouse: varchar('company_warehouse', { length: 500 }),
  wms_customer_warehouse_codes: varchar('wms_customer_warehouse_codes', { length: 500 }),
  introduction: varchar('introduction', { length: 500 }),
  ...auditColumns(),
});

export const userOrgs = pgTable(
  'user_orgs',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    org_id: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.org_id] })],
);

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    client_id: varchar('client_id', { length: 64 }).notNull(),
    parent_id: integer('parent_id'),
    level: integer('level').notNull().default(1),
    /** 1 active, 0 inactive. */
    status: integer('status').notNull().default(1),
    /** Holders may do everything. */
    is_admin: boolean('is_admin').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_client_code').on(t.client_id, t.code), index('roles_parent').on(t.parent_id)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);

/** Menu groups, pages, embedded external pages and buttons, as one tree. */
export const resources = pgTable(
  'resources',
  {
    id: idColumn(),
    parent_id: integer('parent_id').notNull().default(0),
    /** 0 directory, 1 page, 2 embedded external page, 3 hidden route, 4 button. */
    type: varchar('type', { length: 2 }).notNull(),
    code: varchar('code', { length: 100 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    path: varchar('path', { length: 300 }),
    url: varchar('url', { length: 500 }),
    icon: varchar('icon', { length: 100 }),
    group_no: varchar('group_no', { length: 20 }),
    sort: integer('sort').notNull().default(0),
    /** Comma-separated client ids that may see it. */
    client_ids: varchar('client_ids', { length: 200 }).notNull().default('web'),
    extend: varchar('extend', { length: 10 }).notNull().default('0'),
    bind_path: varchar('bind_path', { length: 300 }),
    hidden: boolean('hidden').notNull().default(false),
    /** 1 active, 0 inactive. */
    status: integer('status').notNull().default(1),
    /** Depth in the tree, 1 for the top level (modules/resources/resource-levels.ts keeps it). */
    level: integer('level').notNull().default(1),
    /** The system (site code) the entry belongs to; empty for every system. */
    domain: varchar('domain', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [index('resources_parent').on(t.parent_id)],
);

export const roleResources = pgTable(
  'role_resources',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.resource_id] })],
);

/** Which customers' and companies' records a staff user may view (empty = no extra limit). */
export const userViewPermissions = pgTable(
  'user_view_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind, t.value] })],
);

/** Access tokens: only a SHA-256 hash of the token is kept. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: idColumn(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: varchar('client_id', { length: 64 }).notNull(),
    company_id: integer('company_id'),
    group_id: varchar('group_id', { length: 20 }),
    ip: varchar('ip', { length: 64 }),
    create_time: tz('create_time').notNull().defaultNow(),
    expires_at: tz('expires_at').notNull(),
    revoked_at: tz('revoked_at'),
    /** The user's sign-in before this one (time, address, client), shown once after this sign-in. */
    last_login_time: tz('last_login_time'),
    last_login_ip: varchar('last_login_ip', { length: 64 }),
    last_login_agent: varchar('last_login_agent', { length: 300 }),
  },
  (t) => [
    index('access_tokens_user')
      .on(t.user_id)
      .where(sql`revoked_at is null`),
  ],
);
