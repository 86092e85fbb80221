import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrgs, userRoles, users } from '../../src/db/schema/index.ts';
import { type TestApp } from '../helpers/test-app.ts';
import {
  LAST_ADMIN_ZH,
  NOT_FOUND_ZH,
  roleCodes,
  STALE_ZH,
  usersAdminFixture,
} from '../helpers/users-admin-fixture.ts';

const f = usersAdminFixture();
const { ids, post, signIn, logCount, lastLog, checkToken, addUser, expectUserWritesLogged } = f;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await f.start());
});
afterAll(() => f.close());

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

describe('operation log', () => {
  it('every user write above left rows naming who did it, and no row holds a password or its hash', async () => {
    await expectUserWritesLogged([
      'create',
      'update',
      'grant-org',
      'remove-org',
      'grant-role',
      'remove-role',
      'set-status',
    ]);
  });
});
