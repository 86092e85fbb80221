import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema/index.ts';
import {
  BASE,
  codesOf,
  resourcesAdminFixture,
  VALIDATION_ZH,
  type Row,
} from '../helpers/resources-admin-fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';

const f = resourcesAdminFixture();
const { post, idOf, resourceCount, grantedTo } = f;
let t: TestApp;
let admin: string;
let yyFront: number;

beforeAll(async () => {
  ({ t, admin, yyFront } = await f.start());
});
afterAll(() => f.close());

describe('permissions', () => {
  it('answers 401 without a token and 403 to a clerk on every resource-admin call', async () => {
    const clerk = await t.login('clerk');
    const calls: [string, string][] = [
      ['list', 'resourceManage:resourceList:search'],
      ['getChildrenList', 'resourceManage:resourceList:search'],
      ['grantlist', 'resourceManage:resourceList:search'],
      ['add', 'resourceManage:resourceList:add'],
      ['edit', 'resourceManage:resourceList:update'],
      ['delete?id=1', 'resourceManage:resourceList:delete'],
      ['/resource/get-resource-by-role-id', 'sysManage:role:search'],
    ];
    const count0 = await resourceCount();
    for (const [call, permission] of calls) {
      const anonymous = await post(call, {}, '');
      expect(anonymous.statusCode, call).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, message: '未登录或登录已过期，请重新登录' });
      const res = await post(call, {}, clerk);
      expect(res.statusCode, call).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: `没有权限执行此操作（${permission}）` });
      const en = await post(call, {}, clerk, { 'accept-language': 'en' });
      expect(en.json().message).toBe(`You do not have permission for this operation (${permission})`);
    }
    expect(await resourceCount()).toBe(count0);
    // the token in the query, as the spec's calls send it
    expect((await t.call('POST', `${BASE}/list?access_token=${admin}`, undefined, {})).statusCode).toBe(200);
  });
});

describe('list', () => {
  it('pages with pageNum and pageSize and answers the total', async () => {
    const total = await resourceCount();
    const first = await post('list?pageNum=1&pageSize=10', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, data: { total, pageNum: 1, pageSize: 10 } });
    const second = await post('list?pageNum=2&pageSize=10', {});
    const all = await post('list?pageNum=1&pageSize=999', {});
    const page1 = first.json().data.list as Row[];
    const page2 = second.json().data.list as Row[];
    const every = all.json().data.list as Row[];
    expect(page1).toHaveLength(10);
    expect(page2).toHaveLength(10);
    expect(every).toHaveLength(total);
    expect([...page1, ...page2].map((r) => r.id)).toEqual(every.slice(0, 20).map((r) => r.id));
    // top level first, each level by sort descending
    expect(codesOf(page1.slice(0, 7))).toEqual([
      'customs',
      'bonded',
      'logistics',
      'finance',
      'base',
      'systemManage',
      'yy',
    ]);
    const beyond = await post(`list?pageNum=${Math.ceil(total / 10) + 1}&pageSize=10`, {});
    expect(beyond.json().data).toMatchObject({ list: [], total });
  });

  it('filters by code, name, parent_id, type and client_id', async () => {
    // every match: the pages of 100 one after another
    const list = async (body: unknown) => {
      const all: Row[] = [];
      for (let page = 1; ; page++) {
        const res = await post(`list?pageNum=${page}&pageSize=100`, body);
        expect(res.statusCode).toBe(200);
        const data = res.json().data as { list: Row[]; total: number };
        all.push(...data.list);
        if (all.length >= data.total || data.list.length === 0) return { list: all, total: data.total };
      }
    };
    // the users page and its ten buttons: the standard five of an entity and its own five
    const user = await list({ code: 'sysManage:user' });
    expect(user.total).toBe(11);
    expect(codesOf(user.list)).toContain('sysManage:user:viewPermission');
    expect(codesOf((await list({ name: 'sysManageUserResetPassword' })).list)).toEqual([
      'sysManage:user:resetPassword',
    ]);
    const systemChildren = await list({ parent_id: await idOf('systemManage') });
    expect(codesOf(systemChildren.list)).toEqual([
      'systemManage:appList',
      'sysManage:user',
      'sysManage:org',
      'sysManage:role',
      'resourceManage:resourceList',
      'download',
      'messageCenter',
      'operationLog',
      'loginLog',
      'onlineSession',
      // background jobs and set-aside receipts (系统运行)
      'summaryHealth',
      'datav',
      // partner registrations to review
      'partnerRegistration',
      // the home tab's figures: a hidden route holding their permissions
      'summary',
    ]);
    expect(codesOf((await list({ type: '2' })).list)).toEqual(['datav']);
    const partner = await list({ client_id: 'customer' });
    // the appointment site's own pages and the bonded-zone and customs groups partners read
    const yy = partner.list.filter((r) => r.code === 'yy' || r.code.startsWith('yy:'));
    // the group, 预约首页, 我的预约 (4 buttons), 我的对账单 (3), 我的客户 (an entity page: 5), 消息
    expect(yy).toHaveLength(18);
    // the partner home's figures are a button of 预约首页
    const home = partner.list.filter((r) => r.code === 'summary:partner');
    expect(home).toHaveLength(1);
    expect(
      partner.list
        .filter((r) => !yy.includes(r) && !home.includes(r))
        .every((r) => r.client_ids === 'web,customer' && ['5', '6'].includes(r.group_no ?? '')),
    ).toBe(true);
    expect(partner.list.some((r) => r.code === 'bonded')).toBe(true);
    const buttons = (await list({ client_id: 'customer', type: '4' })).list;
    expect(buttons.filter((r) => r.code.startsWith('yy:'))).toHaveLength(12);
    expect(buttons.every((r) => r.type === '4')).toBe(true);
    expect((await list({ parent_id: 0 })).total).toBe(7);
    // LIKE wildcards are taken literally
    expect((await list({ code: '%' })).total).toBe(0);
    expect((await list({ code: 'sysManage_user' })).total).toBe(0);
  });

  it('refuses a bad page size, a bad type and unknown fields', async () => {
    const size = await post('list?pageNum=1&pageSize=1000', {});
    expect(size.statusCode).toBe(400);
    expect(size.json()).toEqual({
      code: 400,
      message: VALIDATION_ZH,
      errors: { pageSize: '每页条数只能是 10–100 或 999' },
    });
    const type = await post('list?pageNum=1&pageSize=10', { type: '9' });
    expect(type.statusCode).toBe(400);
    expect(Object.keys(type.json().errors)).toEqual(['type']);
    const unknown = await post('list?pageNum=1&pageSize=10', { secret: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['secret']);
    const page = await post('list?pageNum=0&pageSize=10', {});
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().errors)).toEqual(['pageNum']);
  });
});

describe('getChildrenList', () => {
  it('answers the direct children of a resource, by sort descending', async () => {
    const top = await post('getChildrenList', { parent_id: 0 });
    expect(top.statusCode).toBe(200);
    expect(top.json().code).toBe(0);
    const roots = top.json().data as Row[];
    expect(codesOf(roots)).toEqual([
      'customs',
      'bonded',
      'logistics',
      'finance',
      'base',
      'systemManage',
      'yy',
    ]);
    expect(roots.map((r) => r.sort)).toEqual([700, 600, 500, 400, 300, 200, 100]);
    expect(roots.every((r) => r.has_children === true)).toBe(true);
    const buttons = await post('getChildrenList', { parent_id: await idOf('sysManage:user') });
    expect((buttons.json().data as Row[]).some((r) => r.has_children)).toBe(false);
    expect(codesOf(buttons.json().data)).toEqual([
      'sysManage:user:search',
      'sysManage:user:add',
      'sysManage:user:update',
      'sysManage:user:delete',
      'sysManage:user:export',
      'sysManage:user:position',
      'sysManage:user:role',
      'sysManage:user:enable',
      'sysManage:user:resetPassword',
      'sysManage:user:viewPermission',
    ]);
    expect((await post('getChildrenList', { parent_id: 999999 })).json()).toEqual({ code: 0, data: [] });
    expect((await post('getChildrenList', {})).statusCode).toBe(400);
    expect((await post('getChildrenList', { parent_id: -1 })).statusCode).toBe(400);
  });
});

describe('grantlist', () => {
  it('answers the tree of one client and the ids a role holds', async () => {
    const res = await post('grantlist', { client_id: 'customer', role_id: yyFront });
    expect(res.statusCode).toBe(200);
    const { tree, checkedIds } = res.json().data as {
      tree: { code: string; children: { code: string; children: { code: string }[] }[] }[];
      checkedIds: number[];
    };
    expect(codesOf(tree)).toEqual(['customs', 'bonded', 'yy']);
    const yy = tree.find((g) => g.code === 'yy')!;
    expect(codesOf(yy.children)).toEqual([
      'yy:welcome',
      'yy:appointment',
      'yy:customer',
      'yy:statement',
      'yy:message',
    ]);
    expect(codesOf(yy.children[1]!.children)).toEqual([
      'yy:appointment:search',
      'yy:appointment:add',
      'yy:appointment:update',
      'yy:appointment:delete',
    ]);
    expect([...checkedIds].sort((a, b) => a - b)).toEqual(await grantedTo(yyFront));
    expect(checkedIds).toContain(await idOf('yy:appointment:add'));

    const web = (await post('grantlist', { client_id: 'web' })).json().data;
    expect(codesOf(web.tree)).toEqual([
      'customs',
      'bonded',
      'logistics',
      'finance',
      'base',
      'systemManage',
      'yy',
    ]);
    expect(web.checkedIds).toEqual([]);
  });

  it('leaves out disabled resources and refuses a missing client', async () => {
    await t.database.db.update(resources).set({ status: 0 }).where(eq(resources.code, 'loginLog'));
    try {
      const web = (await post('grantlist', { client_id: 'web' })).json().data.tree as {
        code: string;
        children: { code: string }[];
      }[];
      const system = web.find((n) => n.code === 'systemManage')!;
      expect(codesOf(system.children)).not.toContain('loginLog');
      expect(codesOf(system.children)).toContain('operationLog');
    } finally {
      await t.database.db.update(resources).set({ status: 1 }).where(eq(resources.code, 'loginLog'));
    }
    const missing = await post('grantlist', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['client_id']);
    expect((await post('grantlist', { client_id: 'nobody' })).json()).toEqual({
      code: 0,
      data: { tree: [], checkedIds: [] },
    });
  });
});
