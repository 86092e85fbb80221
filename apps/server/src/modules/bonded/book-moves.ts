import { count, eq } from 'drizzle-orm';
import { businessDay } from '@app/shared';
import { account_book_goods } from '../../db/schema/index.ts';
import type { MoveHooks } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import { approveMove, changeMove, submitMove, writeOffMove } from './book-filing.ts';

/**
 * What the account book's moves (its definition's workflow) do beyond the state: confirm needs goods
 * and a validity not yet passed, and stamps confirm_time; submit files the book with customs (EMS111 /
 * BWS101), write-off sends its EMS121, change reopens an approved book, and customs' approve keeps the
 * lines it approved (`book-filing.ts`); refuse needs nothing more (the receipt wrote customs' text).
 */
export const accountBookMoves: Record<string, MoveHooks> = {
  confirm: {
    async before({ tx, before, now }) {
      const [{ goods } = { goods: 0 }] = await tx
        .select({ goods: count() })
        .from(account_book_goods)
        .where(eq(account_book_goods.book_id, Number(before.id)));
      if (!goods) throw new AppError(409, 'book.no_goods');
      if (before.valid_date && String(before.valid_date) < businessDay())
        throw new AppError(409, 'book.expired', { date: String(before.valid_date) });
      return { values: { confirm_time: now } };
    },
  },
  submit: submitMove,
  'write-off': writeOffMove,
  change: changeMove,
  approve: approveMove,
};
