import { inArray, sql } from 'drizzle-orm';
import { stateName, statement } from '@app/shared';
import { bills } from '../../../db/schema/index.ts';
import type { EntityHooks } from '../../../crud/hooks.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { billMoves } from '../bills/bill-moves.ts';
import { paymentMoves } from '../payments/payment-moves.ts';
import { statementMoves } from './statement-moves.ts';

/**
 * The engine hooks of finance's documents: the moves of statements, payments and charge lines; the
 * delete of a statement only as a draft or void (its lines are freed), of a payment only while it is
 * not confirmed (a confirmed one has written lines off).
 */
export const statementEntityHooks: Record<string, EntityHooks> = {
  statements: {
    async beforeDelete(tx, rows, lang) {
      for (const row of rows)
        if (row.status !== 'draft' && row.status !== 'void')
          throw new AppError(409, 'statement.delete_not_draft', {
            status: stateName(statement, row.status, lang),
          });
      const ids = rows.map((r) => Number(r.id));
      if (ids.length)
        await tx
          .update(bills)
          .set({ statement_id: null, version: sql`${bills.version} + 1` })
          .where(inArray(bills.statement_id, ids));
    },
    deletesWith: ['bills'],
    moves: statementMoves,
  },
  payments: {
    async beforeDelete(_tx, rows) {
      if (rows.some((row) => row.status === 'confirmed')) throw new AppError(409, 'payment.delete_confirmed');
    },
    moves: paymentMoves,
  },
  bills: { moves: billMoves },
};
