import { LIVE_TOKEN_SUBPROTOCOL, readLivePush, type LivePushData, type LivePushType } from '@app/shared';
import { currentLang } from '../i18n/index.ts';
import { getToken } from '../session/session-store.ts';
import { LiveSocket, type LiveHandler } from './live-socket.ts';

/**
 * The one live-update channel of the signed-in session (its pushes: packages/shared/src/contracts/live.ts):
 * started once the session is loaded, stopped on sign-out. Features listen with
 * `subscribeLive(type, handler)`, where `type` is the push's `type` (`download`, `new_msg`, `unread`, …)
 * and the handler gets its `data`.
 */

/** The socket address on this host: ws(s)://host/ws (the token goes as a subprotocol, not in the URL). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws`;
}

/** The subprotocols that carry the token: the server reads it from them and answers with the first. */
export function liveProtocols(token: string): string[] {
  return [LIVE_TOKEN_SUBPROTOCOL, token];
}

const channel = new LiveSocket({
  url: () => (getToken() ? liveUrl() : undefined),
  protocols: () => {
    const token = getToken();
    return token ? liveProtocols(token) : undefined;
  },
  init: () => ({ type: 'init', lang: currentLang() }),
  // read at each connect, not at load: the page's WebSocket class, or the fake a test puts in its place
  get socketClass() {
    return typeof WebSocket === 'undefined' ? undefined : WebSocket;
  },
});

/**
 * Listens to pushes of one type, each read with the shared schema of that type (a push that does
 * not match it is dropped with a warning); answers the unsubscribe.
 */
export function subscribeLive<T extends LivePushType>(
  type: T,
  handler: (data: LivePushData<T>) => void,
): () => void {
  const reader: LiveHandler = (data) => {
    const push = readLivePush(type, data);
    if (push) handler(push);
    else console.warn(`[live] a "${type}" push did not match its contract`, data);
  };
  return channel.subscribe(type, reader);
}

/** Opens the channel for the current session (nothing when it is open already or there is no token). */
export function startLive(): void {
  channel.start();
}

/** Closes the channel and stops reconnecting (sign-out). */
export function stopLive(): void {
  channel.stop();
}
