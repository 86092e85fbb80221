import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, roles, users } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { lastOperation } from '../helpers/operation-log.ts';

interface Inbox {
  content: {
    msg_id: number;
    kind: string;
    title: string;
    body: string;
    sender_name: string | null;
    create_time: string;
    read: boolean;
  }[];
  totalElements: number;
  page: number;
  size: number;
  unread: number;
}
interface Counts {
  unread: number;
  announcement: number;
  private: number;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'clerk', 'service', 'finance', 'partner01'])
    tokens[name] = await t.login(name);
  for (const u of await t.database.db.select({ id: users.id, username: users.username }).from(users))
    userIds[u.username] = u.id;
  for (const r of await t.database.db.select({ id: roles.id, code: roles.code }).from(roles))
    roleIds[r.code] = r.id;
});
afterAll(() => t.close());

const send = (body: unknown, as = 'admin', headers?: Record<string, string>) =>
  t.call('POST', '/api/messages/send', tokens[as], body, headers);
async function sent(body: unknown) {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ code: number; data: { msg_id: number; recipients: number } }>();
}
async function inbox(as: string, query = '') {
  const res = await t.call('GET', `/api/messages${query}`, tokens[as]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Inbox>();
}
async function counts(as: string) {
  const res = await t.call('GET', '/api/messages/unread-count', tokens[as]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ code: number; data: Counts }>().data;
}
const read = (as: string, body: unknown) => t.call('POST', '/api/messages/read', tokens[as], body);
async function enabledUsers() {
  const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.status, 1));
  return row!.n;
}

describe('sending', () => {
  it('sends a private message to a user, who alone finds it unread in the inbox', async () => {
    const before = await counts('clerk');
    const res = await sent({
      kind: 'private',
      title: '请核对报关单',
      body: '报关单 A001 缺少箱号，请补充。',
      target_type: 'user',
      target_ids: [userIds.clerk],
    });
    expect(res).toMatchObject({ code: 0, data: { recipients: 1 } });
    const after = await counts('clerk');
    expect(after).toEqual({
      unread: before.unread + 1,
      announcement: before.announcement,
      private: before.private + 1,
    });
    const box = await inbox('clerk', '?kind=private');
    expect(box.content[0]).toMatchObject({
      msg_id: res.data.msg_id,
      kind: 'private',
      title: '请核对报关单',
      body: '报关单 A001 缺少箱号，请补充。',
      sender_name: '系统管理员',
      read: false,
    });
    expect(Number.isNaN(Date.parse(box.content[0]!.create_time))).toBe(false);
    expect((await inbox('service')).content.map((m) => m.msg_id)).not.toContain(res.data.msg_id);
    const log = await lastOperation(t.database.db, 'messages', 'send', res.data.msg_id);
    expect(log).toBeTruthy();
  });

  it('sends to a role: every enabled holder receives it, nobody else', async () => {
    const holders = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'legacy01'));
    expect(holders).toHaveLength(1);
    const res = await sent({
      kind: 'private',
      title: '单证员例会',
      body: '周五下午三点开会。',
      target_type: 'role',
      target_ids: [roleIds.clerk],
    });
    // clerk and legacy01 hold the clerk role
    expect(res.data.recipients).toBe(2);
    const rows = await t.database.db
      .select({ user_id: messageRecipients.user_id })
      .from(messageRecipients)
      .where(eq(messageRecipients.message_id, res.data.msg_id));
    expect(rows.map((r) => r.user_id).sort()).toEqual([userIds.clerk, userIds.legacy01].sort());
    expect((await inbox('clerk')).content[0]!.msg_id).toBe(res.data.msg_id);
    expect((await inbox('finance')).content.map((m) => m.msg_id)).not.toContain(res.data.msg_id);
  });

  it('sends an announcement to every enabled user, customer-client users included', async () => {
    const partnerBefore = await counts('partner01');
    const res = await sent({
      kind: 'announcement',
      title: '系统维护通知',
      body: '今晚 22:00 起维护一小时。',
    });
    expect(res.data.recipients).toBe(await enabledUsers());
    expect(await counts('partner01')).toEqual({
      unread: partnerBefore.unread + 1,
      announcement: partnerBefore.announcement + 1,
      private: partnerBefore.private,
    });
    const box = await inbox('partner01', '?kind=announcement');
    expect(box.content[0]).toMatchObject({ msg_id: res.data.msg_id, kind: 'announcement', read: false });
    expect((await inbox('finance', '?kind=announcement')).content[0]!.msg_id).toBe(res.data.msg_id);
  });

  it('shows a customer-client user only what is addressed to them, their role, or everyone', async () => {
    const toService = await sent({
      kind: 'private',
      title: '内部通知',
      body: '仅客服可见',
      target_type: 'user',
      target_ids: [userIds.service],
    });
    const toPartnerRole = await sent({
      kind: 'private',
      title: '预约提醒',
      body: '明日预约请提前到场',
      target_type: 'role',
      target_ids: [roleIds.yy_front],
    });
    const box = await inbox('partner01', '?size=100');
    const ids = box.content.map((m) => m.msg_id);
    expect(ids).toContain(toPartnerRole.data.msg_id);
    expect(ids).not.toContain(toService.data.msg_id);
    expect(box.content.every((m) => m.kind === 'announcement' || m.title === '预约提醒')).toBe(true);
  });

  it('skips disabled holders of a role and refuses a disabled user as a target', async () => {
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, userIds.legacy01!));
    try {
      const res = await sent({
        kind: 'private',
        title: '只发启用用户',
        body: '停用的账号收不到',
        target_type: 'role',
        target_ids: [roleIds.clerk],
      });
      expect(res.data.recipients).toBe(1);
      const refused = await send(
        { kind: 'private', title: 't', body: 'b', target_type: 'user', target_ids: [userIds.legacy01] },
        'admin',
        { 'accept-language': 'en' },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.target_ids).toBe(`These recipients are disabled: ${userIds.legacy01}`);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, userIds.legacy01!));
    }
  });
});

describe('reading', () => {
  it('marks chosen messages read, only for the caller', async () => {
    const res = await sent({
      kind: 'private',
      title: '两人都收到',
      body: '请各自确认',
      target_type: 'user',
      target_ids: [userIds.service, userIds.finance],
    });
    const id = res.data.msg_id;
    const serviceBefore = await counts('service');
    const financeBefore = await counts('finance');
    expect((await read('service', { ids: [id] })).json()).toEqual({ code: 0 });
    expect((await counts('service')).unread).toBe(serviceBefore.unread - 1);
    expect((await counts('finance')).unread).toBe(financeBefore.unread);
    expect((await inbox('service')).content.find((m) => m.msg_id === id)!.read).toBe(true);
    expect((await inbox('finance')).content.find((m) => m.msg_id === id)!.read).toBe(false);
    // reading again changes nothing; an id of someone else's message is ignored
    await read('service', { ids: [id] });
    expect((await counts('service')).unread).toBe(serviceBefore.unread - 1);
  });

  it('filters unread, pages, and marks all of one kind or all read', async () => {
    for (let i = 1; i <= 3; i++) {
      await sent({
        kind: 'private',
        title: `第${i}条`,
        body: '分页',
        target_type: 'user',
        target_ids: [userIds.finance],
      });
    }
    const all = await inbox('finance', '?size=100');
    const unread = await inbox('finance', '?unread=1&size=100');
    expect(unread.totalElements).toBe(all.content.filter((m) => !m.read).length);
    expect(unread.content.every((m) => !m.read)).toBe(true);
    expect(all.unread).toBe(unread.totalElements);
    const page2 = await inbox('finance', '?size=2&page=2');
    expect(page2.totalElements).toBe(all.totalElements);
    expect(page2.content.map((m) => m.msg_id)).toEqual(all.content.slice(2, 4).map((m) => m.msg_id));
    // newest first
    expect(all.content.map((m) => m.msg_id)).toEqual(
      [...all.content.map((m) => m.msg_id)].sort((a, b) => b - a),
    );

    const before = await counts('finance');
    expect(before.private).toBeGreaterThanOrEqual(3);
    expect(before.announcement).toBeGreaterThanOrEqual(1);
    await read('finance', { all: true, kind: 'private' });
    expect(await counts('finance')).toEqual({
      unread: before.announcement,
      announcement: before.announcement,
      private: 0,
    });
    await read('finance', { all: true });
    expect(await counts('finance')).toEqual({ unread: 0, announcement: 0, private: 0 });
    expect((await inbox('finance', '?unread=1')).totalElements).toBe(0);
  });
});

/** Every path and code in a menu tree. */
function flatten(entries: { path?: string; code?: string; children?: unknown[] }[]): string[] {
  return entries.flatMap((e) => [
    `${e.path ?? ''}|${e.code ?? ''}`,
    ...flatten((e.children ?? []) as typeof entries),
  ]);
}

describe('the message centre in the menus', () => {
  it('is open to every demo user, staff and customer client; only the administrator may send', async () => {
    for (const name of ['admin', 'clerk', 'service', 'finance', 'partner01']) {
      const res = await t.call('GET', '/menu/index', tokens[name]);
      const entries = flatten(res.json<{ data: Parameters<typeof flatten>[0] }>().data);
      expect(
        entries.filter((e) => e.startsWith('/message/index|')),
        name,
      ).toHaveLength(1);
      expect(
        entries.some((e) => e.endsWith('|message:send')),
        name,
      ).toBe(name === 'admin');
    }
  });
});

describe('permission and bad input', () => {
  it('answers 403 when a user without message:send sends, and 401 without a token', async () => {
    const res = await send({ kind: 'announcement', title: 't', body: 'b' }, 'clerk');
    expect(res.statusCode).toBe(403);
    const partner = await send({ kind: 'announcement', title: 't', body: 'b' }, 'partner01');
    expect(partner.statusCode).toBe(403);
    const anonymous = await t.call('GET', '/api/messages/unread-count');
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the field in zh and en', async () => {
    const long = await send({ kind: 'announcement', title: '标'.repeat(101), body: 'b' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.title).toMatch(/100/);
    const longEn = await send({ kind: 'announcement', title: 'x', body: 'b'.repeat(2001) }, 'admin', {
      'accept-language': 'en',
    });
    expect(longEn.statusCode).toBe(400);
    expect(longEn.json().errors.body).toMatch(/2000/);

    const empty = await send({ kind: 'announcement', title: '  ', body: 'b' });
    expect(empty.json().errors.title).toBe('不能为空');
    const kind = await send({ kind: 'spam', title: 'x', body: 'b' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors).toHaveProperty('kind');
    const noTargets = await send({ kind: 'private', title: 'x', body: 'b', target_type: 'user' });
    expect(noTargets.statusCode).toBe(400);
    expect(noTargets.json().errors).toHaveProperty('target_ids');
    const noType = await send({ kind: 'private', title: 'x', body: 'b', target_ids: [1] });
    expect(noType.json().errors).toHaveProperty('target_type');
  });

  it('refuses targets that do not exist, naming target_ids', async () => {
    const user = await send({
      kind: 'private',
      title: 'x',
      body: 'b',
      target_type: 'user',
      target_ids: [userIds.clerk, 987654],
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().errors.target_ids).toBe('以下记录不存在：987654');
    const role = await send(
      { kind: 'private', title: 'x', body: 'b', target_type: 'role', target_ids: [987655] },
      'admin',
      { 'accept-language': 'en' },
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().errors.target_ids).toBe('These records do not exist: 987655');
    // nothing was stored for a refused send
    const stored = await t.database.db
      .select({ n: count() })
      .from(messageRecipients)
      .where(inArray(messageRecipients.user_id, [userIds.clerk!]));
    const box = await inbox('clerk', '?size=100');
    expect(stored[0]!.n).toBe(box.totalElements);
    expect(box.content.some((m) => m.title === 'x')).toBe(false);
  });

  it('refuses a role without enabled holders and malformed list and read calls', async () => {
    const res = await send({
      kind: 'private',
      title: 'x',
      body: 'b',
      target_type: 'role',
      target_ids: [roleIds.ccs_clerk],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.target_ids).toBe('所选对象下没有可接收消息的启用用户');
    const bad = await t.call('GET', '/api/messages?kind=other&size=500', tokens.clerk);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'size']);
    const noIds = await read('clerk', {});
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().errors).toHaveProperty('ids');
    const badIds = await read('clerk', { ids: ['a'] });
    expect(badIds.statusCode).toBe(400);
  });
});
