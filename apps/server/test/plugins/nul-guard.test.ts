import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPath } from '../../src/plugins/nul-guard.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const MESSAGE = '不能包含空字符（\\u0000）';

describe('a NUL character in a request', () => {
  it('finds the first string holding one, by its path', () => {
    expect(nulPath({ a: 'x', b: [{ c: 'ok' }, { c: 'bad\u0000' }] })).toBe('b[1].c');
    expect(nulPath({ head: { note: 'fine' } })).toBeUndefined();
    expect(nulPath('\u0000')).toBe('body');
  });

  it('is a 400 naming the field in a body, a filter, a form and the sign-in, never a 500, writing nothing', async () => {
    const body = await t.call('POST', '/api/customers', admin, { customer_name: 'A\u0000B' });
    expect(body.statusCode, body.body).toBe(400);
    expect(body.json().errors).toEqual({ customer_name: MESSAGE });
    const filter = await t.call('GET', '/api/customers?customer_name=%00', admin);
    expect(filter.statusCode, filter.body).toBe(400);
    expect(filter.json().errors).toHaveProperty('customer_name');
    const nested = await t.call('POST', '/api/declarations', admin, { head: { note: '\u0000' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toHaveProperty(['head.note']);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=web&client_secret=x&username=ad%00min&password=x',
    });
    expect(signIn.statusCode, signIn.body).toBe(400);
  });
});
