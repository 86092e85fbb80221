import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const countOf = async (table: typeof users | typeof customers) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

function expectCleanError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body.code).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|stack/i);
  return body;
}

describe('bad input answers a clear 4xx and writes nothing', () => {
  it('malformed JSON', async () => {
    const before = await countOf(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/code/oauth2/sys-user-dto/add',
      headers: { 'access-token': admin, 'content-type': 'application/json' },
      payload: '{"username": "abc",',
    });
    expect(expectCleanError(res, 400).message).toBe('请求体不是有效的 JSON');
    expect(await countOf(users)).toBe(before);
  });

  it('wrong types and missing fields, named per field in the request’s language', async () => {
    const res = await t.call(
      'POST',
      '/api/customers',
      admin,
      { customer_code: 12, customer_name: null },
      { 'accept-language': 'en' },
    );
    const body = expectCleanError(res, 400);
    expect(body.message).toBe('Some fields are invalid; please check the marked fields');
    expect(Object.keys(body.errors as object).sort()).toEqual(['customer_code', 'customer_name']);
    const zh = await t.call('POST', '/api/customers', admin, { customer_code: 12, customer_name: 'x' });
    expect((expectCleanError(zh, 400).errors as Record<string, string>).customer_code).toMatch(
      /[\u4e00-\u9fa5]/,
    );
  });

  it('unknown fields', async () => {
    const before = await countOf(customers);
    const res = await t.call('POST', '/api/customers', admin, {
      customer_code: 'U1',
      customer_name: 'x',
      is_admin: true,
    });
    expect(expectCleanError(res, 400).errors).toHaveProperty('is_admin');
    expect(await countOf(customers)).toBe(before);
  });

  it('over-long strings', async () => {
    const res = await t.call('POST', '/api/customers', admin, {
      customer_code: 'L1',
      customer_name: '长'.repeat(201),
    });
    expect(expectCleanError(res, 400).errors).toHaveProperty('customer_name');
  });

  it('an invalid unified social credit code, naming the field', async () => {
    const before = await countOf(customers);
    const bad = await t.call('POST', '/api/customers', admin, {
      customer_code: 'S1',
      customer_name: 'x',
      scc: '91350100M000100Y44',
    });
    const errors = expectCleanError(bad, 400).errors as Record<string, string>;
    expect(Object.keys(errors)).toEqual(['scc']);
    expect(await countOf(customers)).toBe(before);
    const good = await t.call('POST', '/api/customers', admin, {
      customer_code: 'S1',
      customer_name: 'x',
      scc: ' 91350100m000100y43 ',
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().scc).toBe('91350100M000100Y43');
  });

  it('a body over 1 MB', async () => {
    const res = await t.call('POST', '/api/customers', admin, {
      customer_code: 'B1',
      customer_name: 'x'.repeat(1_100_000),
    });
    expectCleanError(res, 413);
  });

  it('SQL meta characters are data, not SQL', async () => {
    const nasty = "x'; drop table users; --";
    const list = await t.call('GET', `/api/customers?customer_name=${encodeURIComponent(nasty)}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalElements).toBe(0);
    const like = await t.call('GET', `/api/customers?customer_name=${encodeURIComponent('%')}`, admin);
    expect(like.json().totalElements).toBe(0); // % is matched literally
    const users2 = await t.call('POST', '/code/oauth2/sys-user-dto/list', admin, { username: "' or 1=1 --" });
    expect(users2.json().data.total).toBe(0);
    expect(await countOf(users)).toBeGreaterThan(0);
  });

  it('path traversal and junk in ids', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '1;drop', '-1', '1.5', '99999999999999', 'abc']) {
      const res = await t.call('GET', `/api/customers/${id}`, admin);
      expect([400, 404], `${id}: ${res.statusCode}`).toContain(res.statusCode);
      expectCleanError(res, res.statusCode);
    }
    for (const ids of ['1,../2', '1,,2', '1,a', `${'1,'.repeat(150)}1`, '9'.repeat(3000)]) {
      const del = await t.call('DELETE', `/api/customers/${ids}`, admin);
      expect([400, 404, 414], `${ids}: ${del.statusCode}`).toContain(del.statusCode);
      expectCleanError(del, del.statusCode);
    }
    expect(await countOf(customers)).toBeGreaterThan(0);
  });

  it('a wrong content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { 'access-token': admin, 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expectCleanError(res, 415);
  });

  it('unknown paths answer 404 JSON', async () => {
    const res = await t.call('GET', '/no/such/thing', admin);
    expect(expectCleanError(res, 404).message).toBe('接口不存在：GET /no/such/thing');
    const post = await t.call('POST', '/api/nothing', undefined, {});
    expectCleanError(post, 404);
  });

  it('a page size outside 10–100 (or 999)', async () => {
    const res = await t.call('GET', '/api/customers?size=5000', admin);
    expect((expectCleanError(res, 400).errors as Record<string, string>).size).toBe(
      '每页条数只能是 10–100 或 999',
    );
  });
});

describe('server errors', () => {
  it('answer 500 with a request id and no details', async () => {
    const broken = await startTestApp();
    try {
      const token = await broken.login('admin');
      await broken.database.close(); // the database goes away under the server
      const res = await broken.call('GET', '/api/customers', token);
      const body = expectCleanError(res, 500);
      expect(body.message).toBe('系统繁忙，请稍后重试');
      expect(body.requestId).toBeTruthy();
    } finally {
      await broken.app.close();
    }
  }, 120_000); // it starts a server of its own (as a file's setup does, see hookTimeout)
});
