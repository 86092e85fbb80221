import { FAILED_REQUEST_KEY, setSessionHooks } from '../api/http.ts';
import { getSite, getStore } from '../app-context.ts';
import { useTags } from '../layout/tags-store.ts';
import { BASE, loginPath } from '../site/site.ts';
import { getToken, removeToken, useSession } from '../session/session-store.ts';

/**
 * The session in this browser, as the start-up and the sign-in page need it (no API schemas: the
 * sign-in calls themselves are in auth-flow.ts, loaded when the user starts on the form).
 */

/** The user info could not be read: the login page says "system busy" and the user is signed out. */
export class SystemBusyError extends Error {}
/** The user-info answer has no user but a message: shown in a confirm box, then signed out. */
export class UserInfoMessageError extends Error {}

/** What lives with the session and ends with it (the live channel, registered by auth-flow.ts). */
const endsWithSession = new Set<() => void>();

export function stopWithSession(stop: () => void): void {
  endsWithSession.add(stop);
}

/** Forgets the session in this browser: tabs, stored fields (the company choice stays) and the token. */
export function clearLocalSession(): void {
  for (const stop of endsWithSession) stop();
  useTags.getState().clear();
  useSession.getState().reset();
  removeToken();
}

/** Wires the HTTP client to the session (start-up). */
export function installSessionHooks(): void {
  setSessionHooks({
    token: getToken,
    groupId: () => useSession.getState().groupId,
    onUnauthorized() {
      if (!getToken()) return;
      clearLocalSession();
      const here = window.location.pathname.replace(new RegExp(`^${BASE}`), '') || '/';
      void getStore()
        .flush()
        .then(() => {
          window.location.href = `${BASE}${loginPath(getSite())}?redirect=${encodeURIComponent(here)}`;
        });
    },
    onSessionReset(failed) {
      sessionStorage.setItem(
        FAILED_REQUEST_KEY,
        JSON.stringify({ ...failed, time: new Date().toISOString() }),
      );
      clearLocalSession();
      void getStore()
        .flush()
        .then(() => window.location.reload());
    },
  });
}
