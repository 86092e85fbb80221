import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOK_STATUS_CODE, accountBook, businessDay, localize } from '@app/shared';
import { account_book_goods, account_books } from '../../db/schema/index.ts';
import { entityResponses } from '../../crud/response-schemas.ts';
import { AppError, conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';
import { checkOoxml } from '../../plugins/ooxml-bounds.ts';
import { idSchema } from '../../plugins/paging.ts';
import { statusName } from './account-books.hooks.ts';
import {
  importBookLines,
  importTemplate,
  tidyAfterImport,
  TIDY_AFTER_ROWS,
  type ImportKind,
} from './book-import.ts';
import { contentDisposition } from '../downloads/content-disposition.ts';
import { binaryFileSchema, errorResponses } from '@app/shared';

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

  const kindParam = z.enum(['goods', 'losses']);
  const MAX_IMPORT_BYTES = 30 * 1024 * 1024;

  r.get(
    '/api/account-books/import-template/:kind',
    {
      config: { permission: accountBook.permissions.add },
      schema: {
        tags: ['account-books'],
        summary: 'The spreadsheet template of a goods or consumption import (headers in the user’s language)',
        params: z.object({ kind: kindParam }),
        response: { 200: binaryFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await importTemplate(req.params.kind, req.lang);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`${req.params.kind}-template.xlsx`))
        .send(file);
    },
  );

  r.post(
    '/api/account-books/:id/import/:kind',
    {
      config: { permission: accountBook.permissions.add },
      schema: {
        tags: ['account-books'],
        summary:
          'Imports goods or consumption lines from a spreadsheet (multipart "file"); every refused row is named; ' +
          'nothing is written when one is refused unless only_valid=1',
        params: z.object({ id: idSchema, kind: kindParam }),
        querystring: z.object({ only_valid: z.enum(['0', '1']).optional() }),
        response: {
          200: z.object({
            total: z.number().int(),
            imported: z.number().int(),
            refused: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.string()) })),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      if (!req.isMultipart()) throw fieldError('file', 'receipts.no_file');
      const upload = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!upload) throw fieldError('file', 'upload.empty_file');
      const content = await upload.toBuffer().catch((e: unknown) => {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'error.body_too_large', { limit: '30 MB' });
        throw e;
      });
      if (!content.length) throw fieldError('file', 'upload.empty_file');
      // bounded before exceljs reads a byte: a zip bomb or a sheet of a million rows is a 400 here
      await checkOoxml(upload.filename, content);
      const onlyValid = req.query.only_valid === '1';
      const kind: ImportKind = req.params.kind;
      const outcome = await app.db.transaction(async (tx) => {
        const [book] = await tx
          .select()
          .from(bk)
          .where(
            and(
              eq(bk.id, req.params.id),
              scopeCondition(actor, { company: bk.company_id, customer: bk.customer_code }),
            ),
          )
          .for('update');
        if (!book) throw notFound();
        if (book.status !== BOOK_STATUS_CODE.unconfirmed && book.status !== BOOK_STATUS_CODE.declaredFailed)
          throw new AppError(409, 'book.not_editable', { status: statusName(book.status ?? '', req.lang) });
        let result;
        try {
          result = await importBookLines(app, tx, kind, book, content, {
            lang: req.lang,
            fileName: upload.filename,
            onlyValid,
            userId: actor.userId,
          });
        } catch (e) {
          if (e instanceof AppError) throw e;
          req.log.warn({ err: e }, 'import: unreadable spreadsheet');
          throw fieldError('file', 'book.import_unreadable');
        }
        if (!onlyValid && result.refused.length) {
          const shown = result.refused.slice(0, 200);
          throw new AppError(
            400,
            'book.import_refused',
            { count: String(result.refused.length), total: String(result.total) },
            Object.fromEntries(
              shown.flatMap((r) =>
                Object.entries(r.errors).map(([field, text]) => [`row ${r.row} · ${field}`, { key: text }]),
              ),
            ),
          );
        }
        if (!result.total) throw fieldError('file', 'book.import_empty');
        await recordOperation(tx, req, {
          action: `import-${kind}`,
          target: 'account-books',
          recordId: book.id,
          after: { total: result.total, imported: result.imported, refused: result.refused.length },
        });
        return result;
      });
      if (outcome.imported >= TIDY_AFTER_ROWS) await tidyAfterImport(app.db, kind);
      return outcome;
    },
  );
}
