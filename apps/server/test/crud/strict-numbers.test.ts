import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('ids and numbers are taken as they are sent', () => {
  it('refuses true, null, "" and arrays where an id is expected, writing nothing (an id of true was user 1)', async () => {
    for (const id of [true, false, null, '', [1], '1e0', 1.5]) {
      const reset = await t.call('POST', '/code/oauth2/sys-user-dto/resetUserPassword', admin, {
        id,
        password: 'Strict@2026x',
      });
      expect(reset.statusCode, `${JSON.stringify(id)}: ${reset.body}`).toBe(400);
      expect(reset.json().errors).toHaveProperty('id');
    }
    const admin1 = await t.call('POST', '/code/oauth2/sys-user-dto/getUserInfo', admin, { id: 1 });
    expect(admin1.json().data.must_change_password).toBe(false);
  });

  it('still takes a number, and digits in a query string', async () => {
    const one = await t.call('POST', '/code/oauth2/sys-user-dto/getUserInfo', admin, { id: 1 });
    expect(one.statusCode).toBe(200);
    expect((await t.call('GET', '/api/customers?page=1&size=10', admin)).statusCode).toBe(200);
    for (const page of ['', 'true', '1.5', '-1']) {
      const res = await t.call('GET', `/api/customers?page=${page}`, admin);
      expect(res.statusCode, page).toBe(400);
    }
    const list = await t.call('POST', '/code/oauth2/sys-user-dto/list?pageNum=true&pageSize=10', admin, {});
    expect(list.statusCode).toBe(400);
  });
});
