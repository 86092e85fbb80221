import { vi, describe, expect, it } from 'vitest';
import type { InboxMessage, MessageKind, MessagesApi } from '../api.ts';
import { createMessagesStore } from './messages-store.ts';

/** An inbox kept in memory that answers like the server's message calls (filters, pages, counts). */
function memoryInbox() {
  const messages: InboxMessage[] = [];
  const calls: string[] = [];
  let nextId = 1;
  const unreadOf = (kind?: MessageKind) =>
    messages.filter((m) => !m.read && (!kind || m.kind === kind)).length;
  const api: MessagesApi = {
    async list({ kind, unread, page = 1, size = 10 }) {
      calls.push(`list ${kind} ${page}`);
      const rows = messages
        .filter((m) => (!kind || m.kind === kind) && (!unread || !m.read))
        .sort((a, b) => b.msg_id - a.msg_id);
      return {
        content: rows.slice((page - 1) * size, page * size).map((m) => ({ ...m })),
        totalElements: rows.length,
        page,
        size,
        unread: unreadOf(kind),
      };
    },
    async unreadCount() {
      calls.push('count');
      return { unread: unreadOf(), announcement: unreadOf('announcement'), private: unreadOf('private') };
    },
    async markRead(what) {
      calls.push(`read ${JSON.stringify(what)}`);
      for (const m of messages) {
        if ('ids' in what ? what.ids.includes(m.msg_id) : !what.kind || m.kind === what.kind) m.read = true;
      }
    },
  };
  const add = (kind: MessageKind, title = `m${nextId}`) => {
    const m: InboxMessage = {
      msg_id: nextId++,
      kind,
      title,
      body: `${title} body`,
      sender_name: '系统管理员',
      create_time: new Date().toISOString(),
      read: false,
    };
    messages.push(m);
    return m;
  };
  return { api, add, calls, messages };
}

describe('message store', () => {
  it('starts empty: unread 0 and two lists with no msg_id, not loading', () => {
    const store = createMessagesStore(memoryInbox().api);
    const s = store.getState();
    expect(s.unread).toBe(0);
    for (const kind of ['announcement', 'private'] as const) {
      expect(s[kind]).toMatchObject({ msg_id: null, loading: false, loaded: false, items: [] });
    }
  });

  it('refreshes the unread count by kind from the server', async () => {
    const inbox = memoryInbox();
    inbox.add('private');
    inbox.add('announcement');
    inbox.add('announcement');
    const store = createMessagesStore(inbox.api);
    await store.getState().refreshUnread();
    expect(store.getState().unread).toBe(3);
    expect(store.getState().counts).toEqual({ announcement: 2, private: 1 });
  });

  it('loads a list page with its loading flag and newest msg_id', async () => {
    const inbox = memoryInbox();
    for (let i = 0; i < 12; i++) inbox.add('private');
    inbox.add('announcement');
    const store = createMessagesStore(inbox.api, 5);
    const pending = store.getState().load('private', 1);
    expect(store.getState().private.loading).toBe(true);
    await pending;
    const list = store.getState().private;
    expect(list.loading).toBe(false);
    expect(list.items.map((m) => m.msg_id)).toEqual([12, 11, 10, 9, 8]);
    expect(list.total).toBe(12);
    expect(list.msg_id).toBe(12);
    expect(store.getState().announcement.loaded).toBe(false);
    await store.getState().load('private', 3);
    expect(store.getState().private.items.map((m) => m.msg_id)).toEqual([2, 1]);
    expect(store.getState().private.msg_id).toBe(12);
  });

  it('keeps only the newest load when two overlap', async () => {
    const inbox = memoryInbox();
    for (let i = 0; i < 15; i++) inbox.add('private');
    // the answers are released by hand: the newer load's first, then the older one's
    const held: (() => void)[] = [];
    const api: typeof inbox.api = {
      ...inbox.api,
      list: async (query) => {
        const answer = await inbox.api.list(query);
        await new Promise<void>((release) => held.push(release));
        return answer;
      },
    };
    const store = createMessagesStore(api, 10);
    const first = store.getState().load('private', 1);
    const second = store.getState().load('private', 2);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await second;
    held[0]!();
    await first;
    expect(store.getState().private.page).toBe(2);
    expect(store.getState().private.items).toHaveLength(5);
  });

  it('marks a message read at once and then takes the server’s counts', async () => {
    const inbox = memoryInbox();
    const a = inbox.add('private');
    inbox.add('private');
    const store = createMessagesStore(inbox.api);
    await store.getState().refreshUnread();
    await store.getState().load('private', 1);
    const done = store.getState().markRead('private', [a.msg_id]);
    expect(store.getState().private.items.find((m) => m.msg_id === a.msg_id)!.read).toBe(true);
    expect(store.getState().unread).toBe(1);
    await done;
    expect(inbox.calls).toContain(`read {"ids":[${a.msg_id}]}`);
    expect(store.getState().counts.private).toBe(1);
    // already read: no second call
    const before = inbox.calls.length;
    await store.getState().markRead('private', [a.msg_id]);
    expect(inbox.calls.length).toBe(before);
  });

  it('marks all of one kind, then everything, read', async () => {
    const inbox = memoryInbox();
    inbox.add('private');
    inbox.add('announcement');
    const store = createMessagesStore(inbox.api);
    await store.getState().load('announcement', 1);
    await store.getState().markAllRead('announcement');
    expect(store.getState().counts).toEqual({ announcement: 0, private: 1 });
    expect(store.getState().announcement.items.every((m) => m.read)).toBe(true);
    await store.getState().markAllRead();
    expect(store.getState().unread).toBe(0);
    expect(inbox.calls).toContain('read {"all":true}');
  });

  it('counts a pushed message at once and reloads a list already shown', async () => {
    const inbox = memoryInbox();
    inbox.add('announcement');
    const store = createMessagesStore(inbox.api);
    await store.getState().refreshUnread();
    await store.getState().load('private', 1);
    const pushed = inbox.add('private', '新消息');
    store
      .getState()
      .received({ msg_id: pushed.msg_id, title: pushed.title, body: pushed.body, kind: 'private' });
    expect(store.getState().unread).toBe(2);
    expect(store.getState().counts.private).toBe(1);
    expect(store.getState().private.msg_id).toBe(pushed.msg_id);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().private.items[0]!.title).toBe('新消息');
    // the announcement list was never shown: it is not loaded behind the user's back
    expect(inbox.calls.filter((c) => c.startsWith('list announcement'))).toHaveLength(0);
    // the server's unread push wins over the local count
    store.getState().setUnread(7);
    expect(store.getState().unread).toBe(7);
  });

  it('forgets everything on reset (sign-out)', async () => {
    const inbox = memoryInbox();
    inbox.add('private');
    const store = createMessagesStore(inbox.api);
    await store.getState().refreshUnread();
    await store.getState().load('private', 1);
    store.getState().reset();
    expect(store.getState().unread).toBe(0);
    expect(store.getState().private).toMatchObject({ msg_id: null, items: [], loaded: false });
  });
});
