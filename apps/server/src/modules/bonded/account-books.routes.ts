import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOK_STATUS_CODE, accountBook, businessDay, localize } from '@app/shared';
import { account_book_goods, account_books } from '../../db/schema/index.ts';
import { entityResponses } from '../../crud/response-schemas.ts';
import { AppError, conflict, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';
import { idSchema } from '../../plugins/paging.ts';
import { statusName } from './account-books.hooks.ts';

const bk = account_books;

/** The book's actions: from which statuses each may start, and what it leaves. */
const ACTIONS = {
  confirm: {
    from: [BOOK_STATUS_CODE.unconfirmed, BOOK_STATUS_CODE.declaredFailed],
    to: BOOK_STATUS_CODE.confirmed,
    stamp: 'confirm_time',
    label: accountBook.buttons.find((b) => b.code === accountBook.permissions.confirm)!.title,
    permission: accountBook.permissions.confirm,
  },
  submit: {
    from: [BOOK_STATUS_CODE.confirmed],
    to: BOOK_STATUS_CODE.submitted,
    stamp: 'submit_time',
    label: accountBook.buttons.find((b) => b.code === accountBook.permissions.submit)!.title,
    permission: accountBook.permissions.submit,
  },
} as const;

/**
 * Confirm (未确认 → 已确认: the book has goods and is still valid) and submit (已确认 → 已提交) an
 * account book, each with the book's version (409 when stale) and an operation-log entry.
 */
export async function accountBookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const responses = entityResponses(accountBook);

  for (const [name, action] of Object.entries(ACTIONS)) {
    r.post(
      `/api/account-books/:id/${name}`,
      {
        config: { permission: action.permission },
        schema: {
          tags: ['account-books'],
          summary: `${localize(action.label, 'en')} an account book (status ${action.from.join('/')} → ${action.to})`,
          params: z.object({ id: idSchema }),
          body: z.object({ version: z.number().int().positive() }),
          response: responses.updated,
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const id = req.params.id;
        return app.db.transaction(async (tx) => {
          const [book] = await tx
            .select()
            .from(bk)
            .where(
              and(
                eq(bk.id, id),
                scopeCondition(actor, { company: bk.company_id, customer: bk.customer_code }),
              ),
            )
            .for('update');
          if (!book) throw notFound();
          if (book.version !== req.body.version) throw conflict();
          if (!(action.from as readonly string[]).includes(book.status ?? '')) {
            throw new AppError(409, 'book.action_state', {
              status: statusName(book.status ?? '', req.lang),
              action: localize(action.label, req.lang),
            });
          }
          if (name === 'confirm') {
            const [{ goods } = { goods: 0 }] = await tx
              .select({ goods: count() })
              .from(account_book_goods)
              .where(eq(account_book_goods.book_id, id));
            if (!goods) throw new AppError(409, 'book.no_goods');
            if (book.valid_date && String(book.valid_date) < businessDay())
              throw new AppError(409, 'book.expired', { date: String(book.valid_date) });
          }
          const [after] = await tx
            .update(bk)
            .set({
              status: action.to,
              [action.stamp]: new Date(),
              version: sql`${bk.version} + 1`,
              update_id: actor.userId,
              update_time: new Date(),
            })
            .where(eq(bk.id, id))
            .returning();
          await recordOperation(tx, req, {
            action: name,
            target: 'account-books',
            recordId: id,
            before: book,
            after,
          });
          return after!;
        });
      },
    );
  }
}
