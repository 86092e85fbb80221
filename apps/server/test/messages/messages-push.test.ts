import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_PUSH } from '@app/shared';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { anotherInstance, listenUrl, openSocket, userIdOf, type TestSocket } from '../helpers/ws-client.ts';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  base = await listenUrl(t.app);
  for (const name of ['admin', 'clerk', 'service', 'partner01']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

async function socketOf(name: string, url = base): Promise<TestSocket> {
  const ws = await openSocket(`${url}/ws?token=${tokens[name]}`);
  ws.send(JSON.stringify({ type: 'init', lang: 'zh' }));
  return ws;
}
type Frame = { type: string; data: unknown };
/** The dashboards' "documents changed" push goes to every socket on any write: not the message centre's. */
const isSummary = (text: string) => (JSON.parse(text) as Frame).type === SUMMARY_PUSH;
/** The next frame of the message centre (summary pushes skipped). */
async function frame(ws: TestSocket): Promise<Frame> {
  for (;;) {
    const text = await ws.next();
    if (!isSummary(text)) return JSON.parse(text) as Frame;
  }
}
/** The frames received and not taken, other than summary pushes. */
const stray = (ws: TestSocket) => ws.received.filter((text) => !isSummary(text));
async function unreadOf(name: string) {
  const res = await t.call('GET', '/api/messages/unread-count', tokens[name]);
  return res.json<{ data: { unread: number } }>().data.unread;
}
/** Lets any stray frame arrive before checking that none did. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('pushes of the message centre', () => {
  it('pushes new_msg and the new unread count to the recipient’s open sockets only', async () => {
    const clerk = await socketOf('clerk');
    const clerkAgain = await socketOf('clerk');
    const service = await socketOf('service');
    const res = await t.call('POST', '/api/messages/send', tokens.admin, {
      kind: 'private',
      title: '请核对报关单',
      body: '报关单 A001 缺少箱号。',
      target_type: 'user',
      target_ids: [await userIdOf(t, 'clerk')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const msgId = res.json<{ data: { msg_id: number } }>().data.msg_id;
    const unread = await unreadOf('clerk');
    for (const ws of [clerk, clerkAgain]) {
      expect(await frame(ws)).toEqual({
        code: 0,
        type: 'new_msg',
        data: { msg_id: msgId, title: '请核对报关单', body: '报关单 A001 缺少箱号。', kind: 'private' },
      });
      expect(await frame(ws)).toEqual({ code: 0, type: 'unread', data: { unread } });
    }
    await settle();
    expect(stray(service)).toHaveLength(0);

    // reading in one session updates the count in the user's other sessions
    const read = await t.call('POST', '/api/messages/read', tokens.clerk, { ids: [msgId] });
    expect(read.statusCode).toBe(200);
    for (const ws of [clerk, clerkAgain]) {
      expect(await frame(ws)).toEqual({ code: 0, type: 'unread', data: { unread: unread - 1 } });
    }
    for (const ws of [clerk, clerkAgain, service]) ws.close();
  });

  it('pushes an announcement to everyone signed in, customer-client users included', async () => {
    const partner = await socketOf('partner01');
    const service = await socketOf('service');
    const res = await t.call('POST', '/api/messages/send', tokens.admin, {
      kind: 'announcement',
      title: '系统维护通知',
      body: '今晚维护。',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [name, ws] of [
      ['partner01', partner],
      ['service', service],
    ] as const) {
      expect(await frame(ws)).toMatchObject({ type: 'new_msg', data: { kind: 'announcement' } });
      expect(await frame(ws)).toEqual({ code: 0, type: 'unread', data: { unread: await unreadOf(name) } });
    }
    partner.close();
    service.close();
  });

  it('pushes nothing for a refused send', async () => {
    const clerk = await socketOf('clerk');
    const res = await t.call('POST', '/api/messages/send', tokens.service, {
      kind: 'announcement',
      title: 'x',
      body: 'y',
    });
    expect(res.statusCode).toBe(403);
    await settle();
    expect(stray(clerk)).toHaveLength(0);
    clerk.close();
  });
});

describe.skipIf(process.env.TEST_DB !== 'pg')('several processes on one PostgreSQL', () => {
  it('a message sent through instance A reaches the recipient’s socket on instance B', async () => {
    const b = await anotherInstance(t);
    try {
      const baseB = await listenUrl(b.app);
      const ws = await socketOf('clerk', baseB);
      const res = await t.call('POST', '/api/messages/send', tokens.admin, {
        kind: 'private',
        title: '跨进程',
        body: '经 LISTEN/NOTIFY 送达',
        target_type: 'user',
        target_ids: [await userIdOf(t, 'clerk')],
      });
      expect(res.statusCode).toBe(200);
      expect(await frame(ws)).toMatchObject({ type: 'new_msg', data: { title: '跨进程' } });
      expect(await frame(ws)).toMatchObject({ type: 'unread' });
      ws.close();
    } finally {
      await b.close();
    }
  });
});
