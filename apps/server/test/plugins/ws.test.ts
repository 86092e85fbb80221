import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { anotherInstance, listenUrl, openSocket, rejectedStatus, userIdOf } from '../helpers/ws-client.ts';

let t: TestApp;
let base: string;
let adminToken: string;
beforeAll(async () => {
  process.env.WS_TOKEN_CHECK_MS = '200';
  t = await startTestApp();
  base = await listenUrl(t.app);
  adminToken = await t.login('admin');
});
afterAll(() => t.close());

describe('the live-update channel /ws', () => {
  it('refuses a socket without a token or with a made-up one (401)', async () => {
    expect(await rejectedStatus(`${base}/ws`)).toBe(401);
    expect(await rejectedStatus(`${base}/ws?token=forged-token`)).toBe(401);
  });

  it('takes the token as a subprotocol (the web app keeps it out of URLs), answering with the protocol name only', async () => {
    const ws = await openSocket(`${base}/ws`, ['access-token', adminToken]);
    expect(ws.ws.protocol).toBe('access-token');
    ws.send('ping');
    expect(await ws.next()).toBe('pong');
    ws.close();
    await expect(openSocket(`${base}/ws`, ['access-token', 'forged-token'])).rejects.toThrow(/401/);
  });

  it('answers ping with pong and takes the init payload', async () => {
    const ws = await openSocket(`${base}/ws?token=${adminToken}`);
    ws.send(JSON.stringify({ type: 'init', lang: 'en' }));
    ws.send('ping');
    expect(await ws.next()).toBe('pong');
    ws.close();
  });

  it('delivers a push to the target user’s sockets only', async () => {
    const other = await t.login('partner01');
    const mine = await openSocket(`${base}/ws?token=${adminToken}`);
    const theirs = await openSocket(`${base}/ws?token=${other}`);
    const adminId = await userIdOf(t, 'admin');
    expect(t.app.hub.socketCount(adminId)).toBeGreaterThan(0);
    await t.app.hub.publish({ userIds: [adminId] }, { code: 0, type: 'unread', data: { unread: 3 } });
    expect(JSON.parse(await mine.next())).toEqual({ code: 0, type: 'unread', data: { unread: 3 } });
    await t.app.hub.publish({ all: true }, { code: 0, type: 'unread', data: { unread: 4 } });
    expect(JSON.parse(await theirs.next())).toMatchObject({ data: { unread: 4 } });
    expect(JSON.parse(await mine.next())).toMatchObject({ data: { unread: 4 } });
    expect(theirs.received).toHaveLength(0);
    mine.close();
    theirs.close();
  });

  it('closes the sockets of a signed-out token with code 4001', async () => {
    const token = await t.login('admin');
    const ws = await openSocket(`${base}/ws?token=${token}`);
    const res = await t.call('GET', `/oos/logout?access_token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(await ws.closed).toBe(4001);
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('several processes on one PostgreSQL', () => {
  it('a publish on instance A reaches a socket on instance B (LISTEN/NOTIFY)', async () => {
    const b = await anotherInstance(t);
    try {
      const baseB = await listenUrl(b.app);
      const ws = await openSocket(`${baseB}/ws?token=${adminToken}`);
      const adminId = await userIdOf(t, 'admin');
      await t.app.hub.publish({ userIds: [adminId] }, { code: 0, type: 'unread', data: { unread: 9 } });
      expect(JSON.parse(await ws.next())).toMatchObject({ data: { unread: 9 } });
      // larger than a NOTIFY payload: goes through hub_messages
      const body = 'x'.repeat(20_000);
      await t.app.hub.publish({ all: true }, { code: 0, type: 'new_msg', data: { body } });
      expect(JSON.parse(await ws.next())).toMatchObject({ data: { body } });
      // the listening connection is cut (server restart, failover): the listener reconnects
      const cut = await t.database.queryRows<{ ok: boolean }>(
        'test_cut_listeners',
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where application_name = 'app-listener' and datname = current_database()`,
        [],
      );
      expect(cut.length).toBeGreaterThanOrEqual(2);
      const until = Date.now() + 10_000;
      let delivered: unknown;
      while (!delivered && Date.now() < until) {
        await t.app.hub.publish({ userIds: [adminId] }, { code: 0, type: 'unread', data: { unread: 11 } });
        delivered = await ws.next(300).catch(() => undefined);
      }
      expect(JSON.parse(String(delivered))).toMatchObject({ data: { unread: 11 } });
      ws.close();
    } finally {
      await b.close();
    }
  }, 30_000);
});
