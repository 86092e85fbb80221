import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema/index.ts';
import {
  codesOf,
  NOT_FOUND_ZH,
  resourcesAdminFixture,
  VALIDATION_ZH,
  type Row,
} from '../helpers/resources-admin-fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { untilBlockedBy } from '../helpers/lock-wait.ts';

const f = resourcesAdminFixture();
const { post, resourceByCode, idOf, resourceCount, logCount, lastLog, grantedTo } = f;
let t: TestApp;
let admin: string;
let yyFront: number;

beforeAll(async () => {
  ({ t, admin, yyFront } = await f.start());
});
afterAll(() => f.close());

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
      // commit once the request's insert waits for this transaction's row (PostgreSQL)
      await untilBlockedBy(t, tx);
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
    expect(self.json().errors).toEqual({ parent_id: '上级不能是它自己或它的下级' });
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
    expect(withChildren.json()).toEqual({ code: 409, message: '该资源下还有下级，不能删除' });
    expect(await resourceByCode('yy:appointment')).toBeDefined();

    const leaf = await idOf('yy:message');
    expect(await grantedTo(yyFront)).toContain(leaf);
    const partner = await t.login('partner01');
    const menuCodes = async () =>
      (
        (await t.call('GET', '/menu/index', partner)).json().data as {
          code: string;
          children: { code: string }[];
        }[]
      )
        .find((g) => g.code === 'yy')!
        .children.map((c) => c.code);
    expect(await menuCodes()).toContain('yy:message');

    const res = await post(`delete?id=${leaf}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: null });
    expect(await resourceByCode('yy:message')).toBeUndefined();
    expect(await grantedTo(yyFront)).not.toContain(leaf);
    expect(await menuCodes()).toEqual(['yy:welcome', 'yy:appointment', 'yy:customer', 'yy:statement']);
    expect(await lastLog('delete', leaf)).toMatchObject({
      username: 'admin',
      before: { code: 'yy:message' },
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
