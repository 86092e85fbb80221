import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { operationLogs, organisations, roles, userOrgs, users } from '../../src/db/schema/index.ts';
import { lastOperation, operationLogCount } from './operation-log.ts';
import { CLIENTS, PASSWORD, startTestApp, type TestApp } from './test-app.ts';

export const BASE = '/code/oauth2/sys-user-dto';
export const POLICY_ZH = '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成';
export const POLICY_EN =
  'The password must be 8–20 characters mixing at least three of digits, upper-case letters, lower-case letters and special characters';
export const OVERLAP_ZH = '密码与用户名有重叠，请重新设置';
export const OVERLAP_EN = 'The password contains the user name; choose another';
export const VALIDATION_ZH = '提交的数据有误，请检查标出的字段';
export const NOT_FOUND_ZH = '请求的资源不存在';
export const STALE_ZH = '数据已被他人修改，请刷新后重试';
export const LAST_ADMIN_ZH = '不能禁用或降级最后一个系统管理员';

type DemoUser = 'admin' | 'clerk' | 'service' | 'finance' | 'partner01';
type DemoRole = 'admin' | 'clerk' | 'finance' | 'yy_admin' | 'yy_front';

/** The role codes among a token check's authorities, sorted. */
export const roleCodes = (body: { authorities: { authority: string }[] }) =>
  body.authorities
    .filter((a) => a.authority.startsWith('SysRoleVo'))
    .map((a) => /code=([^,]+)/.exec(a.authority)![1])
    .sort();

/**
 * The shared set-up of the users-admin test files (user administration under /code/oauth2/sys-user-dto).
 * Each file calls start() in its beforeAll and close() in its afterAll, so each file gets its own app and
 * database; the helpers act on that file's app.
 */
export function usersAdminFixture() {
  let t: TestApp;
  let admin: string;
  const ids = {
    users: {} as Record<DemoUser, number>,
    roles: {} as Record<DemoRole, number>,
    orgA: 0,
    orgB: 0,
  };

  /** Starts the app, signs the administrator in and looks up the ids of the seeded users, roles and organisations. */
  async function start() {
    t = await startTestApp();
    admin = await t.login('admin');
    for (const u of await t.database.db.select({ id: users.id, username: users.username }).from(users)) {
      (ids.users as Record<string, number>)[u.username] = u.id;
    }
    for (const r of await t.database.db.select({ id: roles.id, code: roles.code }).from(roles))
      (ids.roles as Record<string, number>)[r.code] = r.id;
    const orgs = await t.database.db.select().from(organisations);
    ids.orgA = orgs.find((o) => o.code === 'HUAHAI')!.id;
    ids.orgB = orgs.find((o) => o.code === 'YUANHANG')!.id;
    return { t, admin };
  }

  /** Failing sign-ins come from their own addresses, so the per-address limit never mixes scenarios. */
  let ipSeq = 10;
  const nextIp = () => `10.1.0.${ipSeq++}`;

  const post = (path: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
    t.call('POST', path.startsWith('/') ? path : `${BASE}/${path}`, token, body, headers);

  function signIn(username: string, password = PASSWORD, ip = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: { grant_type: 'password', ...CLIENTS.web, username, password },
      remoteAddress: ip,
    });
  }

  async function userCount() {
    const [row] = await t.database.db.select({ n: count() }).from(users);
    return row!.n;
  }
  const logCount = () => operationLogCount(t.database.db);
  const lastLog = (action: string, recordId: number) =>
    lastOperation(t.database.db, 'users', action, recordId);
  async function checkToken(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oauth/check_token',
      query: { access_token: token },
    });
    return res.json() as { org: { id: number }[]; authorities: { authority: string; id: number }[] };
  }

  /** The user names of an organisation's members, read from the database. */
  async function membersOf(orgId: number) {
    const rows = await t.database.db
      .select({ username: users.username })
      .from(userOrgs)
      .innerJoin(users, eq(users.id, userOrgs.user_id))
      .where(eq(userOrgs.org_id, orgId));
    return rows.map((r) => r.username).sort();
  }

  let addSeq = 0;
  /** A new staff user through the API (a name that cannot collide with another test's). */
  async function addUser(extra: Record<string, unknown> = {}) {
    const username = `tuser${String(++addSeq).padStart(3, '0')}`;
    const res = await post('add', {
      username,
      password: 'Start#2026ab',
      name: `测试用户${addSeq}`,
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return { username, id: res.json().data.id as number, password: 'Start#2026ab' };
  }

  /**
   * Every user write the file made left rows (each of the given actions at least once) naming who did it,
   * and no row holds a password or its hash.
   */
  async function expectUserWritesLogged(expectedActions: string[]) {
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.target, 'users'));
    const actions = new Set(rows.map((r) => r.action));
    for (const action of expectedActions) {
      expect(actions, action).toContain(action);
    }
    for (const row of rows) {
      expect(row.user_id).toEqual(expect.any(Number));
      expect(row.username).toEqual(expect.any(String));
      expect(row.record_id).toMatch(/^\d+$/);
      expect(row.request_id).toBeTruthy();
      const text = JSON.stringify(row);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/#2026/);
    }
  }

  return {
    ids,
    start,
    close: () => t.close(),
    post,
    signIn,
    userCount,
    logCount,
    lastLog,
    checkToken,
    membersOf,
    addUser,
    expectUserWritesLogged,
  };
}
