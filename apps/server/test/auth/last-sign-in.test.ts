import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, PASSWORD, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The last sign-in: every sign-in is in the login log (time, address, client); a new session keeps the
 * user's successful sign-in before it, and the user info answers it (shown once after the sign-in, and
 * on the personal page).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface LastLogin {
  time: string;
  ip: string;
  user_agent: string;
}

const signIn = async (username: string, ip: string, agent: string, password = PASSWORD) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: ip,
    headers: { 'user-agent': agent },
    query: { grant_type: 'password', ...CLIENTS.web, username, password },
  });
  return res;
};
const lastOf = async (token: string) => {
  const res = await t.call('GET', '/sys-user/get-user-info', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { lastLoginInfo: LastLogin | null } }>().data.lastLoginInfo;
};

describe('the last sign-in', () => {
  it('is none for a first sign-in, then the previous successful one (time, address, client)', async () => {
    const first = await signIn('accountant', '10.9.0.1', 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0');
    expect(first.statusCode, first.body).toBe(200);
    expect(await lastOf(first.json<{ access_token: string }>().access_token)).toBeNull();

    // a failed try in between is not a sign-in
    expect((await signIn('accountant', '10.9.0.3', 'curl/8', 'Wrong@2026pass')).statusCode).toBe(400);

    const second = await signIn('accountant', '10.9.0.2', 'Mozilla/5.0 (Macintosh) Safari/605.1.15');
    expect(second.statusCode, second.body).toBe(200);
    const token = second.json<{ access_token: string }>().access_token;
    const last = await lastOf(token);
    expect(last).toMatchObject({ ip: '10.9.0.1', user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0' });
    expect(Date.now() - Date.parse(last!.time)).toBeLessThan(10 * 60_000);
    // it stays this session's: asked again, the same answer
    expect(await lastOf(token)).toEqual(last);

    const third = await signIn('accountant', '10.9.0.4', 'Mozilla/5.0 (X11; Linux) Firefox/121.0');
    expect(await lastOf(third.json<{ access_token: string }>().access_token)).toMatchObject({
      ip: '10.9.0.2',
      user_agent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
    });
  });

  it('is recorded in the login log with address and client', async () => {
    const admin = await t.login('admin');
    const res = await t.call('GET', '/api/login-logs?username=accountant&size=50', admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ content: Record<string, unknown>[] }>().content;
    expect(rows.filter((r) => r.success === true).map((r) => r.ip)).toEqual(
      expect.arrayContaining(['10.9.0.1', '10.9.0.2', '10.9.0.4']),
    );
  });

  it('is not answered without a token', async () => {
    expect((await t.call('GET', '/sys-user/get-user-info')).statusCode).toBe(401);
  });
});
