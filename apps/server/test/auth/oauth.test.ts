import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, loginLogs, users } from '../../src/db/schema/index.ts';
import { grant, nextIp } from '../helpers/sign-in.ts';
import { PASSWORD, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function tokenCall(query: Record<string, string>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/oauth/token', query, remoteAddress: ip });
}
describe('POST /oauth/token', () => {
  it('issues a bearer token from query parameters', async () => {
    const res = await tokenCall(grant('admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(86400);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('accepts a form body, a JSON body in the second form, and HTTP Basic client credentials', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(grant('clerk')).toString(),
    });
    expect(form.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { userName: 'service', password: PASSWORD, clientId: 'web', clientSecret: 'web-secret' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().access_token).toBeTruthy();
    const basic = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('web:web-secret').toString('base64')}` },
      query: { grant_type: 'password', username: 'finance', password: PASSWORD },
    });
    expect(basic.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = (await tokenCall(grant('admin'))).json().access_token as string;
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const res = await tokenCall({ ...grant('admin'), client_secret: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, error: 'invalid_client', message: '客户端认证失败' });
  });

  it('answers the same error for a wrong password and an unknown user', async () => {
    const wrong = await tokenCall(grant('admin', 'Wrong@2026!'));
    const unknown = await tokenCall(grant('nobody-here', 'Wrong@2026!'));
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', message: '用户名或密码错误' });
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: grant('admin', 'Wrong@2026!'),
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      remoteAddress: nextIp(),
    });
    expect(res.json().message).toBe('Incorrect username or password');
  });

  it('names each missing parameter', async () => {
    const res = await tokenCall({ grant_type: 'password', client_id: 'web', client_secret: 'web-secret' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['username', 'password']);
  });

  it('refuses an unsupported grant type', async () => {
    const res = await tokenCall({ ...grant('admin'), grant_type: 'client_credentials' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('refuses a disabled user, and only says so to someone who knows the password', async () => {
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.username, 'finance'));
    try {
      const right = await tokenCall(grant('finance'));
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe('账号已被禁用，请联系管理员');
      const wrong = await tokenCall(grant('finance', 'Wrong@2026!'));
      expect(wrong.json().message).toBe('用户名或密码错误');
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.username, 'finance'));
    }
  });

  it('keeps partner accounts to the customer client and staff accounts to the staff client', async () => {
    expect((await tokenCall(grant('partner01', PASSWORD, 'web'))).statusCode).toBe(400);
    expect((await tokenCall(grant('admin', PASSWORD, 'customer'))).statusCode).toBe(400);
    expect((await tokenCall(grant('partner01', PASSWORD, 'customer'))).statusCode).toBe(200);
  });

  it('writes every attempt to the login log with address, client and outcome', async () => {
    await tokenCall(grant('admin'), '10.7.7.7');
    await tokenCall(grant('admin', 'Wrong@2026!'), '10.7.7.7');
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.ip, '10.7.7.7'));
    expect(rows.map((r) => [r.username, r.client_id, r.success, r.reason])).toEqual([
      ['admin', 'web', true, null],
      ['admin', 'web', false, 'bad_credentials'],
    ]);
  });
});

describe('a session elsewhere', () => {
  it('is reported (409) only when the sign-in asks, and forcing signs the other session out', async () => {
    const first = await t.login('service');
    const asked = await tokenCall({ ...grant('service'), check_session: '1' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      error: 'already_logged_in',
      message: expect.stringContaining('强制'),
    });
    expect((await t.call('GET', '/menu/index', first)).statusCode).toBe(200);
    const forced = await tokenCall({ ...grant('service'), check_session: '1', force: '1' });
    expect(forced.statusCode).toBe(200);
    expect((await t.call('GET', '/menu/index', first)).statusCode).toBe(401);
    expect((await t.call('GET', '/menu/index', forced.json().access_token)).statusCode).toBe(200);
    // without the flag, several sessions may live side by side (API clients, several tabs)
    expect((await tokenCall(grant('service'))).statusCode).toBe(200);
  });
});

describe('token check, revoke and expiry', () => {
  it('answers user, client, org and typed authorities on all three check paths', async () => {
    const token = await t.login('clerk');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/oauth/check_token', query: { access_token: token } }),
      t.app.inject({ method: 'GET', url: '/admin/oauth/checkToken', query: { access_token: token } }),
      t.app.inject({ method: 'POST', url: '/oauth/check-token', payload: { access_token: token } }),
      // the form the web app uses: the token in the header, never in the URL
      t.app.inject({ method: 'GET', url: '/oauth/check_token', headers: { 'access-token': token } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ user_id: expect.any(Number), client_id: 'web', user_name: 'clerk' });
      expect(body.org[0]).toMatchObject({ name: '华海供应链集团', companies: [{ id: 1 }, { id: 2 }] });
      const kinds = (body.authorities as { authority: string }[]).map((a) => a.authority.split('(')[0]);
      expect(new Set(kinds)).toEqual(new Set(['SysRoleVo', 'SysOrgVo', 'SysResourceVo']));
      const role = body.authorities.find((a: { authority: string }) => a.authority.startsWith('SysRoleVo'));
      expect(role.authority).toContain('code=clerk');
      const resourcesIds = body.authorities
        .filter((a: { authority: string }) => a.authority.startsWith('SysResourceVo'))
        .map((a: { id: number }) => a.id);
      expect(resourcesIds).toEqual([...resourcesIds].sort((a, b) => b - a));
      const resource = body.authorities.find((a: { authority: string }) =>
        a.authority.includes('path=/declaration/index'),
      );
      // the customs group is on the partners' client too (their manifests, read-only)
      expect(resource.authority).toMatch(/sort=-?\d+, clientIds=web,customer, path=\/declaration\/index/);
    }
  });

  it('answers an error for an unknown token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oauth/check_token',
      query: { access_token: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_token', message: 'token 无效' });
  });

  it('refuses a revoked token at once, from the header and from the query', async () => {
    const token = await t.login('service');
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
    expect((await t.call('GET', `/oauth/check_token?access_token=${token}`)).statusCode).toBe(200);
    const revoked = await t.call('GET', `/oauth/revoke_token?access_token=${token}`);
    expect(revoked.json().code).toBe(0);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
    expect((await t.call('GET', '/oauth/check_token?access_token=' + token)).statusCode).toBe(400);
  });

  it('takes a token in the query only where the API document declares it', async () => {
    const token = await t.login('service');
    // a route whose query declares access_token (the specification's calls for outside clients)
    expect((await t.call('GET', `/oauth/check_token?access_token=${token}`)).statusCode).toBe(200);
    // anywhere else a token in the address is not taken (logs, history and referrers keep addresses)
    expect((await t.call('GET', `/sys-user/get-user-info?access_token=${token}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await t.login('service');
    await t.database.db.update(accessTokens).set({ expires_at: sql`now() - interval '1 second'` });
    const res = await t.call('GET', '/menu/index', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('token 无效');
  });

  it('honours TOKEN_TTL_SECONDS', async () => {
    const short = await startTestApp({ tokenTtlSeconds: 60 });
    try {
      const res = await short.app.inject({ method: 'POST', url: '/oauth/token', query: grant('admin') });
      expect(res.json().expires_in).toBe(60);
    } finally {
      await short.close();
    }
  });

  it('signs out with code 10000 and the token stops working', async () => {
    const token = await t.login('admin');
    const res = await t.call('GET', `/oos/logout?access_token=${token}`);
    expect(res.json()).toMatchObject({ code: 10000 });
    expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
  });

  it('refuses a disabled user’s existing token', async () => {
    const token = await t.login('finance');
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.username, 'finance'));
    try {
      expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.username, 'finance'));
    }
  });
});
