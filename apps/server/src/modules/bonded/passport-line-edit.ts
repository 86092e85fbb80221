import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldSchema, passport, passportLine } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { passport_lines, passports } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { assertPassportEditable, refreshPassportTotals } from './passports.hooks.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';

/** What may change on a passport line: its quantity, weights and note (the rest comes from its list). */
const fields = passportLine.fields;
export const lineEditSchema = z.strictObject({
  version: z.number().int().positive(),
  dcl_qty: fieldSchema(fields.dcl_qty!).optional(),
  gross_wt: fieldSchema(fields.gross_wt!).nullish(),
  net_wt: fieldSchema(fields.net_wt!).nullish(),
  rmk: fieldSchema(fields.rmk!).nullish(),
});

/**
 * Changes a line's quantity and weights (the part of a list this vehicle carries), while its passport is
 * editable; the passport's goods weights follow.
 */
export async function editPassportLine(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; dcl_qty?: unknown; gross_wt?: unknown; net_wt?: unknown; rmk?: unknown },
) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ line: passport_lines, status: passports.status })
      .from(passport_lines)
      .innerJoin(passports, eq(passports.id, passport_lines.passport_id))
      .where(and(eq(passport_lines.id, id), scopeOf(passport, tableOf(passport), actor)))
      .for('update');
    if (!line) throw notFound();
    if (line.line.version !== body.version) throw conflict();
    assertPassportEditable(line.status);
    const { version: _version, ...values } = body;
    const [after] = await tx
      .update(passport_lines)
      .set({
        ...(values as Partial<typeof passport_lines.$inferInsert>),
        version: sql`${passport_lines.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(passport_lines.id, id))
      .returning();
    await refreshPassportTotals(tx, line.line.passport_id);
    await recordOperation(tx, req, {
      action: 'update',
      target: 'passport-lines',
      recordId: id,
      before: line.line,
      after,
    });
    return after!;
  });
}
