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
