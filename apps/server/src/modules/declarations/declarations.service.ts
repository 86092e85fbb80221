import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  declarationHeadFields,
  declarationTotals,
  parseDeclaration,
  type CheckWarning,
  type StoredDeclaration,
  type DeclarationFull,
  type DeclarationHead,
} from '@app/shared';
import { businessDate8 } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { declarations } from '../../db/schema/index.ts';
import { insertValues } from '../../db/column-values.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { scopeValues } from '../../plugins/data-scope.ts';
import type { Actor } from '../../plugins/actor.ts';
import { assertChecksPass, issuesError, withMessages } from './declarations.checks.ts';
import { lineTable, loadDeclaration, type LinePart } from './declarations.repo.ts';
import { assertCustomerAllowed, assertNotLocked, scopedHead } from './declarations.scope.ts';

type Row = Record<string, unknown>;
const dc = declarations;
const LINE_PARTS: LinePart[] = ['goods', 'containers', 'licences', 'documents'];

/** Head fields a client writes (the rest are the server's: totals, statuses, sending, receipts). */
const WRITABLE = Object.entries(declarationHeadFields).filter(([, f]) => !f.readonly);

/**
 * The head as sent, whole: a writable field left out is cleared (the editor leaves blanks out), except
 * that a new declaration takes the definition's defaults for what it leaves out.
 */
function writableHead(head: Row, creating: boolean): Row {
  const values: Row = {};
  for (const [name, field] of WRITABLE) {
    const v = head[name];
    if (v !== undefined && v !== null) values[name] = v;
    else values[name] = creating && field.default !== undefined ? field.default : null;
  }
  return values;
}

/** A stored line without its own id and owner, ready to insert under another head. */
function lineValues(row: Row, declarationId: number): Row {
  const { id: _id, declaration_id: _owner, create_id: _c, create_time: _t, ...rest } = row;
  void _id;
  void _owner;
  void _c;
  void _t;
  return { ...rest, declaration_id: declarationId };
}

async function replaceLines(tx: DbOrTx, id: number, d: DeclarationFull) {
  for (const part of LINE_PARTS) {
    const table = lineTable(part);
    await tx.delete(table).where(eq(table.declaration_id, id));
    const rows = (d[part] as Row[]).map((r) => insertValues(table, lineValues(r, id)));
    if (rows.length) await tx.insert(table).values(rows);
  }
}

/** The internal number of a new declaration: I/E, the business date and the id (I20260115000123). */
export function internalNo(head: Row, id: number, at: Date = new Date()): string {
  const day = businessDate8(at);
  return `${head.ie_flag === '1' ? 'E' : 'I'}${day}${String(id).padStart(6, '0')}`;
}

/**
 * Creates (id null: POST /api/declarations) or updates (PUT /api/declarations/{id}, with head.version)
 * a declaration with all its lines: parse, the save-level checks the send shares, then in one
 * transaction write the head (optimistic lock when updating) and replace every line; totals are
 * computed here. Answers the declaration as stored, whole, so the editor needs no second trip, with the
 * warnings of the checks sending would refuse (book, licences, declaring code).
 */
export async function saveDeclaration(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  body: unknown,
  id: number | null,
): Promise<StoredDeclaration & { warnings: CheckWarning[] }> {
  const parsed = parseDeclaration(body);
  if (!parsed.ok) throw issuesError(parsed.issues);
  const { confirm_reminds, ...input } = parsed.data;
  const headIn = input.head as Row;
  if (id === null && headIn.id !== undefined && headIn.id !== null)
    throw issuesError([{ field: 'head.id', key: 'decl.id_on_create' }]);
  const before = id === null ? null : await scopedHead(db, actor, id);
  if (id !== null && typeof headIn.version !== 'number')
    throw issuesError([{ field: 'head.version', key: 'field.required', params: { field: 'version' } }]);
  if (before) assertNotLocked(before.cd_status);
  const scope = before
    ? { cd_company_id: before.cd_company_id }
    : scopeValues(actor, { company: 'cd_company_id' });
  const head: Row = { ...(before ?? {}), ...writableHead(headIn, !before), ...scope };
  if (actor.isCustomerClient) head.customer_code = actor.customerCode;
  assertCustomerAllowed(actor, head.customer_code);
  const d = { ...input, head: head as DeclarationHead } as DeclarationFull;
  const checked = await assertChecksPass(db, d, 'save', {
    confirmReminds: confirm_reminds === true,
    lang: req.lang,
  });

  const values: Row = {
    ...writableHead(headIn, !before),
    ...scope,
    customer_code: head.customer_code ?? null,
    customer_id: checked.customerId,
    ...declarationTotals(d.goods),
    edit_name: actor.name,
    edit_time: new Date(),
  };
  const stored = await db.transaction(async (tx) => {
    let saved: Row;
    if (before) {
      saved = await updateVersioned(tx, declarations, id!, headIn.version as number, values, actor.userId);
    } else {
      const [row] = (await tx
        .insert(declarations)
        .values(insertValues(declarations, { ...values, create_id: actor.userId, update_id: actor.userId }))
        .returning()) as Row[];
      saved = row!;
      if (!saved.cd_sn) {
        const cd_sn = internalNo(saved, saved.id as number);
        await tx
          .update(declarations)
          .set({ cd_sn })
          .where(eq(dc.id, saved.id as number));
        saved = { ...saved, cd_sn };
      }
    }
    const savedId = saved.id as number;
    await replaceLines(tx, savedId, d);
    await recordOperation(tx, req, {
      action: before ? 'update' : 'create',
      target: 'declarations',
      recordId: savedId,
      before,
      after: { ...saved, lines: Object.fromEntries(LINE_PARTS.map((p) => [p, d[p].length])) },
    });
    const written = await loadDeclaration(tx, savedId);
    if (!written) throw new Error(`declaration ${savedId} vanished inside its own save`);
    return written;
  });
  // what sending would refuse is saved, and said
  return { ...stored, warnings: withMessages(checked.warnings, req.lang) };
}

/** Head fields a copy starts without: numbers customs gave, sending, receipts, printing, milestones. */
const NOT_COPIED = ['cd_sn', 'cd_no', 'qp_sn', 'entry_sn', 'apply_date', 'message_sn', 'shipping_bill_ref'];

/** POST /api/declarations/:id/copy: a new draft with the same head fields and lines. Answers {id}. */
export async function copyDeclaration(db: Db, req: FastifyRequest, actor: Actor, id: number) {
  await scopedHead(db, actor, id);
  const source = (await loadDeclaration(db, id))!;
  const values = writableHead(source.head as Row, true);
  for (const name of NOT_COPIED) values[name] = null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(declarations)
      .values(
        insertValues(declarations, {
          ...values,
          cd_company_id: source.head.cd_company_id,
          customer_code: source.head.customer_code,
          customer_id: source.head.customer_id,
          ...declarationTotals(source.goods),
          edit_name: actor.name,
          edit_time: new Date(),
          create_id: actor.userId,
          update_id: actor.userId,
        }),
      )
      .returning({ id: dc.id });
    const newId = row!.id;
    const cd_sn = internalNo(source.head as Row, newId);
    await tx.update(declarations).set({ cd_sn }).where(eq(dc.id, newId));
    await replaceLines(tx, newId, source);
    await recordOperation(tx, req, {
      action: 'copy',
      target: 'declarations',
      recordId: newId,
      after: { copied_from: id, cd_sn },
    });
    return { id: newId, cd_sn };
  });
}
