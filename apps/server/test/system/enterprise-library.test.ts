import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, declarations } from '../../src/db/schema/index.ts';
import { demoScc } from '../../src/seed/declarations-demo.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// 从企业库选择: customers, the companies the declarant deals with and the groups' own companies
let t: TestApp;
let clerk: string;
type Enterprise = { cus_code: string; code: string; scc: string; cn_name: string; source: string };

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  const company = async (code: string) =>
    (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0]!.id;
  const xiamen = await company('3502980001');
  const shanghai = await company('3122240002');
  // a consignee only the Xiamen company's declarations know, and one only the Shanghai company's know
  await t.database.db.insert(declarations).values([
    {
      ie_flag: '0',
      cd_company_id: xiamen,
      customer_code: 'C0001',
      receiver_name: '青岛远洋贸易有限公司',
      receiver_code: '3702960009',
      receiver_scc: demoScc('91370200MA3XY0009'),
      enter_name: '青岛远洋贸易有限公司',
      enter_code: '3702960009',
      enter_scc: demoScc('91370200MA3XY0009'),
    },
    {
      ie_flag: '0',
      cd_company_id: shanghai,
      customer_code: 'C0003',
      receiver_name: '上海外高桥机电有限公司',
      receiver_code: '3122960008',
      receiver_scc: demoScc('91310000MA1XY0008'),
    },
  ]);
});
afterAll(() => t.close());

const search = async (keyword: string, token = clerk) => {
  const res = await t.call('GET', `/api/base-data/list-enter?keyword=${encodeURIComponent(keyword)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: number; data: Enterprise[] }>().data;
};

describe('the enterprise library', () => {
  it('answers a customer once, with its credit code and the customs code its declarations carry', async () => {
    const found = (await search('嘉禾')).filter((e) => e.cn_name === '厦门嘉禾贸易有限公司');
    expect(found).toEqual([
      expect.objectContaining({
        source: 'customer',
        cus_code: '3502960001',
        code: demoScc('91350200MA2XY0001'),
        scc: demoScc('91350200MA2XY0001'),
      }),
    ]);
    // by its short name, its customs code or its credit code alike
    for (const keyword of ['嘉禾贸易', '3502960001', demoScc('91350200MA2XY0001').toLowerCase()])
      expect(
        (await search(keyword)).map((e) => e.cn_name),
        keyword,
      ).toContain('厦门嘉禾贸易有限公司');
  });

  it('completes a customer from its agent relation (customs code) and finds the declarations’ partners', async () => {
    expect((await search('闽南')).find((e) => e.cn_name === '福建闽南电子科技有限公司')).toMatchObject({
      source: 'customer',
      cus_code: '3502960002',
      scc: demoScc('91350500MA2XY0003'),
    });
    expect(await search('远洋')).toEqual([
      expect.objectContaining({
        source: 'partner',
        cn_name: '青岛远洋贸易有限公司',
        cus_code: '3702960009',
        scc: demoScc('91370200MA3XY0009'),
      }),
    ]);
  });

  it('keeps the groups’ own companies, and another company’s partners out of the caller’s scope', async () => {
    expect((await search('3502980001'))[0]).toMatchObject({
      source: 'company',
      cn_name: '华海国际货运代理（厦门）有限公司',
      cus_code: '3502980001',
    });
    expect(await search('外高桥机电')).toEqual([]);
    expect(await search('3122960008')).toEqual([]);
    const admin = await t.login('admin');
    expect(await search('no-such-enterprise', admin)).toEqual([]);
  });

  it('shows a partner its own customer records and partners, never another customer’s', async () => {
    const partner = await t.login('partner01');
    const names = (await search(' ', partner)).map((e) => e.cn_name);
    expect(names).toContain('厦门嘉禾贸易有限公司');
    expect(names).toContain('青岛远洋贸易有限公司');
    expect(names).not.toContain('福建闽南电子科技有限公司');
    expect(names).not.toContain('上海外高桥机电有限公司');
  });

  it('refuses a keyword over 100 characters with a field error', async () => {
    const res = await t.call('GET', `/api/base-data/list-enter?keyword=${'x'.repeat(101)}`, clerk);
    expect(res.statusCode, res.body).toBe(400);
  });
});
