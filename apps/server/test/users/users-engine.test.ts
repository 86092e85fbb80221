import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// The users entity on the generic engine (/api/users), with its workflow hooks (users.hooks.ts).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const PASSWORD = 'Engine@2026x';
let seq = 0;
const newUser = (extra: Record<string, unknown> = {}) => ({
  username: `eng.user${++seq}`,
  name: `引擎用户${seq}`,
  password: PASSWORD,
  ...extra,
});

describe('/api/users', () => {
  it('creates a user whose password is kept only as a hash and who can sign in', async () => {
    const body = newUser({ email: 'eng@example.com' });
    const res = await t.call('POST', '/api/users', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ username: body.username, status: 1, client_id: 'web', version: 1 });
    for (const secret of ['password', 'password_hash']) expect(created).not.toHaveProperty(secret);
    const read = await t.call('GET', `/api/users/${created.id}`, admin);
    expect(read.json()).not.toHaveProperty('password_hash');
    const list = await t.call('GET', `/api/users?username=${body.username}`, admin);
    expect(list.json().content).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toMatch(/password_hash|\$argon|\$scrypt/);
    const token = await t.login(body.username, { password: PASSWORD });
    expect(token).toEqual(expect.any(String));
  });

  it('refuses a weak password, a bad user name and a taken one, writing nothing', async () => {
    const weak = await t.call('POST', '/api/users', admin, newUser({ password: '12345678' }));
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const name = await t.call('POST', '/api/users', admin, newUser({ username: 'a b' }));
    expect(name.statusCode).toBe(400);
    expect(Object.keys(name.json().errors)).toContain('username');
    const taken = await t.call('POST', '/api/users', admin, newUser({ username: 'clerk' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ username: 'clerk 已存在' });
    // an update never takes a password
    const someone = (await t.call('POST', '/api/users', admin, newUser())).json();
    const put = await t.call('PUT', `/api/users/${someone.id}`, admin, { version: 1, password: PASSWORD });
    expect(put.statusCode).toBe(400);
    expect(Object.keys(put.json().errors)).toEqual(['password']);
  });

  it('signs a disabled user out at once', async () => {
    const body = newUser();
    const created = (await t.call('POST', '/api/users', admin, body)).json();
    const token = await t.login(body.username, { password: PASSWORD });
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
    const off = await t.call('PUT', `/api/users/${created.id}`, admin, { version: 1, status: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
  });

  it('refuses deleting your own account and the last administrator, and answers 403 without the permission', async () => {
    const me = (await t.call('GET', '/api/users?username=admin', admin)).json().content[0];
    const self = await t.call('DELETE', `/api/users/${me.id}`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('不能删除自己的账号');
    const clerk = await t.login('clerk');
    expect((await t.call('GET', '/api/users', clerk)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/users')).statusCode).toBe(401);
    const other = (await t.call('POST', '/api/users', admin, newUser())).json();
    expect((await t.call('DELETE', `/api/users/${other.id}`, admin)).statusCode).toBe(200);
  });
});
