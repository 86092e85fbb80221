import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrgs, userRoles, users } from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/modules/auth/passwords.ts';
import { type TestApp } from '../helpers/test-app.ts';
import {
  BASE,
  NOT_FOUND_ZH,
  OVERLAP_EN,
  OVERLAP_ZH,
  POLICY_EN,
  POLICY_ZH,
  roleCodes,
  usersAdminFixture,
  VALIDATION_ZH,
} from '../helpers/users-admin-fixture.ts';
import { untilBlockedBy } from '../helpers/lock-wait.ts';

const f = usersAdminFixture();
const { ids, post, signIn, userCount, logCount, lastLog, checkToken, membersOf, expectUserWritesLogged } = f;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await f.start());
});
afterAll(() => f.close());

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
    expect(noClient.json().errors).toEqual({ client_id: '引用的应用客户端不存在：nosuchclient' });
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
      // commit once the request's insert waits for this transaction's row (PostgreSQL)
      await untilBlockedBy(t, tx);
    });
    const res = await pending!;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'raceuser1 已存在' });
  });
});

describe('operation log', () => {
  it('every user write above left rows naming who did it, and no row holds a password or its hash', async () => {
    await expectUserWritesLogged(['create']);
  });
});
