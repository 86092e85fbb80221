import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationLicenceFields,
  registry,
  type EntityDef,
  type FieldDef,
} from '@app/shared';
import * as handWritten from './schema/hand-written.ts';

/** The drizzle builder call of one field's column (what the table of the definition stores). */
function columnSource(name: string, field: FieldDef): { call: string; builder: string } {
  const n = JSON.stringify(name);
  const base = ((): { call: string; builder: string } => {
    switch (field.kind) {
      case 'string':
        return { call: `varchar(${n}, { length: ${field.length ?? 100} })`, builder: 'varchar' };
      case 'text':
        return { call: `text(${n})`, builder: 'text' };
      case 'int':
        return { call: `integer(${n})`, builder: 'integer' };
      case 'decimal':
        return {
          call: `numeric(${n}, { precision: ${field.precision ?? 18}, scale: ${field.scale ?? 0} })`,
          builder: 'numeric',
        };
      case 'bool':
        return { call: `boolean(${n})`, builder: 'boolean' };
      case 'date':
        return { call: `date(${n}, { mode: 'string' })`, builder: 'date' };
      case 'datetime':
        return { call: `tz(${n})`, builder: 'tz' };
      case 'enum':
        return { call: `varchar(${n}, { length: 50 })`, builder: 'varchar' };
      case 'ref':
        return field.ref?.field
          ? { call: `varchar(${n}, { length: ${field.length ?? 100} })`, builder: 'varchar' }
          : { call: `integer(${n})`, builder: 'integer' };
      case 'json':
        return { call: `jsonb(${n})`, builder: 'jsonb' };
    }
  })();
  let call = base.call;
  if (field.default !== undefined) call += `.default(${JSON.stringify(field.default)})`;
  if (field.required) call += '.notNull()';
  return { call, builder: base.builder };
}

/** The columns with an index: searchable and reference fields, the scope columns and a tree's parent. */
function indexedColumns(def: EntityDef): string[] {
  return [
    ...new Set<string>([
      ...Object.entries(def.fields)
        .filter(([, f]) => f.search || f.kind === 'ref')
        .map(([n]) => n),
      ...[def.scope?.company, def.scope?.customer].filter((c): c is string => !!c),
      ...(def.tree ? [def.tree.parent] : []),
    ]),
  ];
}

/**
 * The index calls of a table. A table of lines (`linesOf`) is always read within its parent: its unique
 * sets are indexed parent first and code-list fields last (most selective first), each other searchable
 * field after the parent unless a unique index already starts with both, and a contains-search by a
 * trigram index; scope columns keep their own index for lists across parents.
 */
function indexSources(def: EntityDef): { indexes: string[]; uniques: string[] } {
  const parent = def.linesOf;
  const lowFirst = (set: string[]) =>
    parent
      ? [
          parent,
          ...set.filter((n) => n !== parent && def.fields[n]!.kind !== 'enum'),
          ...set.filter((n) => n !== parent && def.fields[n]!.kind === 'enum'),
        ]
      : set;
  const uniqueSets = (def.unique ?? []).map(lowFirst);
  const uniques = uniqueSets.map(
    (set) => `uniqueIndex('${def.table}_${set.join('_')}_uq').on(${set.map((n) => `t.${n}`).join(', ')})`,
  );
  const own = (n: string) => `index('${def.table}_${n}_idx').on(t.${n})`;
  if (!parent) {
    const chosen = (n: string) => def.fieldIndexes?.[n];
    const indexes = indexedColumns(def)
      .filter((n) => chosen(n) !== false)
      .map((n) => (chosen(n) === 'sparse' ? `${own(n)}.where(sql\`\${t.${n}} is not null\`)` : own(n)));
    return { indexes, uniques };
  }
  const scope = new Set<string>([def.scope?.company, def.scope?.customer].filter((c): c is string => !!c));
  const ledBy = (...cols: string[]) => uniqueSets.some((set) => cols.every((c, i) => set[i] === c));
  const indexes = indexedColumns(def).flatMap((n) => {
    if (scope.has(n)) return [own(n)];
    if (n === parent) return ledBy(parent) ? [] : [own(n)];
    if (def.fields[n]!.search === 'like')
      return [`index('${def.table}_${n}_trgm').using('gin', t.${n}.op('gin_trgm_ops'))`];
    if (ledBy(parent, n)) return [];
    return [`index('${def.table}_${parent}_${n}_idx').on(t.${parent}, t.${n})`];
  });
  return { indexes, uniques };
}

/** Not a pg-core builder: the generated file imports drizzle-orm's `sql` (a partial index's condition). */
const SQL_TAG = 'sql from drizzle-orm';

/**
 * One entity's table, spelled out: id, one column per field, the audit columns and version, an index
 * per searchable, reference, scope or parent field, and the unique constraints. Spelled out (not built
 * at run time) so every column keeps its type in the code that reads and writes it.
 */
function tableSource(def: EntityDef, builders: Set<string>): string {
  const columns = Object.entries(def.fields).map(([name, field]) => {
    const { call, builder } = columnSource(name, field);
    builders.add(builder);
    return `    ${name}: ${call},`;
  });
  const { indexes, uniques } = indexSources(def);
  if (indexes.length) builders.add('index');
  if (indexes.some((i) => i.includes('.where('))) builders.add(SQL_TAG);
  if (uniques.length) builders.add('uniqueIndex');
  const constraints = [...indexes, ...uniques];
  return [
    `/** ${def.label.en} (\`/api/${def.name}\`). */`,
    `export const ${def.table} = pgTable(`,
    `  '${def.table}',`,
    '  {',
    '    id: idColumn(),',
    ...columns,
    '    ...auditColumns(),',
    '  },',
    constraints.length ? `  (t) => [${constraints.join(', ')}],` : '',
    ');',
    '',
  ]
    .filter((line, i, all) => line !== '' || i === all.length - 1)
    .join('\n');
}

/** The child lines of a declaration: their fields come from the message dictionary, not the registry. */
const DECLARATION_LINES: {
  name: string;
  table: string;
  doc: string;
  fields: Record<string, FieldDef>;
  indexes: [string, string[]][];
}[] = [
  {
    name: 'declarationGoods',
    table: 'declaration_goods',
    doc: 'Goods lines (DecList), item numbers g_no 1..n.',
    fields: declarationGoodsFields,
    indexes: [
      ['declaration_goods_declaration_idx', ['declaration_id', 'g_no']],
      ['declaration_goods_code_ts_idx', ['code_ts']],
    ],
  },
  {
    name: 'declarationContainers',
    table: 'declaration_containers',
    doc: 'Containers (DecContainer).',
    fields: declarationContainerFields,
    indexes: [
      ['declaration_containers_declaration_idx', ['declaration_id']],
      ['declaration_containers_no_idx', ['container_no']],
    ],
  },
  {
    name: 'declarationLicences',
    table: 'declaration_licences',
    doc: 'Licence documents (DecLicenseDocu).',
    fields: declarationLicenceFields,
    indexes: [['declaration_licences_declaration_idx', ['declaration_id']]],
  },
  {
    name: 'declarationDocuments',
    table: 'declaration_documents',
    doc: 'Attached document references.',
    fields: declarationDocumentFields,
    indexes: [['declaration_documents_declaration_idx', ['declaration_id']]],
  },
];

/**
 * A declaration's line table: id, the owning head (deleted with it), then the fields, all optional
 * in the table (the message dictionary decides per level what is required).
 */
function lineTableSource(line: (typeof DECLARATION_LINES)[number], builders: Set<string>): string {
  builders.add('integer').add('index');
  const columns = Object.entries(line.fields).map(([name, field]) => {
    const { call, builder } = columnSource(name, { ...field, required: false });
    builders.add(builder);
    return `    ${name}: ${call},`;
  });
  const indexes = line.indexes.map(
    ([name, cols]) => `index('${name}').on(${cols.map((c) => `t.${c}`).join(', ')})`,
  );
  return [
    `/** ${line.doc} */`,
    `export const ${line.name} = pgTable(`,
    `  '${line.table}',`,
    '  {',
    '    id: idColumn(),',
    "    declaration_id: integer('declaration_id')",
    '      .notNull()',
    "      .references(() => declarations.id, { onDelete: 'cascade' }),",
    ...columns,
    '  },',
    `  (t) => [${indexes.join(', ')}],`,
    ');',
    '',
  ].join('\n');
}

/**
 * The source of db/schema/entities.generated.ts: one table per registry entity without a hand-written
 * table, and the declaration's line tables.
 */
export function entityTablesSource(): string {
  const taken = new Set(
    Object.values(handWritten)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable)),
  );
  const builders = new Set<string>(['pgTable']);
  const tables = registry.filter((def) => !taken.has(def.table)).map((def) => tableSource(def, builders));
  const lines = DECLARATION_LINES.map((line) => lineTableSource(line, builders));
  const fromColumns = ['auditColumns', 'idColumn', ...(builders.has('tz') ? ['tz'] : [])];
  builders.delete('tz');
  const sqlTag = builders.delete(SQL_TAG);
  return [
    '// Generated by `npm run db:generate` from the entity registry (packages/shared/src/registry.ts). Do not edit.',
    ...(sqlTag ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${[...builders].sort().join(', ')} } from 'drizzle-orm/pg-core';`,
    `import { ${fromColumns.join(', ')} } from '../columns.ts';`,
    '',
    ...tables,
    ...lines,
  ].join('\n');
}
