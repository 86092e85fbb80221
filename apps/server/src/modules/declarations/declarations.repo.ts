import { asc, eq, sql } from 'drizzle-orm';
import { declarationHeadFields, type DeclarationHead, type StoredDeclaration } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { setValues } from '../../db/column-values.ts';
import {
  declarationContainers,
  declarationDocuments,
  declarationGoods,
  declarationLicences,
  declarations,
} from '../../db/schema/index.ts';

type Row = Record<string, unknown>;

const head = declarations;
const LINE_TABLES = {
  goods: declarationGoods,
  containers: declarationContainers,
  licences: declarationLicences,
  documents: declarationDocuments,
} as const;
export type LinePart = keyof typeof LINE_TABLES;

/** The table of one part of a declaration's lines (each has its owner column, declaration_id). */
export function lineTable(part: LinePart) {
  return LINE_TABLES[part];
}

/** The lines of one part of a declaration, in their order (goods by item number, others as entered). */
export async function loadLines(db: DbOrTx, part: LinePart, declarationId: number): Promise<Row[]> {
  const table = LINE_TABLES[part];
  const order = part === 'goods' ? [asc(declarationGoods.g_no), asc(declarationGoods.id)] : [asc(table.id)];
  return (await db
    .select()
    .from(table)
    .where(eq(table.declaration_id, declarationId))
    .orderBy(...order)) as Row[];
}

/**
 * A whole declaration by id: `{head, goods, containers, licences, documents}`, or null when there is
 * no such declaration. No data scope here: routes check the caller's scope first (see declarations.scope.ts);
 * background work (receipts, sending) reads any declaration.
 */
export async function loadDeclaration(db: DbOrTx, id: number): Promise<StoredDeclaration | null> {
  const [row] = (await db.select().from(declarations).where(eq(head.id, id))) as Row[];
  if (!row) return null;
  const { version } = row;
  if (typeof version !== 'number') throw new Error(`declaration ${id} has no version`);
  // one after the other: inside a PGlite transaction parallel queries on one connection deadlock
  const goods = await loadLines(db, 'goods', id);
  const containers = await loadLines(db, 'containers', id);
  const licences = await loadLines(db, 'licences', id);
  const documents = await loadLines(db, 'documents', id);
  return {
    head: { ...(row as DeclarationHead), id, version },
    goods,
    containers,
    licences,
    documents,
  } as StoredDeclaration;
}

/** Head fields a workflow may set (every definition field); anything else is a programming error. */
const HEAD_FIELDS = new Set(Object.keys(declarationHeadFields));

/**
 * Sets head fields without the optimistic lock (for workflows such as sending and receipts, which
 * own those fields): bumps version and update_time so an editor holding the old version gets a 409.
 * Returns the updated head, or null when there is no such declaration.
 */
export async function updateDeclarationHead(
  db: DbOrTx,
  id: number,
  patch: Partial<DeclarationHead>,
): Promise<DeclarationHead | null> {
  const values: Row = {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!HEAD_FIELDS.has(name)) throw new Error(`updateDeclarationHead: unknown field ${name}`);
    values[name] = value;
  }
  const [row] = (await db
    .update(declarations)
    .set(setValues(declarations, { ...values, version: sql`${head.version} + 1`, update_time: sql`now()` }))
    .where(eq(head.id, id))
    .returning()) as Row[];
  return (row as DeclarationHead | undefined) ?? null;
}
