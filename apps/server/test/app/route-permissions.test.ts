import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityResource, registry } from '@app/shared';
import { resources } from '../../src/db/schema/index.ts';
import type { RegisteredRoute } from '../../src/plugins/auth.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The calls the spec lets anyone make. Everything else needs a token, and most a permission. */
const PUBLIC = new Set([
  'GET /',
  'GET /healthz',
  'GET /readyz',
  'POST /version/index',
  'GET /public/get-enum',
  'POST /oauth/token',
  'POST /oauth/slider',
  'GET /oauth/check_token',
  'POST /oauth/check-token',
  'GET /admin/oauth/checkToken',
  'GET /oauth/revoke_token',
  'GET /oos/logout',
  'GET /site/config',
  'GET /sys-user/avatar/:name',
  // partner self-registration and password retrieval (business-domain §5)
  'GET /api/public/partner-register/companies',
  'POST /api/public/partner-register/send-code',
  'POST /api/public/partner-register',
  'POST /api/public/retrieve-password/send-code',
  'POST /api/public/retrieve-password',
  // the public fee and payment pages and the payment provider's notification (docs/finance.md)
  'GET /api/public/fees',
  'GET /api/public/workfee',
  'GET /api/public/payment',
  'POST /api/public/payment/transfer',
  'POST /api/public/payment/online',
  'GET /api/public/payment/result',
  'POST /fee/notify',
  'GET /fee/notify',
  // the public pages' printed addresses, redirected into the web app
  'GET /fee/index',
  'GET /payment/index',
  'GET /workfee/index',
]);

let t: TestApp;
let routes: RegisteredRoute[];
let nobody: string;
beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.registeredRoutes.filter((r) => !r.url.startsWith('/docs') && !r.url.startsWith('/index'));
  // a signed-in user without any role: holds no permission at all
  const admin = await t.login('admin');
  const created = await t.call('POST', '/code/oauth2/sys-user-dto/add', admin, {
    username: 'norole01',
    name: '无角色用户',
    password: 'Norights@2026',
    org_ids: [1],
  });
  expect(created.statusCode).toBe(200);
  nobody = await t.login('norole01', { password: 'Norights@2026' });
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:ids\b/g, '1').replace(/:\w+/g, '1');
const label = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('every route declares and enforces its permission', () => {
  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) expect(r.permission, label(r)).toBeTruthy();
  });

  it('names only permissions that exist as resources, so a role can be granted each', async () => {
    const codes = new Set(
      (await t.database.db.select({ code: resources.code }).from(resources)).map((r) => r.code),
    );
    const missing = routes
      .filter((r) => r.permission !== 'public' && r.permission !== 'authenticated')
      .filter((r) => !codes.has(r.permission))
      .map((r) => `${label(r)} → ${r.permission}`);
    expect(missing).toEqual([]);
  });

  it('gives every registered entity a menu entry', async () => {
    const rows = await t.database.db.select({ code: resources.code, path: resources.path }).from(resources);
    // its own menu entry (from `menu`), or the hand-listed page of its resource code and path
    const withoutMenu = registry
      .filter((def) => {
        const code = entityResource(def)?.code ?? def.resource;
        return !def.path || !rows.some((r) => r.code === code && r.path === def.path);
      })
      .map((def) => def.name);
    expect(withoutMenu).toEqual([]);
  });

  it('leaves only the spec’s public calls open', () => {
    const open = routes.filter((r) => r.permission === 'public').map(label);
    expect(new Set(open)).toEqual(PUBLIC);
  });

  it('answers 401 without a token on every other route', async () => {
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      const res = await t.call(
        r.method as 'GET',
        concrete(r.url),
        undefined,
        r.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, label(r)).toBe(401);
      expect(res.json(), label(r)).toMatchObject({ code: 401, message: expect.any(String) });
    }
  });

  it('answers 401 for a made-up token on every other route', async () => {
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      const res = await t.call(
        r.method as 'GET',
        concrete(r.url),
        'forged-token-value',
        r.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, label(r)).toBe(401);
    }
  });

  it('answers 401 for a revoked token on every other route', async () => {
    const revoked = await t.login('admin');
    const out = await t.app.inject({
      method: 'GET',
      url: '/oauth/revoke_token',
      headers: { 'access-token': revoked },
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      const res = await t.call(
        r.method as 'GET',
        concrete(r.url),
        revoked,
        r.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, label(r)).toBe(401);
    }
  });

  it('answers 403 to a signed-in user without the permission, before reading the body', async () => {
    const guarded = routes.filter((x) => x.permission !== 'public' && x.permission !== 'authenticated');
    expect(guarded.length).toBeGreaterThan(15);
    for (const r of guarded) {
      const res = await t.call(
        r.method as 'GET',
        concrete(r.url),
        nobody,
        r.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, label(r)).toBe(403);
      expect(res.json().message, label(r)).toContain(r.permission);
    }
  });

  it('lets a signed-in user without roles make the calls every user may make', async () => {
    for (const url of ['/sys-user/get-user-info', '/menu/index', '/menu/group']) {
      expect((await t.call('GET', url, nobody)).statusCode, url).toBe(200);
    }
    const menu = await t.call('GET', '/menu/index', nobody);
    expect(menu.json().data).toEqual([]);
  });

  it('lets the system administrator through every guarded route (no 401/403)', async () => {
    const admin = await t.login('admin');
    const guarded = routes.filter((x) => x.permission !== 'public' && x.permission !== 'authenticated');
    for (const r of guarded) {
      if (r.method === 'DELETE' || r.url.endsWith('/delete') || r.url.endsWith('/rotate-secret')) continue; // destructive; covered elsewhere
      const res = await t.call(
        r.method as 'GET',
        concrete(r.url),
        admin,
        r.method === 'GET' ? undefined : {},
      );
      expect([401, 403], `${label(r)} → ${res.statusCode}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${label(r)}: ${res.body}`).toBeLessThan(500);
    }
    // some 500 routes, each a real call: 30 s ran out beside the browser tests on a busy CI machine
  }, 180_000);

  it('grants a call as soon as a role holds the resource of its code', async () => {
    const clerk = await t.login('clerk');
    expect((await t.call('GET', '/api/customers', clerk)).statusCode).toBe(200); // clerk holds base:customer:search
    expect(
      (await t.call('POST', '/api/customers', clerk, { customer_code: 'X1', customer_name: 'x' })).statusCode,
    ).toBe(403);
  });
});
