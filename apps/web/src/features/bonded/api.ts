import { INVT_STATUS_CODE } from '@app/shared';
import { requestJson } from '../../api/http.ts';

// ---- passports (核放单; the account book's and inventory list's calls are in book-api.ts and inventory-api.ts) ----

const PASSPORTS = '/api/passports';

/** A passport as its actions answer it: its new status and version (and what the action changed). */
export interface PassportAnswer {
  id: number;
  version: number;
  status: string;
}

/** Confirm (未确认 → 已确认) and its undo. */
export type PassportStep = 'confirm' | 'unconfirm';

export const passportStep = (id: number, step: PassportStep, version: number) =>
  requestJson<PassportAnswer>(`${PASSPORTS}/${id}/${step}`, { method: 'POST', data: { version } });

/** Declares a passport (SAS121) through its channel. */
export const declarePassport = (id: number, version: number) =>
  requestJson<PassportAnswer & { client_seq_no: string; channel_id: number; file?: string }>(
    `${PASSPORTS}/${id}/declare`,
    { method: 'POST', data: { version } },
  );

/** Voids an approved passport (stucd 1) with the reason customs is given. */
export const voidPassport = (id: number, version: number, reason: string) =>
  requestJson<PassportAnswer & { stucd: string }>(`${PASSPORTS}/${id}/void`, {
    method: 'POST',
    data: { version, reason },
  });

/** Binds the passport to these inventory lists (replacing the binding); its lines are made again. */
export const bindPassportLists = (id: number, version: number, listIds: number[]) =>
  requestJson<{
    id: number;
    version: number;
    lines: number;
    total_gross_wt: string | null;
    total_net_wt: string | null;
    rlt_no: string | null;
  }>(`${PASSPORTS}/${id}/lists`, { method: 'POST', data: { version, list_ids: listIds } });

/** An inventory list a passport may be bound to (the columns the binding dialog shows). */
export interface CandidateList {
  id: number;
  etps_inner_invt_no: string;
  bond_invt_no: string | null;
  status: string;
  impexp_markcd: string;
}

/** The list statuses a passport may carry: customs took the list in (入库成功, 审核通过, 已核扣). */
const BINDABLE = [INVT_STATUS_CODE.accepted, INVT_STATUS_CODE.approved, INVT_STATUS_CODE.deducted].join(',');

/** Lists of the passport's book and direction that may be bound, the latest 100. */
export const candidateLists = (bookId: unknown, ieFlag: unknown) =>
  requestJson<{ content: CandidateList[] }>('/api/inventory-lists', {
    params: {
      book_id: bookId,
      impexp_markcd: ieFlag,
      status: BINDABLE,
      sort: 'create_time,desc',
      page: 1,
      size: 100,
    },
  });

/** The lists a passport is bound to now. */
export const boundLists = (passportId: number) =>
  requestJson<{ content: { id: number; list_id: number; rlt_no: string }[] }>('/api/passport-lists', {
    params: { passport_id: passportId, page: 1, size: 100 },
  });

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
