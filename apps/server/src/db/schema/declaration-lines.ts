import { index, integer, pgTable, type PgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationLicenceFields,
  type FieldDef,
} from '@app/shared';
import { columnFor } from '../table-builder.ts';
import { idColumn } from '../columns.ts';
import { declarations } from './entities.generated.ts';

/** The columns of a declaration's child lines: id, the owning head (deleted with it), then the fields. */
function lineColumns<F extends Record<string, FieldDef>>(fields: F) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: idColumn(),
    declaration_id: integer('declaration_id')
      .notNull()
      .references(() => (declarations as unknown as { id: PgColumn }).id, { onDelete: 'cascade' }),
  };
  // line fields are all optional in the table: the message dictionary decides per level what is required
  for (const [name, field] of Object.entries(fields))
    columns[name] = columnFor(name, { ...field, required: false });
  return columns as Record<'id' | 'declaration_id' | (keyof F & string), PgColumnBuilderBase>;
}

/** Goods lines (DecList), item numbers g_no 1..n. */
export const declarationGoods = pgTable('declaration_goods', lineColumns(declarationGoodsFields), (t) => [
  index('declaration_goods_declaration_idx').on(t.declaration_id, t.g_no),
  index('declaration_goods_code_ts_idx').on(t.code_ts),
]);

/** Containers (DecContainer). */
export const declarationContainers = pgTable(
  'declaration_containers',
  lineColumns(declarationContainerFields),
  (t) => [
    index('declaration_containers_declaration_idx').on(t.declaration_id),
    index('declaration_containers_no_idx').on(t.container_no),
  ],
);

/** Licence documents (DecLicenseDocu). */
export const declarationLicences = pgTable(
  'declaration_licences',
  lineColumns(declarationLicenceFields),
  (t) => [index('declaration_licences_declaration_idx').on(t.declaration_id)],
);

/** Attached document references. */
export const declarationDocuments = pgTable(
  'declaration_documents',
  lineColumns(declarationDocumentFields),
  (t) => [index('declaration_documents_declaration_idx').on(t.declaration_id)],
);
