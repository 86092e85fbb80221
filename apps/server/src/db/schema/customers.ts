import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';
import { companies } from './identity.ts';

/** Customers of a company (the brokerage's clients and suppliers); a data-scoped business record. */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customer_code: varchar('customer_code', { length: 50 }).notNull(),
    customer_name: varchar('customer_name', { length: 200 }).notNull(),
    show_name: varchar('show_name', { length: 200 }),
    /** customer or supplier. */
    type: varchar('type', { length: 20 }).notNull().default('customer'),
    /** customs, warehouse or transport. */
    business_type: varchar('business_type', { length: 20 }).notNull().default('customs'),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
    scc: varchar('scc', { length: 18 }),
    tel: varchar('tel', { length: 50 }),
    email: varchar('email', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('customers_company_code').on(t.company_id, t.customer_code),
    index('customers_code').on(t.customer_code),
    // the list screen's usual query: one company, newest first
    index('customers_company_time').on(t.company_id, t.create_time),
    index('customers_company_business').on(t.company_id, t.business_type),
  ],
);
