import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveServer } from '../../../test/live-test-kit.ts';
import { NOTICE_MS, showNotice, type InPageNotify, type NotificationHost } from './notify.ts';

/** A browser whose Notification permission is the given one; records what it shows and closes. */
function browser(permission: NotificationPermission | 'missing', opts: { throws?: boolean } = {}) {
  const shown: { title: string; body: string | undefined; closed: boolean }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  class FakeNotification {
    static readonly permission = permission as NotificationPermission;
    onclick: unknown = null;
    private readonly entry: (typeof shown)[number];
    constructor(title: string, options?: NotificationOptions) {
      if (opts.throws) throw new TypeError('Illegal constructor');
      this.entry = { title, body: options?.body, closed: false };
      shown.push(this.entry);
    }
    close() {
      this.entry.closed = true;
    }
  }
  const host: NotificationHost = {
    Notification: permission === 'missing' ? undefined : FakeNotification,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  };
  return { host, shown, timers };
}

const notice = { title: '系统维护通知', body: '今晚 22:00 起维护一小时。' };

describe('new-message notification', () => {
  it('shows a desktop notification for 3 s when permission is granted', () => {
    const b = browser('granted');
    const inPage = vi.fn<InPageNotify>();
    expect(showNotice(notice, inPage, b.host)).toBe('desktop');
    expect(b.shown).toEqual([{ title: notice.title, body: notice.body, closed: false }]);
    expect(inPage).not.toHaveBeenCalled();
    expect(b.timers.map((t) => t.ms)).toEqual([NOTICE_MS]);
    expect(NOTICE_MS).toBe(3000);
    b.timers[0]!.fn();
    expect(b.shown[0]!.closed).toBe(true);
  });

  it.each(['denied', 'default', 'missing'] as const)(
    'falls back to the in-page notification (3 s) when permission is %s',
    (permission) => {
      const b = browser(permission);
      const inPage = vi.fn<InPageNotify>();
      expect(showNotice(notice, inPage, b.host)).toBe('in-page');
      expect(inPage).toHaveBeenCalledWith({ ...notice, durationSeconds: 3 });
      expect(b.shown).toHaveLength(0);
    },
  );

  it('falls back when the browser refuses to construct a notification', () => {
    const b = browser('granted', { throws: true });
    const inPage = vi.fn<InPageNotify>();
    expect(showNotice(notice, inPage, b.host)).toBe('in-page');
    expect(inPage).toHaveBeenCalledOnce();
  });
});

// the bell's module and antd load inside the test: several seconds on a busy machine
describe('header bell', { timeout: 30_000 }, () => {
  // the bell listens on the live channel, signed in: the test pushes as the server
  const live = liveServer();
  afterEach(() => vi.unstubAllGlobals());

  it('pops a pushed message up in the page and shows the pushed unread count', async () => {
    // jsdom has no Notification: the in-page fallback is what the user sees
    expect('Notification' in window).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"code":0,"data":{"unread":0,"announcement":0,"private":0}}', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { MessageBell } = await import('./MessageBell.tsx');
    render(
      <App>
        <MemoryRouter>
          <MessageBell />
        </MemoryRouter>
      </App>,
    );
    await waitFor(() => expect(live.subscribers('new_msg')).toBeGreaterThan(0));
    act(() => {
      live.push('new_msg', { msg_id: 9, title: '请核对报关单', body: '缺少箱号', kind: 'private' });
    });
    expect(await screen.findByText('请核对报关单')).toBeTruthy();
    expect(screen.getByText('缺少箱号')).toBeTruthy();
    expect(document.querySelector('.message-notice')).not.toBeNull();
    act(() => live.push('unread', { unread: 4 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /4/ })).toBeTruthy());
  });
});
