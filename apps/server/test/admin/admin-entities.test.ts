import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const resourceId = async (code: string) =>
  (await t.database.db.select().from(resources).where(eq(resources.code, code)))[0]!.id;
const menuCodes = (tree: { code: string; children: unknown[] }[]): string[] =>
  tree.flatMap((e) => [e.code, ...menuCodes(e.children as never)]);

describe('roles and grants', () => {
  it('creates a role, grants resources by the tree, and a user with it sees exactly those menus and calls', async () => {
    const created = await t.call('POST', '/api/roles', admin, {
      name: '汇率维护员',
      code: 'rate_keeper',
      client_id: 'web',
    });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json().id as number;
    const grant = await t.call('POST', `/api/roles/${roleId}/resources`, admin, {
      resource_ids: [await resourceId('rate:search'), await resourceId('rate:add')],
    });
    expect(grant.statusCode, grant.body).toBe(200);
    // the page and the directory above it come along, so the menu can show the path
    expect(grant.json().data.resource_ids).toEqual(
      [
        await resourceId('finance'),
        await resourceId('rate'),
        await resourceId('rate:search'),
        await resourceId('rate:add'),
      ].sort((a, b) => a - b),
    );
    const user = await t.call('POST', '/code/oauth2/sys-user-dto/add', admin, {
      username: 'ratekeeper',
      name: '汇率员',
      password: 'Rates#2026x',
      org_ids: [1],
      role_ids: [roleId],
    });
    expect(user.statusCode, user.body).toBe(200);
    const token = await t.login('ratekeeper', { password: 'Rates#2026x' });
    const menu = await t.call('GET', '/menu/index', token);
    expect(menuCodes(menu.json().data).sort()).toEqual(['finance', 'rate', 'rate:add', 'rate:search']);
    expect((await t.call('GET', '/api/exchange-rates', token)).statusCode).toBe(200);
    expect(
      (
        await t.call('POST', '/api/exchange-rates', token, {
          cus_code: 'USD',
          rate: '7.1',
          year: 2026,
          month: 1,
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.call('DELETE', '/api/exchange-rates/1', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/bank-accounts', token)).statusCode).toBe(403);
    const byRole = await t.call('POST', '/resource/get-resource-by-role-id', admin, { role_id: roleId });
    expect(
      byRole
        .json()
        .data.map((r: { code: string }) => r.code)
        .sort(),
    ).toEqual(['finance', 'rate', 'rate:add', 'rate:search']);
    // a role held by users cannot be deleted
    const del = await t.call('DELETE', `/api/roles/${roleId}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('该记录正被用户引用，不能删除');
  });

  it('refuses resources of another client and unknown ones', async () => {
    const role = (
      await t.call('POST', '/api/roles', admin, { name: '伙伴角色', code: 'p_role', client_id: 'customer' })
    ).json();
    const res = await t.call('POST', `/api/roles/${role.id}/resources`, admin, {
      resource_ids: [await resourceId('rate:search')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('resource_ids');
    const unknown = await t.call('POST', `/api/roles/${role.id}/resources`, admin, {
      resource_ids: [999999],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('does not let anyone make a role an administrator through the API', async () => {
    const res = await t.call('POST', '/api/roles', admin, {
      name: 'x',
      code: 'sneaky',
      client_id: 'web',
      is_admin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('is_admin');
  });
});

describe('application clients', () => {
  it('generates a secret shown once, which signs in; rotating it ends the old one', async () => {
    const created = await t.call('POST', '/api/app-clients', admin, { client_id: 'erp', name: 'ERP 对接' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, client_secret: secret } = created.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.json()).not.toHaveProperty('secret_hash');
    const got = await t.call('GET', `/api/app-clients/${id}`, admin);
    expect(got.json()).not.toHaveProperty('client_secret');
    expect(got.json()).not.toHaveProperty('secret_hash');
    const role = (
      await t.call('POST', '/api/roles', admin, { name: 'ERP', code: 'erp_api', client_id: 'erp' })
    ).json();
    await t.call('POST', '/code/oauth2/sys-user-dto/add', admin, {
      username: 'erpbot',
      name: 'ERP',
      password: 'Erp#2026xx',
      client_id: 'erp',
      role_ids: [role.id],
    });
    const signIn = (s: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        query: {
          grant_type: 'password',
          client_id: 'erp',
          client_secret: s,
          username: 'erpbot',
          password: 'Erp#2026xx',
        },
      });
    expect((await signIn(secret)).statusCode).toBe(200);
    const rotated = await t.call('POST', `/api/app-clients/${id}/rotate-secret`, admin);
    expect(rotated.statusCode).toBe(200);
    expect((await signIn(secret)).statusCode).toBe(401);
    expect((await signIn(rotated.json().data.client_secret)).statusCode).toBe(200);
  });
});

describe('online sessions', () => {
  it('lists who is signed in and forces a session offline', async () => {
    const token = await t.login('finance');
    const list = await t.call('GET', '/api/online-sessions?username=finance', admin);
    expect(list.statusCode).toBe(200);
    const session = list.json().content[0];
    expect(session).toMatchObject({
      username: 'finance',
      client_id: 'web',
      current: false,
      company_name: '远航仓储（深圳）有限公司',
    });
    expect(session).not.toHaveProperty('token_hash');
    const res = await t.call('DELETE', `/api/online-sessions/${session.id}`, admin);
    expect(res.json()).toEqual({ code: 0, data: { revoked: 1 } });
    expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/online-sessions', token)).statusCode).toBe(401);
    const clerk = await t.login('clerk');
    expect((await t.call('GET', '/api/online-sessions', clerk)).statusCode).toBe(403);
  });
});

describe('organisations, companies and their references', () => {
  it('refuses to delete an organisation with companies or users, and a company with customers', async () => {
    const org = await t.call('DELETE', '/api/organisations/1', admin);
    expect(org.statusCode).toBe(409);
    expect(org.json().message).toContain('企业');
    const company = await t.call('DELETE', '/api/companies/1', admin);
    expect(company.statusCode).toBe(409);
    expect(company.json().message).toContain('客户');
  });

  it('checks the customs code and credit code of a company', async () => {
    const res = await t.call('POST', '/api/companies', admin, {
      org_id: 1,
      name: '测试企业',
      code: '12345',
      scc: '91350100M000100Y4X',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'scc']);
  });
});

describe('city calls (platform-shell §7.6)', () => {
  it('lists, saves and deletes cities', async () => {
    const provinces = await t.call('POST', '/system-city/get-city-list?pid=0&level=1', admin);
    expect(provinces.json().data.map((c: { name: string }) => c.name)).toContain('福建省');
    const cities = await t.call(
      'POST',
      `/system-city/get-city-list?parent_name=${encodeURIComponent('福建省')}`,
      admin,
    );
    expect(cities.json().data.map((c: { code: string }) => c.code)).toContain('350200');
    const fujianId = provinces.json().data.find((c: { code: string }) => c.code === '350000').id;
    const tree = await t.call('POST', `/system-city/city-list?pid=${fujianId}&level=3`, admin);
    const xiamen = tree.json().data.find((c: { code: string }) => c.code === '350200');
    expect(xiamen.children.length).toBeGreaterThan(3);
    const saved = await t.call('POST', '/system-city/city-save', admin, {
      pid: xiamen.id,
      code: '350299',
      name: '示例新区',
      level: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    const renamed = await t.call('POST', '/system-city/city-save', admin, {
      id,
      version: 1,
      pid: xiamen.id,
      code: '350299',
      name: '示例新区二',
      level: 3,
    });
    expect(renamed.json().data).toMatchObject({ name: '示例新区二', version: 2 });
    expect((await t.call('POST', '/system-city/delete', admin, { id: xiamen.id })).statusCode).toBe(409);
    expect((await t.call('POST', '/system-city/delete', admin, { id })).json()).toEqual({
      code: 0,
      data: null,
    });
    const bad = await t.call('POST', '/system-city/city-save', admin, {
      pid: 0,
      code: 'abc',
      name: '',
      level: 9,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'level', 'name']);
  });
});
