import { customType, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tz } from '../columns.ts';
import { companies, users } from './identity.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A company's seal (公章) and signature (签名) images, one of each kind, in the database: every server
 * process reads them (the printed declaration draws the seal) and they are a few hundred kilobytes at most.
 * The bytes were checked on upload (`modules/companies/company-images.ts`); the company's `seal_image`
 * and `signature_image` hold the stored image's name.
 */
export const companyImages = pgTable(
  'company_images',
  {
    id: idColumn(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** seal | signature */
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    content_type: varchar('content_type', { length: 50 }).notNull(),
    bytes: bytea('bytes').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    upload_time: tz('upload_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_images_company_kind').on(t.company_id, t.kind)],
);
