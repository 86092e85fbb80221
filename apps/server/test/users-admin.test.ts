import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationLogs,
  organisations,
  roles,
  userOrgs,
  userRoles,
  users,
  userViewPermissions,
} from '../src/db/schema/index.ts';
import { hashSecret } from '../src/modules/auth/passwords.ts';
import { CLIENTS, PASSWORD, startTestApp, type TestApp } from './helpers/test-app.ts';
import { lastOperation, operationLogCount } from './helpers/operation-log.ts';

const BASE = '/code/oauth2/sys-user-dto';
const POLICY_ZH = '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成';
const POLICY_EN =
  'The password must be 8–20 characters mixing at least three of digits, upper-case letters, lower-case letters and special characters';
const OVERLAP_ZH = '密码与用户名有重叠，请重新设置';
const OVERLAP_EN = 'The password contains the user name; choose another';
const VALIDATION_ZH = '提交的数据有误，请检查标出的字段';
const NOT_FOUND_ZH = '请求的资源不存在';
const STALE_ZH = '数据已被他人修改，请刷新后重试';
const LAST_ADMIN_ZH = '不能禁用或降级最后一个系统管理员';

let t: TestApp;
let admin: string;
type DemoUser = 'admin' | 'clerk' | 'service' | 'finance' | 'partner01';
type DemoRole = 'admin' | 'clerk' | 'finance' | 'yy_admin' | 'yy_front';
const ids = {
  users: {} as Record<DemoUser, number>,
  roles: {} as Record<DemoRole, number>,
  orgA: 0,
  orgB: 0,
};

beforeAll(async () => {
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
});
afterAll(() => t.close());

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
const lastLog = (action: string, recordId: number) => lastOperation(t.database.db, 'users', action, recordId);
async function checkToken(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/oauth/check_token',
    query: { access_token: token },
  });
  return res.json() as { org: { id: number }[]; authorities: { authority: string; id: number }[] };
}
const roleCodes = (body: { authorities: { authority: string }[] }) =>
  body.authorities
    .filter((a) => a.authority.startsWith('SysRoleVo'))
    .map((a) => /code=([^,]+)/.exec(a.authority)![1])
    .sort();

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
  const res = await post('add', { username, password: 'Start#2026ab', name: `测试用户${addSeq}`, ...extra });
  expect(res.statusCode).toBe(200);
  return { username, id: res.json().data.id as number, password: 'Start#2026ab' };
}

describe('permissions', () => {
  it('answers 401 without a token and 403 to a clerk on every user-admin call', async () => {
    const calls = [
      'list',
      'getUserInfo',
      'getUserListByOrg',
      'add',
      'edit',
      'grantOrg',
      'delUserOrg',
      'grantRole',
      'delUserRole',
      'setUserStatus',
      'resetUserPassword',
      '/sys-user/get-user-view-permission',
      '/sys-user/set-user-view-permission',
    ];
    const clerk = await t.login('clerk');
    for (const call of calls) {
      const anonymous = await t.call('POST', call.startsWith('/') ? call : `${BASE}/${call}`, undefined, {});
      expect(anonymous.statusCode, call).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, message: '未登录或登录已过期，请重新登录' });
      const res = await post(call, {}, clerk);
      expect(res.statusCode, call).toBe(403);
      expect(res.json().code).toBe(403);
      expect(res.json().message).toMatch(/^没有权限执行此操作（sysManage:user:\w+）$/);
    }
    // the token may also come in the query, as the spec's calls send it
    const viaQuery = await t.call('POST', `${BASE}/list?access_token=${admin}`, undefined, {});
    expect(viaQuery.statusCode).toBe(200);
  });
});

describe('list, getUserInfo, getUserListByOrg', () => {
  beforeAll(async () => {
    const hash = await hashSecret('Pager#2026ab');
    await t.database.db.insert(users).values(
      Array.from({ length: 12 }, (_, i) => ({
        username: `pager${String(i + 1).padStart(2, '0')}`,
        name: `分页用户${i + 1}`,
        password_hash: hash,
        status: i < 3 ? 0 : 1,
      })),
    );
  });

  it('pages with pageNum and pageSize in the query and answers the total', async () => {
    const first = await post('list?pageNum=1&pageSize=10', { name: '分页用户' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, data: { total: 12, pageNum: 1, pageSize: 10 } });
    const second = await post('list?pageNum=2&pageSize=10', { name: '分页用户' });
    expect(second.json().data).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    const page1 = (first.json().data.list as { username: string }[]).map((u) => u.username);
    const page2 = (second.json().data.list as { username: string }[]).map((u) => u.username);
    expect(page1).toHaveLength(10);
    expect(page2).toHaveLength(2);
    // newest first, no row on two pages
    expect([...page1, ...page2]).toEqual(
      Array.from({ length: 12 }, (_, i) => `pager${String(12 - i).padStart(2, '0')}`),
    );
    const all = await post('list?pageNum=1&pageSize=999', {});
    expect(all.json().data.total).toBe(await userCount());
  });

  it('refuses a page size outside 10–100 (or 999)', async () => {
    const res = await post('list?pageNum=1&pageSize=5', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message: VALIDATION_ZH,
      errors: { pageSize: '每页条数只能是 10–100 或 999' },
    });
  });

  it('filters by username, name, status and org_id', async () => {
    const names = async (body: unknown) =>
      ((await post('list?pageNum=1&pageSize=100', body)).json().data.list as { username: string }[])
        .map((u) => u.username)
        .sort();
    expect(await names({ username: 'cler' })).toEqual(['clerk']);
    expect(await names({ username: 'CLERK' })).toEqual(['clerk']);
    expect(await names({ name: '张伟' })).toEqual(['finance']);
    expect(await names({ status: 0, name: '分页用户' })).toEqual(['pager01', 'pager02', 'pager03']);
    const disabled = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.status, 0));
    expect(await names({ status: 0 })).toEqual(disabled.map((u) => u.username).sort());
    const orgB = await membersOf(ids.orgB);
    expect(orgB).toEqual(expect.arrayContaining(['admin', 'finance']));
    expect(orgB).not.toContain('clerk');
    expect(await names({ org_id: ids.orgB })).toEqual(orgB);
    expect(await names({ org_id: ids.orgA, username: 'vic' })).toEqual(['service']);
    // LIKE wildcards are taken literally
    expect(await names({ username: '%' })).toEqual([]);
    expect(await names({ username: 'pager_1' })).toEqual([]);
  });

  it('never returns a password hash, and lists each user’s organisations and roles', async () => {
    const res = await post('list?pageNum=1&pageSize=999', {});
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('$argon2');
    const clerk = (res.json().data.list as { username: string }[]).find((u) => u.username === 'clerk');
    expect(clerk).toMatchObject({
      id: ids.users.clerk,
      name: '单证员 李明',
      status: 1,
      client_id: 'web',
      orgs: [{ id: ids.orgA, name: '华海供应链集团' }],
      roles: [{ id: ids.roles.clerk, name: '单证员' }],
    });
  });

  it('refuses unknown filter fields', async () => {
    const res = await post('list?pageNum=1&pageSize=10', { password_hash: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['password_hash']);
  });

  it('getUserInfo answers one user with organisations and roles, 404 for an unknown id', async () => {
    const res = await post('getUserInfo', { id: ids.users.finance });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        id: ids.users.finance,
        username: 'finance',
        orgs: [{ id: ids.orgB, name: '远航物流集团' }],
        roles: [{ id: ids.roles.finance, name: '财务' }],
      },
    });
    expect(res.body).not.toContain('password_hash');
    const missing = await post('getUserInfo', { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: NOT_FOUND_ZH });
  });

  it('getUserListByOrg answers the users of one organisation', async () => {
    const res = await post('getUserListByOrg', { org_id: ids.orgA });
    expect(res.statusCode).toBe(200);
    const members = await membersOf(ids.orgA);
    expect(members).toEqual(expect.arrayContaining(['admin', 'clerk', 'service']));
    expect(members).not.toContain('finance');
    expect((res.json().data as { username: string }[]).map((u) => u.username).sort()).toEqual(members);
    expect(res.body).not.toContain('password_hash');
    expect((await post('getUserListByOrg', { org_id: 999999 })).json()).toEqual({ code: 0, data: [] });
    expect((await post('getUserListByOrg', {})).statusCode).toBe(400);
  });
});

describe('add', () => {
  it('creates a user with organisations and roles in one go, logged without the password', async () => {
    const before = await userCount();
    const res = await post('add', {
      username: 'newclerk01',
      password: 'Strong#2026x',
      name: '新单证员',
      email: 'newclerk01@example.com',
      org_ids: [ids.orgA, ids.orgB],
      role_ids: [ids.roles.clerk, ids.roles.finance],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      username: 'newclerk01',
      name: '新单证员',
      status: 1,
      client_id: 'web',
      version: 1,
      is_weak_password: false,
      create_id: ids.users.admin,
    });
    expect(res.body).not.toContain('password_hash');
    expect(await userCount()).toBe(before + 1);
    const orgRows = await t.database.db.select().from(userOrgs).where(eq(userOrgs.user_id, data.id));
    expect(orgRows.map((r) => r.org_id).sort()).toEqual([ids.orgA, ids.orgB].sort());
    const roleRows = await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, data.id));
    expect(roleRows.map((r) => r.role_id).sort()).toEqual([ids.roles.clerk, ids.roles.finance].sort());

    // the new user signs in with the password and holds the roles
    const login = await signIn('newclerk01', 'Strong#2026x');
    expect(login.statusCode).toBe(200);
    expect(roleCodes(await checkToken(login.json().access_token))).toEqual(['clerk', 'finance']);

    const log = await lastLog('create', data.id);
    expect(log).toMatchObject({ user_id: ids.users.admin, username: 'admin', target: 'users' });
    expect(log!.after).toMatchObject({ id: data.id, username: 'newclerk01' });
    expect(JSON.stringify(log)).not.toContain('$argon2');
    expect(JSON.stringify(log)).not.toContain('Strong#2026x');
  });

  it('refuses a taken username with 400 naming username, writing nothing', async () => {
    const [users0, logs0] = [await userCount(), await logCount()];
    const res = await post('add', { username: 'clerk', password: 'Strong#2026x', name: '重复' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: VALIDATION_ZH, errors: { username: 'clerk 已存在' } });
    expect([await userCount(), await logCount()]).toEqual([users0, logs0]);
  });

  it('enforces the password policy with the spec’s messages, in Chinese and English', async () => {
    const [users0, logs0] = [await userCount(), await logCount()];
    const cases: [string, string, string, string][] = [
      ['policy01', 'abcd1234', POLICY_ZH, POLICY_EN], // two kinds only
      ['policy02', 'Ab1!', POLICY_ZH, POLICY_EN], // too short
      ['policy03', 'Ab1!Ab1! Ab1', POLICY_ZH, POLICY_EN], // a space is not allowed
      ['policy04', 'xPolicy04#2026', OVERLAP_ZH, OVERLAP_EN], // contains the user name, in any case
    ];
    for (const [username, password, zh, en] of cases) {
      const body = { username, password, name: '策略' };
      const res = await post('add', body);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: VALIDATION_ZH, errors: { password: zh } });
      const english = await post('add', body, admin, { 'accept-language': 'en' });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        code: 400,
        message: 'Some fields are invalid; please check the marked fields',
        errors: { password: en },
      });
    }
    const empty = await post('add', { username: 'policy05', password: '', name: '策略' });
    expect(empty.json().errors).toEqual({ password: '请输入新密码' });
    expect([await userCount(), await logCount()]).toEqual([users0, logs0]);
  });

  it('refuses a role of another client and an unknown organisation, and rolls the user back', async () => {
    const [users0, logs0] = [await userCount(), await logCount()];
    const foreign = await post('add', {
      username: 'foreign01',
      password: 'Strong#2026x',
      name: '跨端角色',
      org_ids: [ids.orgA],
      role_ids: [ids.roles.clerk, ids.roles.yy_front],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      code: 400,
      message: VALIDATION_ZH,
      errors: { role_ids: `角色 ${ids.roles.yy_front} 属于其他客户端，不能授予该用户` },
    });
    const noOrg = await post('add', {
      username: 'foreign02',
      password: 'Strong#2026x',
      name: '无此组织',
      org_ids: [999999],
    });
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json().errors).toEqual({ org_ids: '以下记录不存在：999999' });
    const noRole = await post('add', {
      username: 'foreign03',
      password: 'Strong#2026x',
      name: '无此角色',
      role_ids: [999999],
    });
    expect(noRole.json().errors).toEqual({ role_ids: '以下记录不存在：999999' });
    expect([await userCount(), await logCount()]).toEqual([users0, logs0]);
    const stray = await t.database.db.select().from(users).where(eq(users.username, 'foreign01'));
    expect(stray).toEqual([]);
  });

  it('a partner user takes roles of the customer client only', async () => {
    const ok = await post('add', {
      username: 'partner02',
      password: 'Strong#2026x',
      name: '合作伙伴二',
      client_id: 'customer',
      customer_code: 'C0002',
      role_ids: [ids.roles.yy_front],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ client_id: 'customer', customer_code: 'C0002' });
    const wrong = await post('add', {
      username: 'partner03',
      password: 'Strong#2026x',
      name: '合作伙伴三',
      client_id: 'customer',
      role_ids: [ids.roles.clerk],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['role_ids']);
    const noClient = await post('add', {
      username: 'partner04',
      password: 'Strong#2026x',
      name: '合作伙伴四',
      client_id: 'nosuchclient',
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ client_id: '以下记录不存在：nosuchclient' });
  });

  it('refuses bad input: a bad username, unknown fields, wrong types', async () => {
    const users0 = await userCount();
    const short = await post('add', { username: 'ab', password: 'Strong#2026x', name: '短' });
    expect(short.json().errors).toEqual({ username: '用户名为5-18位字母、数字或 _ . @ -' });
    const injected = await post('add', { username: "x' or 1=1--", password: 'Strong#2026x', name: '注入' });
    expect(injected.statusCode).toBe(400);
    expect(Object.keys(injected.json().errors)).toEqual(['username']);
    const extra = await post('add', {
      username: 'extra01',
      password: 'Strong#2026x',
      name: '多余',
      is_admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().errors)).toEqual(['is_admin']);
    const typed = await post('add', {
      username: 'typed01',
      password: 'Strong#2026x',
      name: '类型',
      org_ids: 'x',
    });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().errors)).toEqual(['org_ids']);
    expect(await userCount()).toBe(users0);
  });

  // On PostgreSQL the name check and the insert are not atomic: a name committed by another request in
  // between makes the unique index fail and the request answer 500 (PGlite runs one statement at a time).
  it('a username taken by a concurrent request still answers 400 naming username, never 500', async () => {
    let pending: ReturnType<typeof post> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.insert(users).values({ username: 'raceuser1', name: '并发', password_hash: 'x' });
      pending = post('add', { username: 'raceuser1', password: 'Strong#2026x', name: '并发' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const res = await pending!;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'raceuser1 已存在' });
  });
});

describe('edit', () => {
  it('edits a profile, bumps the version and logs before and after', async () => {
    const u = await addUser();
    const res = await post('edit', {
      id: u.id,
      version: 1,
      name: '改过的名字',
      mobile: '13800138000',
      email: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: u.id,
      name: '改过的名字',
      mobile: '13800138000',
      email: null,
      version: 2,
      update_id: ids.users.admin,
    });
    expect(res.body).not.toContain('password_hash');
    const log = await lastLog('update', u.id);
    expect(log!.before).toMatchObject({ name: expect.stringMatching(/^测试用户/), version: 1 });
    expect(log!.after).toMatchObject({ name: '改过的名字', version: 2 });
    expect(JSON.stringify(log)).not.toContain('$argon2');

    // the version the client read is now stale
    const stale = await post('edit', { id: u.id, version: 1, name: '晚了一步' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: STALE_ZH });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ name: '改过的名字', version: 2 });

    const next = await post('edit', { id: u.id, version: 2, name: '第三版' });
    expect(next.json().data.version).toBe(3);
  });

  it('answers 404 for an unknown id and refuses fields it does not edit', async () => {
    const missing = await post('edit', { id: 999999, version: 1, name: '无' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: NOT_FOUND_ZH });
    const u = await addUser();
    for (const field of ['username', 'password', 'status', 'password_hash']) {
      const res = await post('edit', { id: u.id, version: 1, [field]: 'x' });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await post('edit', { id: u.id, name: '无版本' })).json().errors).toHaveProperty('version');
  });
});

describe('grantOrg / delUserOrg', () => {
  it('adds and removes organisations, visible in getUserInfo and the token check', async () => {
    const u = await addUser({ org_ids: [ids.orgA] });
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    const grant = await post('grantOrg', { user_id: u.id, org_ids: [ids.orgB] });
    expect(grant.json()).toEqual({ code: 0, data: null });
    const info = await post('getUserInfo', { id: u.id });
    expect((info.json().data.orgs as { id: number }[]).map((o) => o.id).sort()).toEqual(
      [ids.orgA, ids.orgB].sort(),
    );
    expect((await checkToken(token)).org.map((o) => o.id).sort()).toEqual([ids.orgA, ids.orgB].sort());
    expect(await lastLog('grant-org', u.id)).toMatchObject({
      after: { org_ids: [ids.orgB] },
      username: 'admin',
    });

    // granting twice is harmless
    expect((await post('grantOrg', { user_id: u.id, org_ids: [ids.orgB] })).statusCode).toBe(200);

    const del = await post('delUserOrg', { user_id: u.id, org_ids: [ids.orgA] });
    expect(del.json()).toEqual({ code: 0, data: null });
    expect((await checkToken(token)).org.map((o) => o.id)).toEqual([ids.orgB]);
    expect(await lastLog('remove-org', u.id)).toMatchObject({ before: { org_ids: [ids.orgA] } });
  });

  it('refuses an unknown organisation (400 org_ids), an unknown user (404) and an empty list', async () => {
    const u = await addUser();
    const logs0 = await logCount();
    const bad = await post('grantOrg', { user_id: u.id, org_ids: [ids.orgA, 999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ org_ids: '以下记录不存在：999999' });
    expect(await t.database.db.select().from(userOrgs).where(eq(userOrgs.user_id, u.id))).toEqual([]);
    expect((await post('grantOrg', { user_id: 999999, org_ids: [ids.orgA] })).statusCode).toBe(404);
    expect((await post('delUserOrg', { user_id: 999999, org_ids: [ids.orgA] })).statusCode).toBe(404);
    expect((await post('grantOrg', { user_id: u.id, org_ids: [] })).statusCode).toBe(400);
    expect(await logCount()).toBe(logs0);
  });

  it('removing a user from an organisation ends their working company in that organisation at once', async () => {
    const u = await addUser({ org_ids: [ids.orgA], role_ids: [ids.roles.clerk] });
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    const before = await t.call('GET', '/api/customers', token);
    expect(before.statusCode).toBe(200);
    expect(before.json().totalElements).toBe(2);
    expect((await post('delUserOrg', { user_id: u.id, org_ids: [ids.orgA] })).statusCode).toBe(200);
    const after = await t.call('GET', '/api/customers', token);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ code: 400, message: '请先选择工作公司' });
  });
});

describe('grantRole / delUserRole', () => {
  it('adds and removes roles, visible in the token check and in what the user may do', async () => {
    const u = await addUser({ org_ids: [ids.orgA] });
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    expect(roleCodes(await checkToken(token))).toEqual([]);
    expect((await t.call('GET', '/api/customers', token)).statusCode).toBe(403);

    const grant = await post('grantRole', { user_id: u.id, role_ids: [ids.roles.clerk] });
    expect(grant.json()).toEqual({ code: 0, data: null });
    expect(roleCodes(await checkToken(token))).toEqual(['clerk']);
    expect((await t.call('GET', '/api/customers', token)).statusCode).toBe(200);
    expect((await post('getUserInfo', { id: u.id })).json().data.roles).toEqual([
      { id: ids.roles.clerk, name: '单证员' },
    ]);
    expect(await lastLog('grant-role', u.id)).toMatchObject({ after: { role_ids: [ids.roles.clerk] } });

    const del = await post('delUserRole', { user_id: u.id, role_ids: [ids.roles.clerk] });
    expect(del.json()).toEqual({ code: 0, data: null });
    expect(roleCodes(await checkToken(token))).toEqual([]);
    expect((await t.call('GET', '/api/customers', token)).statusCode).toBe(403);
    expect(await lastLog('remove-role', u.id)).toMatchObject({ before: { role_ids: [ids.roles.clerk] } });
  });

  it('refuses a role of another client, an unknown role and an unknown user', async () => {
    const u = await addUser();
    const foreign = await post('grantRole', { user_id: u.id, role_ids: [ids.roles.yy_admin] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      role_ids: `角色 ${ids.roles.yy_admin} 属于其他客户端，不能授予该用户`,
    });
    const partnerGrant = await post('grantRole', {
      user_id: ids.users.partner01,
      role_ids: [ids.roles.admin],
    });
    expect(partnerGrant.statusCode).toBe(400);
    expect((await post('grantRole', { user_id: u.id, role_ids: [999999] })).json().errors).toEqual({
      role_ids: '以下记录不存在：999999',
    });
    expect((await post('grantRole', { user_id: 999999, role_ids: [ids.roles.clerk] })).statusCode).toBe(404);
    expect((await post('delUserRole', { user_id: 999999, role_ids: [ids.roles.clerk] })).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, u.id))).toEqual([]);
  });

  it('refuses to take the admin role from the last administrator (409), and allows it when another remains', async () => {
    const logs0 = await logCount();
    const res = await post('delUserRole', { user_id: ids.users.admin, role_ids: [ids.roles.admin] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: LAST_ADMIN_ZH });
    expect(roleCodes(await checkToken(admin))).toEqual(['admin']);
    expect((await post('list?pageNum=1&pageSize=10', {})).statusCode).toBe(200);
    expect(await logCount()).toBe(logs0);

    // with a second administrator, either may lose the role
    const u = await addUser({ role_ids: [ids.roles.admin] });
    const second = (await signIn(u.username, u.password)).json().access_token as string;
    expect((await post('list?pageNum=1&pageSize=10', {}, second)).statusCode).toBe(200);
    expect((await post('delUserRole', { user_id: u.id, role_ids: [ids.roles.admin] })).statusCode).toBe(200);
    expect((await post('list?pageNum=1&pageSize=10', {}, second)).statusCode).toBe(403);
  });
});

describe('setUserStatus', () => {
  it('disabling signs the user out at once and stops sign-in; enabling lets them back', async () => {
    const u = await addUser({ org_ids: [ids.orgA], role_ids: [ids.roles.clerk] });
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(200);

    const off = await post('setUserStatus', { id: u.id, status: 0 });
    expect(off.json()).toEqual({ code: 0, data: null });
    const refused = await t.call('GET', '/menu/index', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 401, message: 'token 无效' });
    const login = await signIn(u.username, u.password);
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error: 'invalid_grant', message: '账号已被禁用，请联系管理员' });
    expect(await lastLog('set-status', u.id)).toMatchObject({
      user_id: ids.users.admin,
      before: { status: 1 },
      after: { status: 0 },
    });
    const listed = await post('list?pageNum=1&pageSize=10', { username: u.username, status: 0 });
    expect(listed.json().data.total).toBe(1);

    const on = await post('setUserStatus', { id: u.id, status: 1 });
    expect(on.json()).toEqual({ code: 0, data: null });
    // the old token stays revoked; a new sign-in works
    expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
    const again = await signIn(u.username, u.password);
    expect(again.statusCode).toBe(200);
    expect((await t.call('GET', '/menu/index', again.json().access_token)).statusCode).toBe(200);
  });

  it('refuses to disable the last administrator (409) and keeps their sessions', async () => {
    const res = await post('setUserStatus', { id: ids.users.admin, status: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: LAST_ADMIN_ZH });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.users.admin));
    expect(row!.status).toBe(1);
    expect((await t.call('GET', '/menu/index', admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a status other than 0 or 1', async () => {
    expect((await post('setUserStatus', { id: 999999, status: 0 })).statusCode).toBe(404);
    const bad = await post('setUserStatus', { id: ids.users.clerk, status: 2 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });
});

describe('resetUserPassword', () => {
  it('replaces the password, signs the user out and asks them to change it', async () => {
    const u = await addUser();
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    const info0 = await t.call('GET', '/sys-user/get-user-info', token);
    expect(info0.json().data.pwdModified3MonthsAgo).toBe(false);

    const res = await post('resetUserPassword', { id: u.id, password: 'Reset#2026ab' });
    expect(res.json()).toEqual({ code: 0, data: null });
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
    const old = await signIn(u.username, u.password);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('用户名或密码错误');
    const fresh = await signIn(u.username, 'Reset#2026ab');
    expect(fresh.statusCode).toBe(200);
    const info = await t.call('GET', '/sys-user/get-user-info', fresh.json().access_token);
    expect(info.json().data).toMatchObject({ pwdModified3MonthsAgo: true, isWeakCipher: false });

    const log = await lastLog('reset-password', u.id);
    expect(log).toMatchObject({ user_id: ids.users.admin, username: 'admin' });
    expect(JSON.stringify(log)).not.toContain('$argon2');
    expect(JSON.stringify(log)).not.toContain('Reset#2026ab');
  });

  it('enforces the policy against the target user’s name, and 404 for an unknown user', async () => {
    const u = await addUser();
    const [before] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    const weak = await post('resetUserPassword', { id: u.id, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: POLICY_ZH });
    const overlap = await post('resetUserPassword', { id: u.id, password: `${u.username.toUpperCase()}#1a` });
    expect(overlap.json().errors).toEqual({ password: OVERLAP_ZH });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await post('resetUserPassword', { id: 999999, password: 'Reset#2026ab' })).statusCode).toBe(404);
  });
});

describe('modifyUserPassword', () => {
  const MODIFY = `${BASE}/modifyUserPassword`;

  it('changes the signed-in user’s own password: code 10000, every session signed out', async () => {
    const u = await addUser({ org_ids: [ids.orgA] });
    await t.database.db
      .update(users)
      .set({ password_changed_at: new Date(Date.now() - 120 * 86_400_000) })
      .where(eq(users.id, u.id));
    const first = (await signIn(u.username, u.password)).json().access_token as string;
    const second = (await signIn(u.username, u.password)).json().access_token as string;
    expect((await t.call('GET', '/sys-user/get-user-info', first)).json().data.pwdModified3MonthsAgo).toBe(
      true,
    );

    const res = await t.call('POST', MODIFY, first, {
      id: u.id,
      oldPassword: u.password,
      password: 'Changed#2026ab',
      confirmPassword: 'Changed#2026ab',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10000, message: '修改密码成功,请重新登录' });
    for (const token of [first, second]) {
      expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
    }
    expect((await signIn(u.username, u.password)).statusCode).toBe(400);
    const fresh = await signIn(u.username, 'Changed#2026ab');
    expect(fresh.statusCode).toBe(200);
    const info = await t.call('GET', '/sys-user/get-user-info', fresh.json().access_token);
    expect(info.json().data).toMatchObject({ isWeakCipher: false, pwdModified3MonthsAgo: false });

    const log = await lastLog('change-password', u.id);
    expect(log).toMatchObject({ user_id: u.id, username: u.username });
    expect(JSON.stringify(log)).not.toContain('$argon2');
    expect(JSON.stringify(log)).not.toContain('Changed#2026ab');
  });

  it('answers in English when asked', async () => {
    const u = await addUser();
    const token = (await signIn(u.username, u.password)).json().access_token as string;
    const res = await t.call(
      'POST',
      MODIFY,
      token,
      { id: u.id, oldPassword: u.password, password: 'English#2026ab', confirmPassword: 'English#2026ab' },
      { 'accept-language': 'en' },
    );
    expect(res.json()).toEqual({ code: 10000, message: 'Password changed; please sign in again' });
  });

  describe('refusals', () => {
    let u: { username: string; id: number; password: string };
    let token: string;
    beforeAll(async () => {
      u = await addUser();
      token = (await signIn(u.username, u.password)).json().access_token as string;
    });
    const change = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      t.call('POST', MODIFY, token, body, headers);

    it('a wrong old password: 400 errors.oldPassword', async () => {
      const res = await change({
        id: u.id,
        oldPassword: 'Wrong#2026ab',
        password: 'Next#2026abc',
        confirmPassword: 'Next#2026abc',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: VALIDATION_ZH,
        errors: { oldPassword: '旧密码不正确' },
      });
      const en = await change(
        { id: u.id, oldPassword: 'Wrong#2026ab', password: 'Next#2026abc', confirmPassword: 'Next#2026abc' },
        { 'accept-language': 'en' },
      );
      expect(en.json().errors).toEqual({ oldPassword: 'The old password is incorrect' });
    });

    it('a confirmation that differs: 两次密码输入不一致', async () => {
      const res = await change({
        id: u.id,
        oldPassword: u.password,
        password: 'Next#2026abc',
        confirmPassword: 'Next#2026abd',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ confirmPassword: '两次密码输入不一致' });
      const empty = await change({
        id: u.id,
        oldPassword: u.password,
        password: 'Next#2026abc',
        confirmPassword: '',
      });
      expect(empty.json().errors).toEqual({ confirmPassword: '请输入确认密码' });
    });

    it('a missing id: 当前用户信息获取失败，请重新登录', async () => {
      const body = { oldPassword: u.password, password: 'Next#2026abc', confirmPassword: 'Next#2026abc' };
      for (const res of [await change(body), await change({ ...body, id: null })]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 400,
          message: VALIDATION_ZH,
          errors: { id: '当前用户信息获取失败，请重新登录' },
        });
      }
    });

    it('the policy, the old password required, and the spec’s messages in English', async () => {
      const weak = await change({
        id: u.id,
        oldPassword: u.password,
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      });
      expect(weak.json().errors).toEqual({ password: POLICY_ZH });
      const overlap = `X${u.username}#1`;
      const own = await change({
        id: u.id,
        oldPassword: u.password,
        password: overlap,
        confirmPassword: overlap,
      });
      expect(own.json().errors).toEqual({ password: OVERLAP_ZH });
      const en = await change(
        { id: u.id, oldPassword: '', password: 'abcdefgh', confirmPassword: 'abcdefgi' },
        { 'accept-language': 'en' },
      );
      expect(en.json().errors).toEqual({
        oldPassword: 'Enter the old password',
        password: POLICY_EN,
        confirmPassword: 'The two passwords do not match',
      });
    });

    it('someone else’s id: 403', async () => {
      const res = await change({
        id: ids.users.clerk,
        oldPassword: PASSWORD,
        password: 'Next#2026abc',
        confirmPassword: 'Next#2026abc',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: '只能修改自己的密码' });
      expect((await signIn('clerk')).statusCode).toBe(200);
    });

    it('no token: 401; nothing changed by any refusal', async () => {
      const res = await t.call('POST', MODIFY, undefined, {
        id: u.id,
        oldPassword: u.password,
        password: 'Next#2026abc',
        confirmPassword: 'Next#2026abc',
      });
      expect(res.statusCode).toBe(401);
      expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
      expect((await signIn(u.username, u.password)).statusCode).toBe(200);
      expect(await lastLog('change-password', u.id)).toBeUndefined();
    });
  });
});

describe('view permission', () => {
  const GET = '/sys-user/get-user-view-permission';
  const SET = '/sys-user/set-user-view-permission';
  const codes = async (token: string) =>
    ((await t.call('GET', '/api/customers', token)).json().content as { customer_code: string }[])
      .map((c) => c.customer_code)
      .sort();

  it('limits a staff user to the customer codes set, and lifting it restores the company’s customers', async () => {
    const clerk = await t.login('clerk');
    expect(await codes(clerk)).toEqual(['C0001', 'C0002']);
    expect((await post(GET, { user_id: ids.users.clerk })).json()).toEqual({
      code: 0,
      data: { user_id: ids.users.clerk, customer_codes: [] },
    });

    const set = await post(SET, { user_id: ids.users.clerk, customer_codes: ['C0002', 'C0002', 'C0003'] });
    expect(set.json()).toEqual({
      code: 0,
      data: { user_id: ids.users.clerk, customer_codes: ['C0002', 'C0003'] },
    });
    expect((await post(GET, { user_id: ids.users.clerk })).json().data.customer_codes).toEqual([
      'C0002',
      'C0003',
    ]);
    // C0003 belongs to another company: the company scope still applies
    expect(await codes(clerk)).toEqual(['C0002']);
    const byId = await t.database.db
      .select()
      .from(userViewPermissions)
      .where(eq(userViewPermissions.user_id, ids.users.clerk));
    expect(byId).toHaveLength(2);
    expect(await lastLog('set-view-permission', ids.users.clerk)).toMatchObject({
      user_id: ids.users.admin,
      before: { customer_codes: [] },
      after: { customer_codes: ['C0002', 'C0003'] },
    });

    expect(
      (await post(SET, { user_id: ids.users.clerk, customer_codes: [] })).json().data.customer_codes,
    ).toEqual([]);
    expect(await codes(clerk)).toEqual(['C0001', 'C0002']);
  });

  it('answers 404 for an unknown user and 400 for bad codes', async () => {
    expect((await post(GET, { user_id: 999999 })).statusCode).toBe(404);
    expect((await post(SET, { user_id: 999999, customer_codes: ['C0001'] })).statusCode).toBe(404);
    const bad = await post(SET, { user_id: ids.users.clerk, customer_codes: [''] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['customer_codes.0']);
  });
});

describe('operation log', () => {
  it('every user write above left rows naming who did it, and no row holds a password or its hash', async () => {
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.target, 'users'));
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'create',
      'update',
      'grant-org',
      'remove-org',
      'grant-role',
      'remove-role',
      'set-status',
      'reset-password',
      'change-password',
      'set-view-permission',
    ]) {
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
  });
});
