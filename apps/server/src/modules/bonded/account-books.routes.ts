import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountBook, bookImportAnswer, bookReceiptUploadedSchema } from '@app/shared';
import { account_books } from '../../db/schema/index.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { checkOoxml } from '../../plugins/ooxml-bounds.ts';
import { idSchema } from '../../plugins/paging.ts';
import { assertBookEditable } from './account-books.hooks.ts';
import {
  importBookLines,
  importTemplate,
  tidyAfterImport,
  TIDY_AFTER_ROWS,
  type ImportKind,
} from './book-import.ts';
import { contentDisposition } from '../downloads/content-disposition.ts';
import { binaryFileSchema, errorResponses } from '@app/shared';
import { wholeFile } from '../../plugins/upload-bytes.ts';
import { receiptUploadRoute } from '../receipts/receipt-upload-route.ts';
import { recordBookReceipt, registerBookMoves } from './book-receipts.ts';

const bk = account_books;

/**
 * The account book's imports (goods and consumption lines from a spreadsheet) and their templates, and
 * the upload of a receipt file. Its moves (confirm, submit, change, write-off) are the definition's
 * workflow, served by the engine (`book-moves.ts`); its log is the engine's `GET /api/account-books/:id/log`.
 */
export async function accountBookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // the book's receipts move it through this server's service (customs' approve and refuse)
  registerBookMoves(app.db, app.entities(accountBook.name));

  await receiptUploadRoute(app, {
    url: '/api/account-books/receipts/upload',
    permission: accountBook.permissions.submit!,
    tags: ['account-books'],
    summary: 'Records one account book receipt file (multipart "file" or raw XML) as the inbox does',
    answer: bookReceiptUploadedSchema,
    record: async (req, content, fileName) => {
      const result = await recordBookReceipt(
        app.db,
        content,
        fileName,
        scopeOf(accountBook, tableOf(accountBook), requireActor(req)),
      );
      return {
        record: { target: accountBook.name, id: result.bookId, duplicate: result.duplicate },
        answer: {
          book_id: result.bookId,
          duplicate: result.duplicate,
          status: result.status,
          message_type: result.messageType,
          code: result.code,
        },
      };
    },
  });

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
        response: { 200: bookImportAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      if (!req.isMultipart()) throw fieldError('file', 'receipts.no_file');
      const upload = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!upload) throw fieldError('file', 'upload.empty_file');
      const content = await wholeFile(upload).catch((e: unknown) => {
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
          .where(and(eq(bk.id, req.params.id), scopeOf(accountBook, tableOf(accountBook), actor)))
          .for('update');
        if (!book) throw notFound();
        assertBookEditable(book.status ?? '', req.lang);
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
