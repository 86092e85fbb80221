import { requestJson } from '../../api/http.ts';

// ---- passports (核放单; their moves are the definition's, the binding's calls in passport-api.ts; the account
// book's and inventory list's calls are in book-api.ts and inventory-api.ts) ----

const PASSPORTS = '/api/passports';

/** One entry of an action log: an action of ours or a receipt of customs', oldest first. */
export interface ActionLogEntry {
  action: string;
  result: 'ok' | 'failed';
  message_type: string | null;
  code: string | null;
  message: string | null;
  at: string;
  user_name: string | null;
}

export const passportTimeline = (id: number) =>
  requestJson<{ content: ActionLogEntry[] }>(`${PASSPORTS}/${id}/timeline`);

/** What a receipt upload recorded (duplicate: the same file was recorded before). */
export interface ReceiptUploadAnswer {
  duplicate: boolean;
  code: string | null;
  message_type?: string | null;
}

/** A receipt file as multipart field "file" (a receipt customs gave by other means). */
export function receiptForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

export const uploadPassportReceipt = (file: File) =>
  requestJson<ReceiptUploadAnswer & { passport_id: number; status: string; stucd: string | null }>(
    `${PASSPORTS}/receipts/upload`,
    { method: 'POST', form: receiptForm(file), timeoutMs: 60_000 },
  );

/** Changes a passport line's quantity and weights (the part of its list this vehicle carries). */
export const editPassportLine = (
  id: number,
  values: { version: number; dcl_qty?: string; gross_wt?: string | null; net_wt?: string | null },
) =>
  requestJson<{ id: number; version: number }>(`/api/passport-lines/${id}`, { method: 'PUT', data: values });
