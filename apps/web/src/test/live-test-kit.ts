import { afterEach, beforeEach, vi } from 'vitest';
import { livePush, type LivePushData, type LivePushType } from '@app/shared';
import { initAppContext } from '../app-context.ts';
import { startLive, stopLive } from '../live/live-channel.ts';
import { LiveSocket, type LiveHandler } from '../live/live-socket.ts';
import { removeToken, setToken } from '../session/session-store.ts';
import type { SiteConfig } from '../site/site.ts';
import { SecureStore } from '../storage/secure-store.ts';
import { FakeSocket } from './fake-socket.ts';

export interface LiveServerOptions {
  /** The site signed in to (the app context is set to it with a store holding the token's expiry). */
  site?: SiteConfig;
  /** The screen under test starts the channel itself (the data board); else the test starts it as the layout does. */
  pageStarts?: boolean;
}

const SITE = { code: 'oms', name: '智慧物流平台' } as SiteConfig;

/**
 * The server's side of the app's real live channel (live/live-channel.ts), for a test file: call it at
 * the file's top. Each test starts signed in with a fake WebSocket in the browser's place; `push` sends a
 * frame as the server does, read by the channel's own parsing (a push outside its contract is dropped).
 * After each test the channel is stopped, the token removed and the globals put back.
 */
export function liveServer({ site = SITE, pageStarts = false }: LiveServerOptions = {}) {
  const listening = new Map<string, Set<LiveHandler>>();
  beforeEach(async () => {
    FakeSocket.all = [];
    listening.clear();
    // no WebCrypto: the store's fallback cipher, as on a plain-http page
    initAppContext(site, await SecureStore.open(site.code, 'live-test', localStorage, null));
    setToken('live-test-token');
    vi.stubGlobal('WebSocket', FakeSocket);
    // counts the channel's subscribers, so a test can wait for a screen to listen before pushing
    const subscribe = LiveSocket.prototype.subscribe;
    vi.spyOn(LiveSocket.prototype, 'subscribe').mockImplementation(function (
      this: LiveSocket,
      type: string,
      handler: LiveHandler,
    ) {
      const set = listening.get(type) ?? new Set();
      listening.set(type, set.add(handler));
      const off = subscribe.call(this, type, handler);
      return () => {
        set.delete(handler);
        off();
      };
    });
    if (!pageStarts) startLive();
  });
  afterEach(() => {
    stopLive();
    removeToken();
    vi.mocked(LiveSocket.prototype.subscribe).mockRestore();
    vi.unstubAllGlobals();
  });
  return {
    /** The sockets the channel opened in this test. */
    get sockets(): readonly FakeSocket[] {
      return FakeSocket.all;
    },
    /** How many handlers listen to pushes of this type now. */
    subscribers(type: LivePushType): number {
      return listening.get(type)?.size ?? 0;
    },
    /** Sends a push on the channel's socket, opening it first if it is still connecting. */
    push<T extends LivePushType>(type: T, data: LivePushData<T>): void {
      const socket = FakeSocket.all.at(-1);
      if (!socket || socket.readyState > 1)
        throw new Error('[live test] the channel has no socket: start it');
      if (socket.readyState === 0) socket.open();
      socket.receive(JSON.stringify(livePush(type, data)));
    },
  };
}
