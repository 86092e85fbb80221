import { accountBook, type BookImportAnswer, type BookReceiptUploaded, type DocumentLog } from '@app/shared';
import { downloadFile, requestJson } from '../../api/http.ts';
import { getRecord } from '../../crud/crud-api.ts';
import { receiptForm } from './api.ts';

/** The account book's own calls beside the engine's (its moves, confirm, submit, change and write-off, are the definition's). */

/** Goods or consumption lines of a book, as the import calls them. */
export type ImportKind = 'goods' | 'losses';

const BOOKS = `/api/${accountBook.name}`;

export const downloadImportTemplate = (kind: ImportKind) =>
  downloadFile(`${BOOKS}/import-template/${kind}`, `${kind}-template.xlsx`);

/** Uploads a filled template; without onlyValid a file with a refused row writes nothing (ApiError 400). */
export function importLines(bookId: number, kind: ImportKind, file: File, onlyValid: boolean) {
  const form = new FormData();
  form.append('file', file);
  return requestJson<BookImportAnswer>(`${BOOKS}/${bookId}/import/${kind}`, {
    method: 'POST',
    form,
    params: onlyValid ? { only_valid: '1' } : {},
    timeoutMs: 300_000,
  });
}

/** One account book (for the title of its lines' pages). */
export const bookOf = (id: number) => getRecord(BOOKS, id);

/** The book's log (the engine's), oldest first: its moves, its filings and customs' receipts. */
export const bookLog = (id: number) => requestJson<DocumentLog>(`${BOOKS}/${id}/log`);

/** A book receipt customs gave by other means (its import response or audit), recorded as the inbox would. */
export const uploadBookReceipt = (file: File) =>
  requestJson<BookReceiptUploaded>(`${BOOKS}/receipts/upload`, {
    method: 'POST',
    form: receiptForm(file),
    timeoutMs: 60_000,
  });
