import type { DocumentLog, EntityRecord, PassportReceiptUploaded } from '@app/shared';
import { requestJson } from '../../api/http.ts';

// ---- passports (核放单; their moves are the definition's, the binding's calls in passport-api.ts; the account
// book's and inventory list's calls are in book-api.ts and inventory-api.ts) ----

const PASSPORTS = '/api/passports';

/** The passport's log (the engine's, under its older name), oldest first: its actions and customs' receipts. */
export const passportTimeline = (id: number) => requestJson<DocumentLog>(`${PASSPORTS}/${id}/timeline`);

/** A receipt file as multipart field "file" (a receipt customs gave by other means). */
export function receiptForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

export const uploadPassportReceipt = (file: File) =>
  requestJson<PassportReceiptUploaded>(`${PASSPORTS}/receipts/upload`, {
    method: 'POST',
    form: receiptForm(file),
    timeoutMs: 60_000,
  });

/** Changes a passport line's quantity and weights (the part of its list this vehicle carries): the saved line. */
export const editPassportLine = (
  id: number,
  values: { version: number; dcl_qty?: string; gross_wt?: string | null; net_wt?: string | null },
) => requestJson<EntityRecord>(`/api/passport-lines/${id}`, { method: 'PUT', data: values });
