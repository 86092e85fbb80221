import { inArray, sql } from 'drizzle-orm';
import { bills } from '../../../db/schema/index.ts';
import type { EntityHooks } from '../../../crud/hooks.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { statementStatusName } from './statement-party.ts';

/**
 * The engine's delete of statements and payments: a statement only as a draft or void (its lines are
 * freed), a payment only while it is not confirmed (a confirmed one has written lines off).
 */
export const statementEntityHooks: Record<string, EntityHooks> = {
  statements: {
    async beforeDelete(tx, rows, lang) {
      for (const row of rows)
        if (row.status !== 'draft' && row.status !== 'void')
          throw new AppError(409, 'statement.delete_not_draft', {
            status: statementStatusName(row.status as string, lang),
          });
      const ids = rows.map((r) => Number(r.id));
      if (ids.length)
        await tx
          .update(bills)
          .set({ statement_id: null, version: sql`${bills.version} + 1` })
          .where(inArray(bills.statement_id, ids));
    },
    deletesWith: ['bills'],
  },
  payments: {
    async beforeDelete(_tx, rows) {
      if (rows.some((row) => row.status === 'confirmed')) throw new AppError(409, 'payment.delete_confirmed');
    },
  },
};
