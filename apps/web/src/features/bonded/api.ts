import { INVT_STATUS_CODE } from '@app/shared';
import { downloadFile, requestJson } from '../../api/http.ts';

/** The account book's actions: confirm (未确认 → 已确认) and submit (已确认 → 已提交), with the version read. */
export type BookAction = 'confirm' | 'submit';

/** The book as the action answers it (its new status and version). */
export interface BookAnswer {
  id: number;
  status: string;
  version: number;
}

export const bookAction = (id: number, action: BookAction, version: number) =>
  requestJson<BookAnswer>(`/api/account-books/${id}/${action}`, { method: 'POST', data: { version } });

/** Declares an inventory list (保存并申报): the INV101 message through its channel. */
export const declareList = (id: number, version: number) =>
  requestJson<{ id: number; status: string; client_seq_no: string }>(`/api/inventory-lists/${id}/declare`, {
    method: 'POST',
    data: { version },
  });

/** One entry of a list's timeline: its send and each receipt. */
export interface TimelineEntry {
  message_type: string;
  code: string;
  message: string;
  receipt_time: string;
}

export const listTimeline = (id: number) =>
  requestJson<{ content: TimelineEntry[] }>(`/api/inventory-lists/${id}/timeline`);

/** Goods or consumption lines of a book, as the import calls them. */
export type ImportKind = 'goods' | 'losses';

export interface ImportAnswer {
  total: number;
  imported: number;
  refused: { row: number; errors: Record<string, string> }[];
}

export const downloadImportTemplate = (kind: ImportKind) =>
  downloadFile(`/api/account-books/import-template/${kind}`, `${kind}-template.xlsx`);

/** Uploads a filled template; without onlyValid a file with a refused row writes nothing (ApiError 400). */
export function importLines(bookId: number, kind: ImportKind, file: File, onlyValid: boolean) {
  const form = new FormData();
  form.append('file', file);
  return requestJson<ImportAnswer>(`/api/account-books/${bookId}/import/${kind}`, {
    method: 'POST',
    form,
    params: onlyValid ? { only_valid: '1' } : {},
    timeoutMs: 300_000,
  });
}

/** One account book's head (for the title of its lines' pages). */
export const bookOf = (id: number) => requestJson<{ id: number; ems_no: string }>(`/api/account-books/${id}`);

/** The list's PDF (A4 landscape, head and lines), saved by the browser; print it from the PDF viewer. */
export const downloadListPdf = (id: number, internalNo: string) =>
  downloadFile(`/api/inventory-lists/${id}/print.pdf`, `${internalNo}.pdf`);

/** 复制新增: a new draft with the list's head and lines. */
export const copyList = (id: number) =>
  requestJson<{ id: number; etps_inner_invt_no: string }>(`/api/inventory-lists/${id}/copy`, {
    method: 'POST',
  });

/** Saves all the lines of a list in one call; a refused line is named `lines[3].putrec_seqno`. */
export const saveLines = (id: number, version: number, lines: Record<string, unknown>[]) =>
  requestJson<{ id: number; version: number; lines: number }>(`/api/inventory-lists/${id}/lines`, {
    method: 'PUT',
    data: { version, lines },
  });

// ---- passports (核放单) ----

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
