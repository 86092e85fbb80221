import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, roleResources, roles } from '../src/db/schema/index.ts';
import { lastOperation, operationLogCount } from './helpers/operation-log.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const BASE = '/code/oauth2/sys-resource-dto';
const VALIDATION_ZH = '提交的数据有误，请检查标出的字段';
const NOT_FOUND_ZH = '请求的资源不存在';

let t: TestApp;
let admin: string;
let yyFront: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const [role] = await t.database.db.select().from(roles).where(eq(roles.code, 'yy_front'));
  yyFront = role!.id;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
  t.call('POST', path.startsWith('/') ? path : `${BASE}/${path}`, token, body, headers);

async function resourceByCode(code: string) {
  const [row] = await t.database.db.select().from(resources).where(eq(resources.code, code));
  return row;
}
async function idOf(code: string) {
  const row = await resourceByCode(code);
  if (!row) throw new Error(`no resource ${code}`);
  return row.id;
}
async function resourceCount() {
  const [row] = await t.database.db.select({ n: count() }).from(resources);
  return row!.n;
}
const logCount = () => operationLogCount(t.database.db);
const lastLog = (action: string, recordId: number) =>
  lastOperation(t.database.db, 'resources', action, recordId);
async function grantedTo(roleId: number) {
  return (
    await t.database.db
      .select({ id: roleResources.resource_id })
      .from(roleResources)
      .where(eq(roleResources.role_id, roleId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
}
type Row = { id: number; code: string; sort: number; parent_id: number; has_children?: boolean };
const codesOf = (rows: { code: string }[]) => rows.map((r) => r.code);

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
    const list = async (body: unknown) => {
      const res = await post('list?pageNum=1&pageSize=100', body);
      expect(res.statusCode).toBe(200);
      return res.json().data as { list: Row[]; total: number };
    };
    const user = await list({ code: 'sysManage:user' });
    expect(user.total).toBe(9);
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
      'datav',
    ]);
    expect(codesOf((await list({ type: '2' })).list)).toEqual(['datav']);
    const partner = await list({ client_id: 'customer' });
    expect(partner.total).toBe(9);
    expect(partner.list.every((r) => r.code === 'yy' || r.code.startsWith('yy:'))).toBe(true);
    expect((await list({ client_id: 'customer', type: '4' })).total).toBe(4);
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
    expect(codesOf(tree)).toEqual(['yy']);
    expect(codesOf(tree[0]!.children)).toEqual(['yy:welcome', 'yy:appointment', 'yy:customer', 'yy:message']);
    expect(codesOf(tree[0]!.children[1]!.children)).toEqual([
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

describe('add', () => {
  const page = (code: string, extra: Record<string, unknown> = {}) => ({
    type: '1',
    code,
    name: code.replace(/\W/g, ''),
    title: `测试 ${code}`,
    path: `/test/${code}`,
    ...extra,
  });

  it('creates a resource under a parent, logged, and shown in the menu', async () => {
    const parent = await idOf('systemManage');
    const res = await post(
      'add',
      page('testPage', { parent_id: parent, sort: 5, group_no: '1', icon: 'TestIcon' }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      code: 'testPage',
      parent_id: parent,
      type: '1',
      sort: 5,
      client_ids: 'web',
      extend: '0',
      hidden: false,
      status: 1,
      version: 1,
      create_id: expect.any(Number),
    });
    expect(await resourceByCode('testPage')).toMatchObject({ id: data.id, title: '测试 testPage' });
    expect(await lastLog('create', data.id)).toMatchObject({
      username: 'admin',
      after: { id: data.id, code: 'testPage' },
    });
    const children = (await post('getChildrenList', { parent_id: parent })).json().data as Row[];
    expect(codesOf(children).at(-1)).toBe('testPage');
    const menu = (await t.call('GET', '/menu/index', admin)).json().data as {
      code: string;
      children: { code: string; title: string }[];
    }[];
    const system = menu.find((n) => n.code === 'systemManage')!;
    expect(system.children.find((c) => c.code === 'testPage')).toMatchObject({ title: '测试 testPage' });
  });

  it('refuses a taken code (400 naming code), a missing parent and a bad type, writing nothing', async () => {
    const [count0, logs0] = [await resourceCount(), await logCount()];
    const dup = await post('add', page('declaration'));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ code: 400, message: VALIDATION_ZH, errors: { code: 'declaration 已存在' } });
    const dupEn = await post('add', page('declaration'), admin, { 'accept-language': 'en' });
    expect(dupEn.json().errors).toEqual({ code: 'declaration already exists' });
    const orphan = await post('add', page('orphanPage', { parent_id: 999999 }));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toEqual({
      code: 400,
      message: VALIDATION_ZH,
      errors: { parent_id: '上级资源不存在' },
    });
    const type = await post('add', page('badType', { type: '9' }));
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe(VALIDATION_ZH);
    expect(Object.keys(type.json().errors)).toEqual(['type']);
    const chars = await post('add', page("bad code';--"));
    expect(chars.statusCode).toBe(400);
    expect(chars.json().errors).toEqual({ code: '资源编码只能包含字母、数字和 : _ . / -' });
    const clients = await post('add', page('badClients', { client_ids: 'web,,customer' }));
    expect(clients.json().errors).toEqual({ client_ids: '客户端列表格式为以逗号分隔的客户端ID' });
    const missing = await post('add', { type: '1', code: 'noTitle', name: 'noTitle' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['title']);
    const unknown = await post('add', page('unknownField', { owner: 'me' }));
    expect(Object.keys(unknown.json().errors)).toEqual(['owner']);
    expect([await resourceCount(), await logCount()]).toEqual([count0, logs0]);
  });

  // On PostgreSQL the code check runs before, and outside, the inserting transaction: a code committed by
  // another request in between makes the unique index fail and the request answer 500 (PGlite runs one
  // statement at a time, so it cannot interleave).
  it('a code taken by a concurrent request still answers 400 naming code, never 500', async () => {
    let pending: ReturnType<typeof post> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.insert(resources).values({ type: '1', code: 'racePage', name: 'racePage', title: '并发' });
      pending = post('add', page('racePage'));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const res = await pending!;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: 'racePage 已存在' });
  });
});

describe('edit', () => {
  it('edits with the version read, bumps it, logs before and after; a stale version answers 409', async () => {
    const created = (await post('add', { type: '1', code: 'editMe', name: 'editMe', title: '编辑前' })).json()
      .data;
    const res = await post('edit', { id: created.id, version: 1, title: '编辑后', sort: 42, hidden: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      title: '编辑后',
      sort: 42,
      hidden: true,
      version: 2,
    });
    expect(await lastLog('update', created.id)).toMatchObject({
      before: { title: '编辑前', version: 1 },
      after: { title: '编辑后', version: 2 },
    });
    const stale = await post('edit', { id: created.id, version: 1, title: '过期' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    expect(await resourceByCode('editMe')).toMatchObject({ title: '编辑后', version: 2 });
    // keeping its own code is not a duplicate
    expect((await post('edit', { id: created.id, version: 2, code: 'editMe' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a taken code or a bad parent', async () => {
    const missing = await post('edit', { id: 999999, version: 1, title: '无' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: NOT_FOUND_ZH });
    const target = await resourceByCode('operationLog');
    const dup = await post('edit', { id: target!.id, version: target!.version, code: 'loginLog' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ code: 'loginLog 已存在' });
    const self = await post('edit', { id: target!.id, version: target!.version, parent_id: target!.id });
    expect(self.json().errors).toEqual({ parent_id: '上级资源不存在' });
    const gone = await post('edit', { id: target!.id, version: target!.version, parent_id: 999999 });
    expect(gone.json().errors).toEqual({ parent_id: '上级资源不存在' });
    expect(await resourceByCode('operationLog')).toEqual(target);
  });

  it('refuses to move a resource under its own descendant (a cycle drops the branch from every tree)', async () => {
    const top = (await post('add', { type: '0', code: 'cycleTop', name: 'cycleTop', title: '环顶' })).json()
      .data;
    const mid = (
      await post('add', { type: '1', code: 'cycleMid', name: 'cycleMid', title: '环中', parent_id: top.id })
    ).json().data;
    const res = await post('edit', { id: top.id, version: 1, parent_id: mid.id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['parent_id']);
  });
});

describe('delete', () => {
  it('refuses a resource with children (409) and deletes a leaf, with its grants', async () => {
    const parent = await idOf('yy:appointment');
    const withChildren = await post(`delete?id=${parent}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json()).toEqual({ code: 409, message: '该资源下还有子资源，不能删除' });
    expect(await resourceByCode('yy:appointment')).toBeDefined();

    const leaf = await idOf('yy:customer');
    expect(await grantedTo(yyFront)).toContain(leaf);
    const partner = await t.login('partner01');
    const menuCodes = async () =>
      ((await t.call('GET', '/menu/index', partner)).json().data[0].children as { code: string }[]).map(
        (c) => c.code,
      );
    expect(await menuCodes()).toContain('yy:customer');

    const res = await post(`delete?id=${leaf}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: null });
    expect(await resourceByCode('yy:customer')).toBeUndefined();
    expect(await grantedTo(yyFront)).not.toContain(leaf);
    expect(await menuCodes()).toEqual(['yy:welcome', 'yy:appointment', 'yy:message']);
    expect(await lastLog('delete', leaf)).toMatchObject({
      username: 'admin',
      before: { code: 'yy:customer' },
    });
  });

  it('answers 404 for an unknown id and 400 for a bad id', async () => {
    const logs0 = await logCount();
    const missing = await post('delete?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: NOT_FOUND_ZH });
    for (const bad of ['abc', '1;drop table resources', '../1', '']) {
      const res = await post(`delete?id=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await post('delete')).statusCode).toBe(400);
    expect(await logCount()).toBe(logs0);
  });
});

describe('POST /resource/get-resource-by-role-id', () => {
  it('answers the resources granted to a role, by sort descending', async () => {
    const res = await post('/resource/get-resource-by-role-id', { role_id: yyFront });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    const rows = res.json().data as Row[];
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(await grantedTo(yyFront));
    expect(codesOf(rows)).toContain('yy:welcome');
    expect(codesOf(rows)).toContain('base:customer:search');
    const sorts = rows.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    const missing = await post('/resource/get-resource-by-role-id', { role_id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect((await post('/resource/get-resource-by-role-id', {})).statusCode).toBe(400);
  });
});
