import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

/** Global settings read by /config/get. */
export const globalSettings = pgTable('global_settings', {
  id: idColumn(),
  group_name: varchar('group_name', { length: 100 }).notNull(),
  des: varchar('des', { length: 300 }),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 100 }).notNull().unique(),
  /** text or int. */
  type: varchar('type', { length: 10 }).notNull().default('text'),
  val: varchar('val', { length: 2000 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

export const enumGroups = pgTable('enum_groups', {
  id: idColumn(),
  group_code: varchar('group_code', { length: 100 }).notNull().unique(),
  group_name: varchar('group_name', { length: 100 }).notNull(),
  group_des: varchar('group_des', { length: 300 }),
  ...auditColumns(),
});

export const enumItems = pgTable(
  'enum_items',
  {
    id: idColumn(),
    group_code: varchar('group_code', { length: 100 })
      .notNull()
      .references(() => enumGroups.group_code, { onDelete: 'cascade' }),
    enum_key: varchar('enum_key', { length: 100 }).notNull(),
    enum_value: varchar('enum_value', { length: 200 }).notNull(),
    /** 1 shown, 0 hidden. */
    is_show: integer('is_show').notNull().default(1),
    des: varchar('des', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('enum_items_group_key').on(t.group_code, t.enum_key)],
);
