import { errorText } from '../../../api/error-text.ts';
import { create } from 'zustand';
import type { NewMessagePush } from '@app/shared';
import { messagesApi, type InboxMessage, type MessageKind, type MessagesApi } from '../api.ts';

/**
 * The message state of the session (platform-shell §3.1): the unread count, and an announcement list
 * and a private list, each with the newest msg_id it knows and a loading flag. The server is the
 * source of truth; pushes on the live channel (new_msg, unread) keep it current between loads.
 */

export interface MessageList {
  /** The newest message id this list knows (from a load or a push); null before any. */
  msg_id: number | null;
  loading: boolean;
  /** Whether the list has been loaded at least once (a push then reloads it). */
  loaded: boolean;
  items: InboxMessage[];
  total: number;
  page: number;
  error?: string | undefined;
}

export interface MessagesState {
  unread: number;
  counts: Record<MessageKind, number>;
  announcement: MessageList;
  private: MessageList;
  /** Page size of the header lists. */
  size: number;
  refreshUnread(): Promise<void>;
  /** The unread total pushed by the server. */
  setUnread(unread: number): void;
  load(kind: MessageKind, page?: number): Promise<void>;
  /** Marks messages of one list read (the items change at once; the counts follow the server). */
  markRead(kind: MessageKind, ids: number[]): Promise<void>;
  /** Marks everything read, or everything of one kind. */
  markAllRead(kind?: MessageKind): Promise<void>;
  /** A new_msg push: counts up at once, remembers its id and reloads a list already shown. */
  received(push: NewMessagePush): void;
  reset(): void;
}

const emptyList = (): MessageList => ({
  msg_id: null,
  loading: false,
  loaded: false,
  items: [],
  total: 0,
  page: 1,
});

export function createMessagesStore(api: MessagesApi, size = 10) {
  return create<MessagesState>()((set, get) => {
    const patchList = (kind: MessageKind, patch: Partial<MessageList>) =>
      set((s) => ({ [kind]: { ...s[kind], ...patch } }) as Partial<MessagesState>);

    /** Only the newest load of a list may write it. */
    const loadSeq: Record<MessageKind, number> = { announcement: 0, private: 0 };

    return {
      unread: 0,
      counts: { announcement: 0, private: 0 },
      announcement: emptyList(),
      private: emptyList(),
      size,

      async refreshUnread() {
        const c = await api.unreadCount();
        set({ unread: c.unread, counts: { announcement: c.announcement, private: c.private } });
      },

      setUnread(unread) {
        set({ unread });
      },

      async load(kind, page = get()[kind].page) {
        const seq = ++loadSeq[kind];
        patchList(kind, { loading: true, error: undefined });
        try {
          const res = await api.list({ kind, page, size: get().size });
          if (seq !== loadSeq[kind]) return;
          const newest = res.content[0]?.msg_id ?? null;
          const known = get()[kind].msg_id;
          patchList(kind, {
            items: res.content,
            total: res.totalElements,
            page,
            loaded: true,
            loading: false,
            msg_id: page === 1 ? newest : Math.max(known ?? 0, newest ?? 0) || null,
          });
          set((s) => ({ counts: { ...s.counts, [kind]: res.unread } }));
        } catch (e) {
          if (seq === loadSeq[kind]) patchList(kind, { loading: false, error: errorText(e) });
          throw e;
        }
      },

      async markRead(kind, ids) {
        const list = get()[kind];
        const fresh = ids.filter((id) => list.items.some((m) => m.msg_id === id && !m.read));
        if (fresh.length === 0) return;
        patchList(kind, {
          items: list.items.map((m) => (fresh.includes(m.msg_id) ? { ...m, read: true } : m)),
        });
        set((s) => ({
          unread: Math.max(0, s.unread - fresh.length),
          counts: { ...s.counts, [kind]: Math.max(0, s.counts[kind] - fresh.length) },
        }));
        await api.markRead({ ids: fresh });
        await get().refreshUnread();
      },

      async markAllRead(kind) {
        await api.markRead(kind ? { all: true, kind } : { all: true });
        const kinds: MessageKind[] = kind ? [kind] : ['announcement', 'private'];
        for (const k of kinds) {
          patchList(k, { items: get()[k].items.map((m) => ({ ...m, read: true })) });
        }
        await get().refreshUnread();
      },

      received(push) {
        const kind = push.kind === 'announcement' ? 'announcement' : 'private';
        set((s) => ({
          unread: s.unread + 1,
          counts: { ...s.counts, [kind]: s.counts[kind] + 1 },
        }));
        const list = get()[kind];
        patchList(kind, { msg_id: Math.max(list.msg_id ?? 0, push.msg_id) });
        if (list.loaded)
          void get()
            .load(kind, 1)
            .catch(() => undefined);
      },

      reset() {
        loadSeq.announcement++;
        loadSeq.private++;
        set({
          unread: 0,
          counts: { announcement: 0, private: 0 },
          announcement: emptyList(),
          private: emptyList(),
        });
      },
    };
  });
}

export const useMessages = createMessagesStore(messagesApi);
