import { requestJson } from '../../api/http.ts';

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
