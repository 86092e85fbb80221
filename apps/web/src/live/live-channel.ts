import { currentLang } from '../i18n/index.ts';
import { getToken } from '../session/session-store.ts';
import { LiveSocket, type LiveHandler, type SocketClass } from './live-socket.ts';

/**
 * The one live-update channel of the signed-in session (issue 7 contract): started once the session
 * is loaded, stopped on sign-out. Features listen with `subscribeLive(type, handler)`, where `type`
 * is the push's `type` (`download`, `new_msg`, `unread`, …) and the handler gets its `data`.
 */

/** The socket address on this host: ws(s)://host/ws?token=… */
export function liveUrl(
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`;
}

const channel = new LiveSocket({
  url: () => {
    const token = getToken();
    return token ? liveUrl(token) : undefined;
  },
  init: () => ({ type: 'init', lang: currentLang() }),
  socketClass: typeof WebSocket === 'undefined' ? undefined : (WebSocket as unknown as SocketClass),
});

/** Listens to pushes of one type; answers the unsubscribe. */
export function subscribeLive(type: string, handler: (data: unknown) => void): () => void {
  return channel.subscribe(type, handler as LiveHandler);
}

/** Opens the channel for the current session (nothing when it is open already or there is no token). */
export function startLive(): void {
  channel.start();
}

/** Closes the channel and stops reconnecting (sign-out). */
export function stopLive(): void {
  channel.stop();
}
