import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userViewPermissions } from '../../src/db/schema/index.ts';
import { PASSWORD, type TestApp } from '../helpers/test-app.ts';
import {
  BASE,
  OVERLAP_ZH,
  POLICY_EN,
  POLICY_ZH,
  usersAdminFixture,
  VALIDATION_ZH,
} from '../helpers/users-admin-fixture.ts';

const f = usersAdminFixture();
const { ids, post, signIn, lastLog, addUser, expectUserWritesLogged } = f;
let t: TestApp;

beforeAll(async () => {
  ({ t } = await f.start());
});
afterAll(() => f.close());

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
    await expectUserWritesLogged(['create', 'reset-password', 'change-password', 'set-view-permission']);
  });
});
