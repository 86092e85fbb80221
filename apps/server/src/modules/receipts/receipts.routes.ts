import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../plugins/paging.ts';
import { CODE_OK } from '@app/shared';
import { receiptHistoryAnswerSchema, receiptUploadAnswerSchema } from '@app/shared';
import { PERM } from '@app/shared';
import { fieldError } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { assertDeclarationVisible, declarationScope } from '../declarations/declarations.scope.ts';
import { loadDeclaration } from '../declarations/declarations.repo.ts';
import { parseCustomsDateTime } from './customs-time.ts';
import { codeMeaning } from './receipt-codes.ts';
import { ReceiptParseError } from './receipt-parser.ts';
import { asEntries, NoMatchError, recordReceiptFile } from './receipts.service.ts';
import { MAX_RECEIPT_BYTES, uploadedReceipt, XML_TYPES } from './receipt-upload.ts';

const idParams = z.object({ id: idSchema });

/**
 * A receipt's time as answered: an instant (ISO, UTC), not the China wall-clock text return_content
 * keeps, so the browser shows it on the business clock exactly as it shows the head's return_time (the
 * list's 最新回执); a text that is no time as it is.
 */
export const answeredDate = (date: string): string | null =>
  parseCustomsDateTime(date)?.toISOString() ?? (date || null);
export async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/declarations/:id/receipts',
    {
      config: { permission: PERM.declarationSearch },
      schema: {
        tags: ['declarations'],
        summary: 'The receipt history of a declaration, oldest first, with each code’s meaning',
        params: idParams,
        response: { 200: receiptHistoryAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      await assertDeclarationVisible(app.db, actor, req.params.id);
      const full = await loadDeclaration(app.db, req.params.id);
      const data = asEntries(full?.head.return_content).map((e) => ({
        code: e.code,
        meaning: codeMeaning(e.code, req.lang),
        message: e.message,
        date: answeredDate(e.date),
        ret_seq_no: e.ret_seq_no,
      }));
      return { code: CODE_OK, data };
    },
  );

  // raw XML bodies arrive as bytes: the receipt's own declaration names its encoding
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_RECEIPT_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/receipts/upload',
      {
        config: { permission: PERM.declarationSend },
        schema: {
          tags: ['declarations'],
          summary:
            'Records one receipt file (multipart field "file", or a raw application/xml body) as the inbox watcher does',
          response: { 200: receiptUploadAnswerSchema },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const { content, fileName } = await uploadedReceipt(req);
        if (content.length === 0) throw fieldError('file', 'upload.empty_file');
        const scopeSql = declarationScope(actor);
        try {
          const result = await recordReceiptFile(app.db, content, fileName, scopeSql);
          if (!result.duplicate) {
            await recordOperation(app.db, req, {
              action: 'receipt',
              target: 'declarations',
              recordId: result.declarationId,
              after: result.entry,
            });
          }
          return {
            code: CODE_OK,
            data: {
              declaration_id: result.declarationId,
              duplicate: result.duplicate,
              ...result.entry,
              date: answeredDate(result.entry.date),
              meaning: codeMeaning(result.entry.code, req.lang),
            },
          };
        } catch (e) {
          if (e instanceof ReceiptParseError)
            throw fieldError('file', 'receipts.unreadable', { reason: e.message });
          if (e instanceof NoMatchError) throw fieldError('file', 'receipts.no_match', { reason: e.message });
          throw e;
        }
      },
    );
  });
}
