import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inventoryList, inventoryListLine, t } from '@app/shared';
import {
  account_book_goods,
  base_data,
  inventory_list_lines,
  inventory_lists,
} from '../../db/schema/index.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { AppError, conflict, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { explainValidation, RequestValidationError } from '../../plugins/validation.ts';
import { assertListEditable, fromItem } from './inventory-items.ts';

const il = inventory_lists;
const gd = account_book_goods;
const BATCH = 1000;
export const MAX_LIST_LINES = 10_000;

type Row = Record<string, unknown>;

/** The code lists a line's units, currency and origin must come from. */
const CODED: Record<string, string> = { dcl_unitcd: 'deal-uom', dcl_currcd: 'currency', natcd: 'country' };

/**
 * Saves all the lines of a list in one call (the editor's save): each line checked as the line screen
 * checks it, its book item found in one query, parameter codes in one query; every refused line named
 * (`lines[3].putrec_seqno`), nothing written then; otherwise the lines replace the old ones in batches, in
 * one transaction with the list locked, and the list's version moves on.
 */
export async function saveListLines(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; lines: Row[] },
): Promise<{ id: number; version: number; lines: number }> {
  const lang = req.lang;
  const service = app.entities(inventoryListLine.name);
  return app.db.transaction(async (tx) => {
    const [list] = await tx
      .select()
      .from(il)
      .where(and(eq(il.id, id), scopeOf(inventoryList, tableOf(inventoryList), actor)))
      .for('update');
    if (!list) throw notFound();
    if (list.version !== body.version) throw conflict();
    assertListEditable(list.status, lang);

    const errors: Record<string, { key: string }> = {};
    const parsed = body.lines.map((line, i) => {
      try {
        return service.parseCreate({ gds_seqno: i + 1, ...line, list_id: id });
      } catch (e) {
        if (!(e instanceof RequestValidationError)) throw e;
        for (const [field, text] of Object.entries(explainValidation(e, lang)))
          errors[`lines[${i}].${field}`] = { key: text };
        return null;
      }
    });
    const nos = [...new Set(parsed.flatMap((p) => (p ? [Number(p.putrec_seqno)] : [])))];
    const items = nos.length
      ? await tx
          .select()
          .from(gd)
          .where(
            and(eq(gd.book_id, list.book_id), eq(gd.type, list.mtpck_endprd_markcd), inArray(gd.g_no, nos)),
          )
      : [];
    const byNo = new Map(items.map((i) => [i.g_no, i]));
    const wanted = new Map<string, Set<string>>();
    for (const p of parsed)
      for (const [field, type] of Object.entries(CODED))
        if (p?.[field]) (wanted.get(type) ?? wanted.set(type, new Set()).get(type)!).add(String(p[field]));
    const known = new Set(
      (
        await Promise.all(
          [...wanted].map(([type, codes]) =>
            tx
              .select({ type: base_data.type, code: base_data.cus_code })
              .from(base_data)
              .where(and(eq(base_data.type, type), inArray(base_data.cus_code, [...codes]))),
          ),
        )
      )
        .flat()
        .map((r) => `${r.type}:${r.code}`),
    );
    const seqnos = new Set<number>();
    const rows: Row[] = [];
    parsed.forEach((p, i) => {
      if (!p) return;
      const at = (field: string, text: string) => (errors[`lines[${i}].${field}`] ??= { key: text });
      const item = byNo.get(Number(p.putrec_seqno));
      if (!item) {
        at(
          'putrec_seqno',
          t(list.mtpck_endprd_markcd === 'E' ? 'book.finished_missing' : 'book.material_missing', lang, {
            no: String(p.putrec_seqno),
          }),
        );
        return;
      }
      if (seqnos.has(Number(p.gds_seqno)))
        at('gds_seqno', t('error.duplicate', lang, { field: String(p.gds_seqno) }));
      seqnos.add(Number(p.gds_seqno));
      for (const [field, type] of Object.entries(CODED))
        if (p[field] && !known.has(`${type}:${String(p[field])}`))
          at(field, t('error.not_found_ids', lang, { ids: String(p[field]) }));
      try {
        rows.push({
          ...fromItem(p, item),
          list_id: id,
          company_id: list.company_id,
          customer_code: list.customer_code,
          create_id: actor.userId,
          update_id: actor.userId,
        });
      } catch (e) {
        if (!(e instanceof AppError) || !e.fieldErrors) throw e;
        for (const [field, fe] of Object.entries(e.fieldErrors)) at(field, t(fe.key, lang, fe.params));
      }
    });
    if (Object.keys(errors).length) throw new AppError(400, 'error.validation', undefined, errors);

    await tx.delete(inventory_list_lines).where(eq(inventory_list_lines.list_id, id));
    for (let i = 0; i < rows.length; i += BATCH)
      await tx
        .insert(inventory_list_lines)
        .values(rows.slice(i, i + BATCH).map((r) => r as typeof inventory_list_lines.$inferInsert));
    const [after] = await tx
      .update(il)
      .set({ version: sql`${il.version} + 1`, update_id: actor.userId, update_time: new Date() })
      .where(eq(il.id, id))
      .returning({ version: il.version });
    await recordOperation(tx, req, {
      action: 'save-lines',
      target: 'inventory-lists',
      recordId: id,
      after: { lines: rows.length },
    });
    return { id, version: after!.version, lines: rows.length };
  });
}

/** Head fields a copy starts without: what customs gave, sending, receipts and the generated declaration. */
const NOT_COPIED = new Set([
  'id',
  'seq_no',
  'bond_invt_no',
  'entry_no',
  'declaration_id',
  'status',
  'vrfded_markcd',
  'send_time',
  'client_seq_no',
  'return_message',
  'create_id',
  'create_time',
  'update_id',
  'update_time',
  'version',
]);

/**
 * 复制新增: a new draft with the list's head (a new internal number: the old one with -C and a counter)
 * and its lines, in the caller's scope. Answers the new list's id.
 */
export async function copyList(app: FastifyInstance, req: FastifyRequest, actor: Actor, id: number) {
  return app.db.transaction(async (tx) => {
    const [list] = await tx
      .select()
      .from(il)
      .where(and(eq(il.id, id), scopeOf(inventoryList, tableOf(inventoryList), actor)));
    if (!list) throw notFound();
    const head = Object.fromEntries(Object.entries(list).filter(([k]) => !NOT_COPIED.has(k)));
    const base = list.etps_inner_invt_no.replace(/-C\d+$/, '').slice(0, 56);
    let n = 1;
    while (
      (
        await tx
          .select({ id: il.id })
          .from(il)
          .where(and(eq(il.company_id, list.company_id ?? 0), eq(il.etps_inner_invt_no, `${base}-C${n}`)))
      ).length
    )
      n += 1;
    const [copy] = await tx
      .insert(il)
      .values({
        ...(head as typeof il.$inferInsert),
        etps_inner_invt_no: `${base}-C${n}`,
        create_id: actor.userId,
        update_id: actor.userId,
      })
      .returning({ id: il.id, etps_inner_invt_no: il.etps_inner_invt_no });
    const lines = await tx.select().from(inventory_list_lines).where(eq(inventory_list_lines.list_id, id));
    if (lines.length)
      await tx.insert(inventory_list_lines).values(
        lines.map(({ id: _id, create_time: _c, update_time: _u, version: _v, ...line }) => ({
          ...line,
          list_id: copy!.id,
          create_id: actor.userId,
          update_id: actor.userId,
        })),
      );
    await recordOperation(tx, req, {
      action: 'copy',
      target: 'inventory-lists',
      recordId: copy!.id,
      before: { from: id },
    });
    return { id: copy!.id, etps_inner_invt_no: copy!.etps_inner_invt_no };
  });
}
