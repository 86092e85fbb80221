import { and, eq, sql } from 'drizzle-orm';
import { bills, statements } from '../../../db/schema/index.ts';
import type { MoveHooks } from '../../../crud/hooks.ts';
import { notifyStatementSent } from './statement-notice.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What a statement's moves (its definition's workflow) do beyond the state: confirm stamps the time,
 * dispute keeps the reason, invoice records the invoice and turns its confirmed lines invoiced, void frees
 * its lines for another statement. Send tells the customer once the move is committed (`afterCommit`).
 */
export const statementMoves: Record<string, MoveHooks> = {
  confirm: {
    async before({ now }) {
      return { values: { confirmed_time: now } };
    },
  },
  dispute: {
    async before({ body }) {
      return { values: { dispute_reason: text(body.reason) } };
    },
  },
  invoice: {
    async before({ tx, before, body, now }) {
      await tx
        .update(bills)
        .set({ status: 'invoiced', version: sql`${bills.version} + 1`, update_time: now })
        .where(and(eq(bills.statement_id, Number(before.id)), eq(bills.status, 'confirmed')));
      const values = { invoice_no: text(body.invoice_no), invoice_date: text(body.invoice_date) };
      return { values, message: `${values.invoice_no ?? ''} ${values.invoice_date ?? ''}` };
    },
  },
  send: {
    // the customer is told (message, live push, mail) once the send is committed
    async afterCommit(app, actor, after) {
      const [row] = await app.db.select().from(statements).where(eq(statements.id, after.id));
      if (row) await notifyStatementSent(app, actor, row);
    },
  },
  void: {
    async before({ tx, before, now }) {
      await tx
        .update(bills)
        .set({ statement_id: null, version: sql`${bills.version} + 1`, update_time: now })
        .where(eq(bills.statement_id, Number(before.id)));
    },
  },
};
