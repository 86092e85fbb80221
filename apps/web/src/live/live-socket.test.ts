import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket.ts';
import { LiveSocket } from './live-socket.ts';
import { liveProtocols, liveUrl } from './live-channel.ts';

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function channel(url: () => string | undefined = () => 'ws://test/ws?token=t1') {
  const log = vi.fn();
  const live = new LiveSocket({
    url,
    init: () => ({ type: 'init', lang: 'zh' }),
    socketClass: FakeSocket,
    log,
  });
  return { live, log };
}

describe('live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the token in the query and sends the init payload on open', () => {
    const { live } = channel();
    live.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe('ws://test/ws?token=t1');
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual(['{"type":"init","lang":"zh"}']);
    expect(live.connected).toBe(true);
    live.start(); // already open: no second socket
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not connect without a session', () => {
    const { live } = channel(() => undefined);
    live.start();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('pings every 15 s; a pong in time keeps the socket', () => {
    const { live } = channel();
    live.start();
    last().open();
    vi.advanceTimersByTime(14_999);
    expect(last().sent).not.toContain('ping');
    vi.advanceTimersByTime(1);
    expect(last().sent.filter((s) => s === 'ping')).toHaveLength(1);
    // the server answers each ping 10 s later, inside the 15 s limit
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(10_000);
      last().receive('pong');
      vi.advanceTimersByTime(5_000);
    }
    expect(last().sent.filter((s) => s === 'ping')).toHaveLength(5);
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().closedWith).toBeNull();
    expect(live.connected).toBe(true);
  });

  it('without a pong within 15 s the socket counts as broken and is replaced 20 s later', () => {
    const { live } = channel();
    live.start();
    const first = last();
    first.open();
    vi.advanceTimersByTime(15_000); // ping
    vi.advanceTimersByTime(14_999);
    expect(first.closedWith).toBeNull();
    vi.advanceTimersByTime(1); // no pong in 15 s
    expect(first.closedWith).toBeUndefined();
    expect(live.connected).toBe(false);
    vi.advanceTimersByTime(19_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual(['{"type":"init","lang":"zh"}']);
  });

  it('reconnects 20 s after an error or abnormal close, at most 5 times', () => {
    const { live, log } = channel();
    live.start();
    last().fail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      vi.advanceTimersByTime(19_999);
      expect(FakeSocket.all).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
      expect(live.retryCount).toBe(attempt);
      last().fail();
    }
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(6);
    expect(log).toHaveBeenCalledWith('[live] gave up after 5 reconnect attempts');
  });

  it('a successful open starts the retry count again', () => {
    const { live } = channel();
    live.start();
    last().fail();
    vi.advanceTimersByTime(20_000);
    last().fail();
    vi.advanceTimersByTime(20_000);
    expect(live.retryCount).toBe(2);
    last().open();
    expect(live.retryCount).toBe(0);
    last().serverClose(1011);
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('a manual close stops reconnecting, also a pending reconnect', () => {
    const { live } = channel();
    live.start();
    last().open();
    live.stop();
    expect(last().closedWith).toBe(1000);
    last().serverClose(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);

    live.start();
    expect(FakeSocket.all).toHaveLength(2);
    last().fail();
    live.stop(); // while the reconnect waits
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a normal close and the server ending the session (4001) do not reconnect', () => {
    const { live } = channel();
    live.start();
    last().open();
    last().serverClose(4001);
    vi.advanceTimersByTime(60_000);
    live.start();
    last().open();
    last().serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('hands each push to the subscribers of its type', () => {
    const { live, log } = channel();
    const downloads: unknown[] = [];
    const messages: unknown[] = [];
    const stopDownloads = live.subscribe('download', (d) => downloads.push(d));
    live.subscribe('new_msg', (d) => messages.push(d));
    live.start();
    last().open();
    last().receive('{"code":0,"type":"download","data":{"id":1,"process":40,"sta":1}}');
    last().receive('{"code":0,"type":"new_msg","data":{"msg_id":5,"title":"t"}}');
    last().receive('{"code":0,"type":"unread","data":{"unread":3}}');
    last().receive('not json');
    expect(downloads).toEqual([{ id: 1, process: 40, sta: 1 }]);
    expect(messages).toEqual([{ msg_id: 5, title: 't' }]);
    expect(log).toHaveBeenCalledWith('[live] a frame that is not JSON', 'not json');
    stopDownloads();
    last().receive('{"code":0,"type":"download","data":{"id":2}}');
    expect(downloads).toHaveLength(1);
  });

  it('without WebSocket support only logs', () => {
    const log = vi.fn();
    const live = new LiveSocket({ url: () => 'ws://x', init: () => ({}), socketClass: undefined, log });
    live.start();
    expect(log).toHaveBeenCalledWith('[live] WebSocket is not supported by this browser: no live updates');
    expect(live.connected).toBe(false);
  });

  it('builds the address from the page location, with the token as a subprotocol, never in the URL', () => {
    expect(liveUrl({ protocol: 'https:', host: 'oms.example.com' })).toBe('wss://oms.example.com/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(liveProtocols('tok_en-1')).toEqual(['access-token', 'tok_en-1']);
  });
});
