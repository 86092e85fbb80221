import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumItems } from '../../src/db/schema/index.ts';
import { sessionFixture } from '../helpers/session-fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';

const f = sessionFixture();
const { get } = f;
let t: TestApp;
let admin: string;
let clerk: string;

beforeAll(async () => {
  ({ t, admin, clerk } = await f.start());
});
afterAll(() => f.close());

describe('system calls', () => {
  it("POST /version/index answers the product's version (the root package.json's), without a token", async () => {
    const pkg = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
    ) as { version: string };
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    const res = await t.call('POST', '/version/index');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      data: { version: pkg.version, build_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect((await t.call('POST', '/version/index', admin)).json()).toEqual(res.json());
  });

  it('GET /config/get answers a setting by key, 404 for an unknown key, 401 without a token', async () => {
    const res = await get('/config/get?key=menu_groups', clerk);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    const groups = JSON.parse(res.json().data as string) as { groupNo: string; title: string }[];
    expect(groups.map((g) => g.groupNo)).toEqual(['6', '5', '4', '3', '2', '1', '7']);
    expect(groups[0]).toMatchObject({ groupNo: '6', title: '报关业务' });
    expect((await get('/config/get?key=password_max_age_months', clerk)).json()).toEqual({
      code: 0,
      data: 3,
    });
    const missing = await get('/config/get?key=no_such_key', clerk);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: '请求的资源不存在' });
    expect((await get('/config/get', clerk)).statusCode).toBe(400);
    expect((await get('/config/get?key=menu_groups')).statusCode).toBe(401);
  });

  it('GET /public/get-enum answers an enum group without a token, in order, shown entries only', async () => {
    const res = await get('/public/get-enum?group_code=dec_return_code');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    const data = res.json().data as { enum_key: string; enum_value: string }[];
    expect(data.map((e) => e.enum_key)).toEqual(['ss', '0', '7', 'L', 'J', 'E', 'H', 'K', 'P', 'R', 'C']);
    expect(data[0]).toEqual({ enum_key: 'ss', enum_value: '已发送' });
    expect(data.find((e) => e.enum_key === 'P')).toEqual({ enum_key: 'P', enum_value: '放行' });
    const hide = (is_show: number) =>
      t.database.db
        .update(enumItems)
        .set({ is_show })
        .where(and(eq(enumItems.group_code, 'dec_return_code'), eq(enumItems.enum_key, 'C')));
    await hide(0);
    try {
      const shown = (await get('/public/get-enum?group_code=dec_return_code')).json().data as {
        enum_key: string;
      }[];
      expect(shown.map((e) => e.enum_key)).not.toContain('C');
      expect(shown).toHaveLength(10);
    } finally {
      await hide(1);
    }
    expect((await get('/public/get-enum?group_code=no_such_group')).json()).toEqual({ code: 0, data: [] });
    expect((await get('/public/get-enum')).statusCode).toBe(400);
  });

  it('GET /healthz and /readyz answer without a token', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.kind });
  });
});
