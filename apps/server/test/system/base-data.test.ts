import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, customers } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('clerk');
});
afterAll(() => t.close());

const lookup = async (path: string, keyword?: string) => {
  const res = await t.call(
    'GET',
    `/api/base-data/${path}${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe(0);
  return body.data as Record<string, string>[];
};

describe('lookup lists', () => {
  it('serve the real customs parameter tables with the §3.6 fields', async () => {
    const countries = await lookup('list-country', ' ');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.cus_code === 'CHN')).toMatchObject({
      cn_name: '中国',
      en_name: 'China',
      code: 'CN',
      type1: '142',
      status: '启用',
    });
    for (const key of [
      'cus_code',
      'cn_name',
      'code',
      'en_name',
      'ciq_code',
      'ciq_name',
      'show_name',
      'short_name',
      'status',
      'type1',
    ]) {
      expect(countries[0], key).toHaveProperty(key);
    }
    expect((await lookup('list-supervise', '0110'))[0]).toMatchObject({
      cus_code: '0110',
      cn_name: '一般贸易',
    });
    expect((await lookup('list-trans', ' ')).map((x) => x.cus_code)).toContain('2');
    expect((await lookup('list-deal-uom', '千克'))[0]).toMatchObject({ cus_code: '035' });
    expect((await lookup('list-district-code', '厦门')).length).toBeGreaterThan(1);
    expect((await lookup('list-wrap', ' ')).length).toBeGreaterThan(10);
  });

  it('has every ISO 4217 currency, the customs ones with their old numeric codes', async () => {
    const currencies = await lookup('list-currency', ' ');
    expect(currencies.find((c) => c.cus_code === 'USD')).toMatchObject({ cn_name: '美元', type1: '502' });
    expect(currencies.length).toBeGreaterThan(20);
  });

  it('filters by code, Chinese name or custom code, case-insensitively', async () => {
    expect((await lookup('list-country', 'chn')).map((c) => c.cus_code)).toContain('CHN');
    expect((await lookup('list-country', '日本')).map((c) => c.cus_code)).toEqual(['JPN']);
    expect((await lookup('list-country', 'jp')).map((c) => c.cus_code)).toContain('JPN');
    expect(await lookup('list-country', 'no-such-place')).toEqual([]);
  });

  it('lists the caller’s customers only, and enterprises by code', async () => {
    const mine = await lookup('list-customer', ' ');
    expect(mine.map((c) => c.cus_code).sort()).toEqual(['C0001', 'C0002']);
    const partner = await t.login('partner01');
    const res = await t.call('GET', '/api/base-data/list-customer?keyword=%20', partner);
    expect(new Set(res.json().data.map((c: { cus_code: string }) => c.cus_code))).toEqual(new Set(['C0001']));
    const enterprises = await lookup('list-enter', '3502980001');
    expect(enterprises[0]).toMatchObject({
      cus_code: '3502980001',
      cn_name: '华海国际货运代理（厦门）有限公司',
    });
    const one = await t.call('GET', '/api/base-data/get-enter-info?keyword=3502980001', token);
    expect(one.json()).toMatchObject({ status: 0, data: { cn_name: '华海国际货运代理（厦门）有限公司' } });
    const none = await t.call('GET', '/api/base-data/get-enter-info?keyword=0000000000', token);
    expect(none.json()).toEqual({ status: 0, data: null });
  });

  it('shows a partner only the enterprises it deals with (finding 9 of the probe)', async () => {
    const all = await lookup('list-enter', ' ');
    const partner = await t.login('partner01');
    const res = await t.call('GET', '/api/base-data/list-enter?keyword=%20', partner);
    expect(res.statusCode).toBe(200);
    // of the groups' own companies, the ones that have C0001 (partner01's customer code) among their customers
    const seen = (res.json().data as { cus_code: string; source: string }[])
      .filter((c) => c.source === 'company')
      .map((c) => c.cus_code);
    const dealtWith = await t.database.db
      .select({ code: companies.code })
      .from(customers)
      .innerJoin(companies, eq(companies.id, customers.company_id))
      .where(eq(customers.customer_code, 'C0001'));
    expect(seen.sort()).toEqual(dealtWith.map((c) => c.code).sort());
    const own = all.filter((e) => e.source === 'company');
    expect(seen.length).toBeLessThan(own.length);
    const other = own.find((e) => !seen.includes(String(e.cus_code)))!;
    const info = await t.call('GET', `/api/base-data/get-enter-info?keyword=${other.cus_code}`, partner);
    expect(info.json()).toEqual({ status: 0, data: null });
  });

  it('answers key-value maps of lookups and enums', async () => {
    const trans = await t.call('GET', '/base-data/get-module-group-code-to-key-value?type=trans', token);
    expect(trans.json().data['2']).toBe('水路运输');
    const codes = await t.call(
      'GET',
      '/enum/get-module-group-code-to-key-value?group_code=dec_return_code',
      token,
    );
    expect(codes.json().data).toMatchObject({ P: '放行', R: '结关' });
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/base-data/list-country')).statusCode).toBe(401);
  });
});

describe('large lists', () => {
  it('count their matches up to 10,000 and say when there are more', async () => {
    const admin = await t.login('admin');
    const all = (await t.call('GET', '/api/base-data?size=10', admin)).json();
    expect(all).toMatchObject({ totalElements: 10000, totalCapped: true });
    const ports = (await t.call('GET', '/api/base-data?size=10&type=port', admin)).json();
    expect(ports).toMatchObject({ totalElements: 4334, totalCapped: false });
  });
});

describe('city tree', () => {
  it('holds the administrative divisions with their parents', async () => {
    const admin = await t.login('admin');
    const top = await t.call('GET', '/api/cities?size=100', admin);
    expect(top.json().totalElements).toBeGreaterThanOrEqual(31);
    const fujian = top.json().content.find((c: { code: string }) => c.code === '350000');
    expect(fujian).toMatchObject({ name: '福建省', level: 1, has_children: true });
    const cities = await t.call('GET', `/api/cities?size=100&pid=${fujian.id}`, admin);
    const xiamen = cities.json().content.find((c: { code: string }) => c.code === '350200');
    expect(xiamen).toMatchObject({ level: 2, has_children: true });
    const districts = await t.call('GET', `/api/cities?size=100&pid=${xiamen.id}`, admin);
    expect(districts.json().content.map((d: { name: string }) => d.name)).toContain('厦门市湖里区');
    const del = await t.call('DELETE', `/api/cities/${xiamen.id}`, admin);
    expect(del.statusCode).toBe(409);
  });
});
