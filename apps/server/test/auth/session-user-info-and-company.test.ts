import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/modules/auth/passwords.ts';
import { sessionFixture } from '../helpers/session-fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';

const f = sessionFixture();
const { userIds, companyIds, get, userInfo, customerCodes, signIn } = f;
let t: TestApp;
let clerk: string;
let partner: string;

beforeAll(async () => {
  ({ t, clerk, partner } = await f.start());
});
afterAll(() => f.close());

describe('GET /sys-user/get-user-info', () => {
  it('answers code 0 and every §3.4 field', async () => {
    const res = await get('/sys-user/get-user-info', clerk);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const data = body.data;
    for (const field of [
      'user_id',
      'name',
      'groupNumbers',
      'warehouse_codes',
      'company_warehouse',
      'wms_customer_warehouse_codes',
      'isWeakCipher',
      'pwdModified3MonthsAgo',
      'client_id',
      'org',
      'authorities',
      'managePartnerCode',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data).toMatchObject({
      user_id: userIds.clerk,
      name: '单证员 李明',
      groupNumbers: ['6', '5', '2', '1'],
      warehouse_codes: [],
      company_warehouse: [],
      wms_customer_warehouse_codes: [],
      isWeakCipher: false,
      pwdModified3MonthsAgo: false,
      client_id: 'web',
      managePartnerCode: '',
      company_id: companyIds['3502980001'],
    });
    expect(data.org).toEqual([
      {
        id: expect.any(Number),
        name: '华海供应链集团',
        code: 'HUAHAI',
        companies: [
          { id: companyIds['3502980001'], name: '华海国际货运代理（厦门）有限公司' },
          { id: companyIds['3122240002'], name: '华海报关服务（上海）有限公司' },
        ],
      },
    ]);
    // the same authorities as the token check
    const check = await t.app.inject({
      method: 'GET',
      url: '/oauth/check_token',
      query: { access_token: clerk },
    });
    expect(data.authorities).toEqual(check.json().authorities);
    expect(
      data.authorities.some((a: { authority: string }) => a.authority.startsWith('SysRoleVo(code=clerk')),
    ).toBe(true);
    expect(res.body).not.toContain('password_hash');
  });

  it('splits the warehouse lists and answers the managed partner code', async () => {
    await t.database.db
      .update(users)
      .set({
        warehouse_codes: 'WH01,WH02',
        company_warehouse: 'CW01',
        wms_customer_warehouse_codes: 'C0001-WH01,C0002-WH02',
        manage_partner_code: 'P0001',
      })
      .where(eq(users.username, 'service'));
    const data = await userInfo(await t.login('service'));
    expect(data).toMatchObject({
      warehouse_codes: ['WH01', 'WH02'],
      company_warehouse: ['CW01'],
      wms_customer_warehouse_codes: ['C0001-WH01', 'C0002-WH02'],
      managePartnerCode: 'P0001',
    });
  });

  it('isWeakCipher is true when the stored password is flagged weak', async () => {
    const token = await t.login('finance');
    expect((await userInfo(token)).isWeakCipher).toBe(false);
    await t.database.db.update(users).set({ is_weak_password: true }).where(eq(users.username, 'finance'));
    try {
      expect((await userInfo(token)).isWeakCipher).toBe(true);
    } finally {
      await t.database.db.update(users).set({ is_weak_password: false }).where(eq(users.username, 'finance'));
    }
  });

  it('isWeakCipher is true after a weak password is stored directly and used to sign in', async () => {
    await t.database.db
      .insert(users)
      .values({ username: 'weakling', name: '弱密码', password_hash: await hashSecret('abc12345') });
    const login = await signIn('weakling', 'abc12345');
    expect(login.statusCode).toBe(200);
    expect((await userInfo(login.json().access_token)).isWeakCipher).toBe(true);
  });

  it('pwdModified3MonthsAgo is true once the password is older than three months', async () => {
    const token = await t.login('service');
    const setAge = (interval: string) =>
      t.database.db
        .update(users)
        .set({ password_changed_at: sql`now() - ${interval}::interval` })
        .where(eq(users.username, 'service'));
    await setAge('2 months');
    expect((await userInfo(token)).pwdModified3MonthsAgo).toBe(false);
    await setAge('4 months');
    expect((await userInfo(token)).pwdModified3MonthsAgo).toBe(true);
    await setAge('0 seconds');
    expect((await userInfo(token)).pwdModified3MonthsAgo).toBe(false);
  });

  it('answers the partner its own client, no organisations and its menu group', async () => {
    const data = await userInfo(partner);
    expect(data).toMatchObject({
      user_id: userIds.partner01,
      client_id: 'customer',
      org: [],
      groupNumbers: ['7', '6', '5'],
      customer_code: 'C0001',
      company_id: null,
    });
  });

  it('answers 401 without a valid token', async () => {
    const none = await get('/sys-user/get-user-info');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: '未登录或登录已过期，请重新登录' });
    const bad = await get('/sys-user/get-user-info', 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 401, message: 'token 无效' });
  });
});

describe('GET /oos/setUser', () => {
  it('accepts a company of the user’s own organisations and then scopes data to it', async () => {
    const token = await t.login('clerk');
    const [xiamen, shanghai] = [companyIds['3502980001']!, companyIds['3122240002']!];
    expect(await customerCodes(token)).toEqual([`${xiamen}:C0001`, `${xiamen}:C0002`]);
    const res = await get(`/oos/setUser?company_id=${shanghai}&groupId=6`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      data: { userId: userIds.clerk, companyId: shanghai, groupId: '6' },
    });
    expect(await customerCodes(token)).toEqual([`${shanghai}:C0003`]);
    expect((await userInfo(token)).company_id).toBe(shanghai);
    // the choice belongs to this session only
    expect(await customerCodes(clerk)).toEqual([`${xiamen}:C0001`, `${xiamen}:C0002`]);
    // and may be changed back
    expect((await get(`/oos/setUser?company_id=${xiamen}`, token)).json().data.companyId).toBe(xiamen);
    expect(await customerCodes(token)).toEqual([`${xiamen}:C0001`, `${xiamen}:C0002`]);
  });

  it('refuses another organisation’s company with 403 and keeps the current one', async () => {
    const token = await t.login('clerk');
    const shenzhen = companyIds['4403960003']!;
    const before = await customerCodes(token);
    for (const id of [shenzhen, companyIds['3302960004']!, 999999]) {
      const res = await get(`/oos/setUser?company_id=${id}`, token);
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: '不能选择该公司' });
    }
    const en = await get(`/oos/setUser?company_id=${shenzhen}`, token, { 'accept-language': 'en' });
    expect(en.json().message).toBe('You cannot select this company');
    expect(await customerCodes(token)).toEqual(before);
    // the partner has no organisation at all
    expect((await get(`/oos/setUser?company_id=${companyIds['3502980001']}`, partner)).statusCode).toBe(403);
  });

  it('lets the administrator choose any existing company', async () => {
    const token = await t.login('admin');
    const ningbo = companyIds['3302960004']!;
    const res = await get(`/oos/setUser?company_id=${ningbo}`, token);
    expect(res.json()).toMatchObject({ code: 0, data: { companyId: ningbo } });
    expect(await customerCodes(token)).toEqual([`${ningbo}:C0004`]);
    expect((await get('/oos/setUser?company_id=999999', token)).statusCode).toBe(403);
  });

  it('partners see only their own customer code, whatever the company', async () => {
    expect(await customerCodes(partner)).toEqual([
      `${companyIds['3502980001']}:C0001`,
      `${companyIds['4403960003']}:C0001`,
    ]);
  });

  it('refuses bad input and a missing token', async () => {
    const bad = await get('/oos/setUser?company_id=abc', clerk);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['company_id']);
    expect((await get('/oos/setUser?company_id=-1', clerk)).statusCode).toBe(400);
    expect((await get(`/oos/setUser?company_id=${companyIds['3502980001']}`)).statusCode).toBe(401);
  });
});
