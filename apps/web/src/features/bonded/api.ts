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
