import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponses } from '@app/shared';
import { fieldError } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { MAX_RECEIPT_BYTES, uploadedReceipt, XML_TYPES } from './receipt-upload.ts';
import { NoMatchError, ReceiptParseError } from './receipt-errors.ts';

/** What an upload recorded: the audit entry's target, and the answer. */
export interface UploadOutcome<A> {
  record: { target: string; id: number; duplicate: boolean };
  answer: A;
}

/**
 * A route that records one receipt file (multipart "file" or the raw XML body, at most 1 MB) as the inbox
 * does: an unreadable receipt or one naming no document of the caller's is a 400 on `file`, nothing written.
 */
export async function receiptUploadRoute<S extends z.ZodTypeAny>(
  app: FastifyInstance,
  route: {
    url: string;
    permission: string;
    tags: string[];
    summary: string;
    answer: S;
    record: (req: FastifyRequest, content: Buffer, fileName?: string) => Promise<UploadOutcome<z.infer<S>>>;
  },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_RECEIPT_BYTES },
      (_req, body, done) => done(null, body),
    );
    // the answer's schema serialises it (the app's zod compilers); its type is the caller's record()
    scope.post(
      route.url,
      {
        config: { permission: route.permission },
        schema: {
          tags: route.tags,
          summary: route.summary,
          response: { 200: route.answer, ...errorResponses },
        },
      },
      async (req): Promise<unknown> => {
        const { content, fileName } = await uploadedReceipt(req);
        if (content.length === 0) throw fieldError('file', 'upload.empty_file');
        try {
          const outcome = await route.record(req, content, fileName);
          if (!outcome.record.duplicate)
            await recordOperation(app.db, req, {
              action: 'receipt',
              target: outcome.record.target,
              recordId: outcome.record.id,
            });
          return outcome.answer;
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
