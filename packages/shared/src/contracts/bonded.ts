import { z } from 'zod';

/**
 * The passport's own answers beside the engine's (`apps/server/src/modules/bonded/passports.routes.ts`),
 * and what every receipt upload answers. The binding's answers are the passport definition's
 * (`bindableListsAnswer`, `passportBindAnswer`), the account book's and inventory list's their
 * definitions' (`bookImportAnswer`, `inventoryListAnswers`); a passport line after its edit is an
 * `EntityRecord` (`entityRecordSchema(passportLine)`), the timeline a `DocumentLog`.
 */

/**
 * What every receipt upload answers (passports, inventory lists, manifests), beside its document's
 * own fields: whether the same file was recorded before, and the receipt's code.
 */
export const receiptUploadedSchema = z.object({ duplicate: z.boolean(), code: z.string() });
export type ReceiptUploaded = z.infer<typeof receiptUploadedSchema>;

/** POST /api/passports/receipts/upload: the passport the receipt moved, its state and customs' own. */
export const passportReceiptUploadedSchema = receiptUploadedSchema.extend({
  passport_id: z.number().int(),
  status: z.string(),
  stucd: z.string().nullable(),
  message_type: z.string(),
});
export type PassportReceiptUploaded = z.infer<typeof passportReceiptUploadedSchema>;

/** POST /api/account-books/receipts/upload: the book the receipt named and the state it reached. */
export const bookReceiptUploadedSchema = receiptUploadedSchema.extend({
  book_id: z.number().int(),
  status: z.string(),
  message_type: z.string(),
});
export type BookReceiptUploaded = z.infer<typeof bookReceiptUploadedSchema>;
