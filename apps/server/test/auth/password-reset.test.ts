import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('an administrator’s password reset', () => {
  it('forces the user to choose a new password, and the change clears it', async () => {
    const admin = await t.login('admin');
    const list = await t.call('POST', '/code/oauth2/sys-user-dto/list', admin, { username: 'service' });
    const id = list.json().data.list[0].id as number;
    expect(
      (
        await t.call('POST', '/code/oauth2/sys-user-dto/resetUserPassword', admin, {
          id,
          password: 'Reset#2026ab',
        })
      ).statusCode,
    ).toBe(200);
    const token = await t.login('service', { password: 'Reset#2026ab' });
    const info = (await t.call('GET', '/sys-user/get-user-info', token)).json().data;
    expect(info).toMatchObject({ mustChangePassword: true, mobile: '', email: 'service@example.com' });
    const changed = await t.call('POST', '/code/oauth2/sys-user-dto/modifyUserPassword', token, {
      id,
      oldPassword: 'Reset#2026ab',
      password: 'Mine#2026abc',
      confirmPassword: 'Mine#2026abc',
    });
    expect(changed.json().code).toBe(10000);
    const again = await t.login('service', { password: 'Mine#2026abc' });
    expect((await t.call('GET', '/sys-user/get-user-info', again)).json().data).toMatchObject({
      mustChangePassword: false,
      isWeakCipher: false,
      pwdModified3MonthsAgo: false,
    });
  });

  it('keeps legacy01 (a policy-failing password from the old system) flagged weak', async () => {
    const token = await t.login('legacy01', { password: 'legacy2026' });
    expect((await t.call('GET', '/sys-user/get-user-info', token)).json().data.isWeakCipher).toBe(true);
  });
});
