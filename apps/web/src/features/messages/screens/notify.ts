/** How long a new-message notification stays (business-domain §9: 3 s). */
export const NOTICE_MS = 3000;

export interface Notice {
  title: string;
  body: string;
}

/** The in-page notification (antd's notification API from App.useApp()). */
export type InPageNotify = (notice: Notice & { durationSeconds: number }) => void;

/** What the browser offers (window.Notification), passed in so tests can play a browser. */
export interface NotificationHost {
  Notification?:
    | {
        readonly permission: NotificationPermission;
        new (title: string, options?: NotificationOptions): { close(): void; onclick: unknown };
      }
    | undefined;
  setTimeout(fn: () => void, ms: number): unknown;
}

const browserHost = (): NotificationHost => ({
  Notification: typeof Notification === 'undefined' ? undefined : Notification,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
});

/**
 * Shows a new message for 3 s: a desktop notification when the user has granted it, otherwise (no
 * support, denied, not asked yet, or the browser refuses) the in-page notification. Answers which.
 */
export function showNotice(
  notice: Notice,
  inPage: InPageNotify,
  host: NotificationHost = browserHost(),
  onClick?: () => void,
): 'desktop' | 'in-page' {
  const N = host.Notification;
  if (N && N.permission === 'granted') {
    try {
      const shown = new N(notice.title, { body: notice.body });
      if (onClick) shown.onclick = onClick;
      host.setTimeout(() => shown.close(), NOTICE_MS);
      return 'desktop';
    } catch {
      // some browsers only allow notifications from a service worker: fall back
    }
  }
  inPage({ ...notice, durationSeconds: NOTICE_MS / 1000 });
  return 'in-page';
}

/** Asks for the desktop-notification permission once, from a user gesture (opening the bell). */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    void Notification.requestPermission().catch(() => undefined);
  } catch {
    // old browsers: callback form only; not worth supporting
  }
}
