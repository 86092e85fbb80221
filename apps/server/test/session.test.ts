import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, enumItems, resources, roleResources, userRoles, users } from '../src/db/schema/index.ts';
import { hashSecret } from '../src/modules/auth/passwords.ts';
import { CLIENTS, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: string;
let clerk: string;
let partner: string;
const userIds: Record<string, number> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  [admin, clerk, partner] = await Promise.all([t.login('admin'), t.login('clerk'), t.login('partner01')]);
  for (const u of await t.database.db.select().from(users)) userIds[u.username] = u.id;
  for (const c of await t.database.db.select().from(companies)) companyIds[c.code!] = c.id;
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers?: Record<string, string>) =>
  t.call('GET', url, token, undefined, headers);
const userInfo = async (token: string) => {
  const res = await get('/sys-user/get-user-info', token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const customerCodes = async (token: string) => {
  const res = await get('/api/customers', token);
  expect(res.statusCode).toBe(200);
  return (res.json().content as { customer_code: string; company_id: number }[])
    .map((c) => `${c.company_id}:${c.customer_code}`)
    .sort();
};

interface MenuEntry {
  id: number;
  parentId: string;
  code: string;
  sort: number;
  hidden: boolean;
  groupNo: string;
  children: MenuEntry[];
}
const flatten = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flatten(e.children)]);
const menu = async (token: string, headers?: Record<string, string>, query = '') => {
  const res = await get(`/menu/index${query}`, token, headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().data as MenuEntry[];
};
/** Every level of the tree is sorted by sort descending, and every child names its parent. */
function expectSorted(entries: MenuEntry[], parentId = '0') {
  const sorts = entries.map((e) => e.sort);
  expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
  for (const e of entries) {
    expect(e.parentId).toBe(parentId);
    expectSorted(e.children, String(e.id));
  }
}
async function grantedIds(username: string) {
  const rows = await t.database.db
    .select({ id: roleResources.resource_id })
    .from(userRoles)
    .innerJoin(roleResources, eq(roleResources.role_id, userRoles.role_id))
    .where(eq(userRoles.user_id, userIds[username]!));
  return new Set(rows.map((r) => r.id));
}

let ipSeq = 10;
function signIn(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    query: { grant_type: 'password', ...CLIENTS.web, username, password },
    remoteAddress: `10.2.0.${ipSeq++}`,
  });
}

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
      groupNumbers: ['7'],
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

describe('GET /menu/index', () => {
  it('answers the tree of granted resources only, each level by sort descending', async () => {
    const tree = await menu(clerk);
    expect(tree.map((e) => e.code)).toEqual(['customs', 'bonded', 'base', 'systemManage']);
    expectSorted(tree);
    const granted = await grantedIds('clerk');
    const entries = flatten(tree);
    expect(entries.every((e) => granted.has(e.id))).toBe(true);
    const codes = entries.map((e) => e.code);
    expect(codes).toContain('declaration:search');
    expect(codes).not.toContain('sensitive');
    expect(codes).not.toContain('bill');
    expect(codes).not.toContain('sysManage:user');
    const customs = tree[0]!;
    expect(customs.children.map((e) => e.code)).toEqual([
      'declaration',
      'declaration:edit-page',
      'shippingBill',
      'manifest',
      'channel',
    ]);
    expect(customs).toMatchObject({
      parentId: '0',
      type: '0',
      path: '/customs',
      title: '报关业务',
      name: 'customs',
      icon: 'FileTextOutlined',
      groupNo: '6',
      authority: 'customs',
      extend: '0',
      bindPath: '',
      url: '',
      hidden: false,
    });
  });

  it('follows the sort column, not the order of creation', async () => {
    await t.database.db.update(resources).set({ sort: 999 }).where(eq(resources.code, 'channel'));
    try {
      const customs = (await menu(clerk))[0]!;
      expect(customs.children.map((e) => e.code)[0]).toBe('channel');
      expectSorted(customs.children, String(customs.id));
    } finally {
      await t.database.db.update(resources).set({ sort: 10 }).where(eq(resources.code, 'channel'));
    }
  });

  it('marks hidden entries with hidden: true', async () => {
    const entries = flatten(await menu(clerk));
    const hidden = entries.filter((e) => e.hidden).map((e) => e.code);
    expect(hidden).toEqual(['declaration:edit-page']);
    expect(entries.find((e) => e.code === 'declaration:edit-page')).toMatchObject({
      type: '3',
      path: '/declaration/edit',
      hidden: true,
    });
  });

  it('answers the partner only the customer client’s entries', async () => {
    const tree = await menu(partner);
    expect(tree.map((e) => e.code)).toEqual(['yy']);
    expectSorted(tree);
    const entries = flatten(tree);
    expect(entries.map((e) => e.code).sort()).toEqual(
      [
        'yy',
        'yy:welcome',
        'yy:appointment',
        'yy:appointment:search',
        'yy:appointment:add',
        'yy:appointment:update',
        'yy:appointment:delete',
        'yy:customer',
        'yy:message',
      ].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(resources)
      .where(
        inArray(
          resources.id,
          entries.map((e) => e.id),
        ),
      );
    expect(rows.every((r) => r.client_ids.split(',').includes('customer'))).toBe(true);
  });

  it('a Group-Id header (or groupNo) limits it to one group', async () => {
    const six = await menu(clerk, { 'group-id': '6' });
    expect(six.map((e) => e.code)).toEqual(['customs']);
    expect(flatten(six).every((e) => e.groupNo === '6')).toBe(true);
    expect((await menu(clerk, undefined, '?groupNo=5')).map((e) => e.code)).toEqual(['bonded']);
    expect(await menu(clerk, { 'group-id': '3' })).toEqual([]);
    expect((await menu(admin, { 'group-id': '7' })).map((e) => e.code)).toEqual(['yy']);
  });

  it('shows the administrator every group, and a disabled resource to no one', async () => {
    expect((await menu(admin)).map((e) => e.code)).toEqual([
      'customs',
      'bonded',
      'logistics',
      'finance',
      'base',
      'systemManage',
      'yy',
    ]);
    await t.database.db.update(resources).set({ status: 0 }).where(eq(resources.code, 'manifest'));
    try {
      for (const token of [admin, clerk]) {
        const codes = flatten(await menu(token)).map((e) => e.code);
        expect(codes).not.toContain('manifest');
        expect(codes).not.toContain('manifest:search');
      }
    } finally {
      await t.database.db.update(resources).set({ status: 1 }).where(eq(resources.code, 'manifest'));
    }
  });

  it('answers 401 without a token', async () => {
    expect((await get('/menu/index')).statusCode).toBe(401);
  });
});

describe('GET /menu/group', () => {
  it('answers the groups the user holds with their titles, descending', async () => {
    const res = await get('/menu/group', clerk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      data: [
        { groupNo: '6', title: '报关业务', icon: 'FileTextOutlined' },
        { groupNo: '5', title: '保税业务', icon: 'BankOutlined' },
        { groupNo: '2', title: '基础资料', icon: 'DatabaseOutlined' },
        { groupNo: '1', title: '系统管理', icon: 'SettingOutlined' },
      ],
    });
    expect((await get('/menu/group', partner)).json().data).toEqual([
      { groupNo: '7', title: '入仓预约', icon: 'CalendarOutlined' },
    ]);
    expect(
      ((await get('/menu/group', admin)).json().data as { groupNo: string }[]).map((g) => g.groupNo),
    ).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect((await get('/menu/group')).statusCode).toBe(401);
  });
});

describe('GET /sys-user/get-partner-permission', () => {
  it('answers the partner’s resources, roles, stations and orgs for the customer client', async () => {
    const res = await get('/sys-user/get-partner-permission', partner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ stations: [], orgs: [], customer_code: 'C0001' });
    expect(body.data.roles).toEqual([
      { id: expect.any(Number), code: 'yy_front', name: '预约前台', clientId: 'customer' },
    ]);
    const resources = body.data.resources as { code: string; clientIds: string; path: string | null }[];
    expect(resources.map((r) => r.code).sort()).toEqual(
      [
        'yy',
        'yy:welcome',
        'yy:appointment',
        'yy:appointment:search',
        'yy:appointment:add',
        'yy:appointment:update',
        'yy:appointment:delete',
        'yy:customer',
        'yy:message',
      ].sort(),
    );
    expect(resources.find((r) => r.code === 'yy:welcome')).toMatchObject({
      path: '/yy/welcome',
      clientIds: 'web,customer',
      sort: expect.any(Number),
      type: '1',
    });
    expect((await get('/sys-user/get-partner-permission')).statusCode).toBe(401);
  });
});

describe('system calls', () => {
  it('POST /version/index answers the running version, without a token', async () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      version: string;
    };
    const res = await t.call('POST', '/version/index');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      data: { version: pkg.version, build_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect((await t.call('POST', '/version/index', admin)).json()).toEqual(res.json());
  });

  it('GET /config/get answers a setting by key, 404 for an unknown key, 401 without a token', async () => {
    const res = await get('/config/get?key=menu_groups', clerk);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    const groups = JSON.parse(res.json().data as string) as { groupNo: string; title: string }[];
    expect(groups.map((g) => g.groupNo)).toEqual(['6', '5', '4', '3', '2', '1', '7']);
    expect(groups[0]).toMatchObject({ groupNo: '6', title: '报关业务' });
    expect((await get('/config/get?key=password_max_age_months', clerk)).json()).toEqual({
      code: 0,
      data: 3,
    });
    const missing = await get('/config/get?key=no_such_key', clerk);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: '请求的资源不存在' });
    expect((await get('/config/get', clerk)).statusCode).toBe(400);
    expect((await get('/config/get?key=menu_groups')).statusCode).toBe(401);
  });

  it('GET /public/get-enum answers an enum group without a token, in order, shown entries only', async () => {
    const res = await get('/public/get-enum?group_code=dec_return_code');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    const data = res.json().data as { enum_key: string; enum_value: string }[];
    expect(data.map((e) => e.enum_key)).toEqual(['ss', '0', '7', 'L', 'J', 'E', 'H', 'K', 'P', 'R', 'C']);
    expect(data[0]).toEqual({ enum_key: 'ss', enum_value: '已发送' });
    expect(data.find((e) => e.enum_key === 'P')).toEqual({ enum_key: 'P', enum_value: '放行' });
    const hide = (is_show: number) =>
      t.database.db
        .update(enumItems)
        .set({ is_show })
        .where(and(eq(enumItems.group_code, 'dec_return_code'), eq(enumItems.enum_key, 'C')));
    await hide(0);
    try {
      const shown = (await get('/public/get-enum?group_code=dec_return_code')).json().data as {
        enum_key: string;
      }[];
      expect(shown.map((e) => e.enum_key)).not.toContain('C');
      expect(shown).toHaveLength(10);
    } finally {
      await hide(1);
    }
    expect((await get('/public/get-enum?group_code=no_such_group')).json()).toEqual({ code: 0, data: [] });
    expect((await get('/public/get-enum')).statusCode).toBe(400);
  });

  it('GET /healthz and /readyz answer without a token', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.kind });
  });
});
