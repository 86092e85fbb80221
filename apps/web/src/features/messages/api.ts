import type { InboxMessage, InboxPage, MessageKind, MessageSent, UnreadCounts } from '@app/shared';
import { ApiError, fetchData, request, requestJson } from '../../api/http.ts';

/** The message-centre calls (packages/shared/src/contracts/messages.ts). */

export type { InboxMessage, InboxPage, MessageKind, UnreadCounts };
export const MESSAGE_KINDS: readonly MessageKind[] = ['announcement', 'private'];

export interface ListParams {
  kind?: MessageKind | undefined;
  unread?: boolean | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

export type SendInput =
  | { kind: 'announcement'; title: string; body: string }
  | { kind: 'private'; title: string; body: string; target_type: 'user' | 'role'; target_ids: number[] };

/** What the store needs from the server (the real calls below; tests may pass their own). */
export interface MessagesApi {
  list(params: ListParams): Promise<InboxPage>;
  unreadCount(): Promise<UnreadCounts>;
  markRead(what: { ids: number[] } | { all: true; kind?: MessageKind }): Promise<void>;
}

const BASE = '/api/messages';

export const messagesApi: MessagesApi = {
  list: ({ kind, unread, page = 1, size = 10 }) =>
    requestJson<InboxPage>(BASE, { params: { kind, unread: unread ? 1 : undefined, page, size } }),
  unreadCount: () => fetchData<UnreadCounts>(`${BASE}/unread-count`),
  async markRead(what) {
    const body = await request(`${BASE}/read`, { data: what });
    if (body.code !== 0) throw new ApiError(body.message ?? '', 200, body);
  },
};

export const sendMessage = (input: SendInput) => fetchData<MessageSent>(`${BASE}/send`, { data: input });
