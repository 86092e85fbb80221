import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationContainers, declarationGoods, declarations } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let clerk: string;
let finance: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  finance = await t.login('finance');
});
afterAll(() => t.close());

interface Bill {
  id: number;
  bill_no: string;
  company_id: number;
  ie_flag: string;
  dec_message_status: string;
  del_message_status: string;
  bill_message_status: string;
}

const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/shipping-bills?size=100${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: Bill[]; totalElements: number };
};

describe('shipping bill list', () => {
  it('lists the working company’s demo bills to a clerk', async () => {
    const all = await list(clerk);
    expect(all.totalElements).toBe(7);
    expect(new Set(all.content.map((b) => b.company_id)).size).toBe(1);
  });

  it.each([
    ['dec_message_status', '3', ['COSU6301234562', 'OOLU2701234564', 'MSCU7201234565']],
    ['dec_message_status', '4', ['OOLU2701234563']],
    ['dec_message_status', '0', ['COSU6301234560']],
    ['del_message_status', '1', ['OOLU2701234564']],
    ['del_message_status', '3', ['MSCU7201234566']],
    ['bill_message_status', '2', ['COSU6301234562', 'OOLU2701234564', 'MSCU7201234565']],
    ['bill_message_status', '3', ['OOLU2701234563']],
    ['ie_flag', '0', ['OOLU2701234564']],
  ] as const)('filters by %s=%s', async (field, value, expected) => {
    const found = await list(clerk, `&${field}=${value}`);
    expect(found.content.map((b) => b.bill_no).sort()).toEqual([...expected].sort());
    expect(found.content.every((b) => b[field] === value)).toBe(true);
  });

  it('takes several statuses at once', async () => {
    const found = await list(clerk, '&dec_message_status=2,4');
    expect(found.content.map((b) => b.bill_no).sort()).toEqual(['MSCU7201234566', 'OOLU2701234563']);
  });

  it('combines the message-status filters', async () => {
    const found = await list(clerk, '&dec_message_status=3&del_message_status=2&bill_message_status=2');
    expect(found.content.map((b) => b.bill_no)).toEqual(['MSCU7201234565']);
  });

  it('refuses a status that is not in the list, naming the field', async () => {
    const res = await t.call('GET', '/api/shipping-bills?dec_message_status=9', clerk, undefined, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('dec_message_status');
  });

  it('keeps another company’s bills out of the list and needs the permission', async () => {
    expect((await list(admin)).content.some((b) => b.bill_no === 'YMLU5501234567')).toBe(false);
    const token = await t.login('admin');
    expect((await t.call('GET', '/oos/setUser?company_id=3', token)).statusCode).toBe(200);
    expect((await list(token)).content.map((b) => b.bill_no)).toEqual(['YMLU5501234567']);
    expect((await t.call('GET', '/api/shipping-bills', finance)).statusCode).toBe(403);
    expect((await t.call('POST', '/shippingBill/enumList', finance)).statusCode).toBe(403);
  });

  it('creates a bill in the working company with the statuses at their defaults', async () => {
    const res = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'c0001',
      bill_no: 'cosu6309999999',
      vessel_name: 'Xin Ya Zhou',
      voyage_no: '101e',
      port_code: '390101',
      customs_code: '3701',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bill_no: 'COSU6309999999',
      customer_code: 'C0001',
      ie_flag: '1',
      dec_message_status: '0',
      del_message_status: '0',
      bill_message_status: '0',
    });
    const again = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'C0001',
      bill_no: 'COSU6309999999',
    });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toContain('bill_no');
  });
});

describe('POST /shippingBill/enumList', () => {
  type Items = Record<string, { enum_key: string; enum_value: string }[]>;
  const items = async (lang: string) => {
    const res = await t.call('POST', '/shippingBill/enumList', clerk, undefined, { 'accept-language': lang });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: number; data: { items: Items } };
    expect(body.code).toBe(0);
    return body.data.items;
  };

  it('answers the four lists with Chinese labels by default', async () => {
    const zh = await items('zh-CN');
    expect(Object.keys(zh).sort()).toEqual(
      ['billMessageStatus', 'decMessageStatus', 'delMessageStatus', 'ieflagMessageStatus'].sort(),
    );
    expect(zh.decMessageStatus).toContainEqual({ enum_key: '2', enum_value: '发送失败' });
    expect(zh.delMessageStatus).toContainEqual({ enum_key: '2', enum_value: '删除成功' });
    expect(zh.billMessageStatus).toContainEqual({ enum_key: '3', enum_value: '海关退单' });
    expect(zh.ieflagMessageStatus).toEqual([
      { enum_key: '0', enum_value: '进口' },
      { enum_key: '1', enum_value: '出口' },
    ]);
  });

  it('answers in English when asked', async () => {
    const en = await items('en');
    expect(en.decMessageStatus).toContainEqual({ enum_key: '2', enum_value: 'Send failed' });
    expect(en.delMessageStatus).toContainEqual({ enum_key: '3', enum_value: 'Deletion failed' });
    expect(en.billMessageStatus).toContainEqual({ enum_key: '2', enum_value: 'Accepted by customs' });
    expect(en.ieflagMessageStatus).toContainEqual({ enum_key: '1', enum_value: 'Export' });
  });
});

describe('the declaration lookups of the shipping bill screen', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    const db = t.database.db;
    const insert = async (company: number, cd_sn: string, bill_no: string, ie_flag: string) => {
      const [row] = (await db
        .insert(declarations)
        .values({ cd_company_id: company, customer_code: 'C0001', ie_flag, cd_sn, bill_no } as never)
        .returning({ id: declarations.id })) as { id: number }[];
      return row!.id;
    };
    mine = await insert(1, 'SBX0001', 'COSU6301234562', '1');
    await insert(1, 'SBX0002', 'OOLU2701234564', '0');
    theirs = await insert(3, 'SBX0003', 'YMLU5501234567', '1');
    await db.insert(declarationGoods).values([
      { declaration_id: mine, g_no: 2, code_ts: '8542319000', g_name: '集成电路' },
      { declaration_id: mine, g_no: 1, code_ts: '8471300000', g_name: '笔记本电脑' },
    ] as never);
    await db
      .insert(declarationContainers)
      .values({ declaration_id: mine, container_no: 'CSQU3054383', goods_no: '1,2' } as never);
  });

  const cdList = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/shippingBill/getCdList', clerk, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { total: number; items: { id: number; cd_sn: string }[] } }).data;
  };

  it('lists the declarations of the caller’s scope a bill can link to, by keyword and ie flag', async () => {
    const all = await cdList({ keyword: 'SBX' });
    expect(all.items.map((d) => d.cd_sn).sort()).toEqual(['SBX0001', 'SBX0002']);
    expect(all.total).toBe(2);
    expect((await cdList({ keyword: 'cosu63' })).items.map((d) => d.cd_sn)).toEqual(['SBX0001']);
    expect((await cdList({ keyword: 'SBX', ie_flag: '0' })).items.map((d) => d.cd_sn)).toEqual(['SBX0002']);
    expect((await cdList({ keyword: 'SBX0003' })).total).toBe(0);
    const bad = await t.call('POST', '/shippingBill/getCdList', clerk, { ie_flag: 'X', limit: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ie_flag', 'limit']);
  });

  it('answers the goods (by item number) and containers of one declaration, 404 outside the scope', async () => {
    const res = await t.call('POST', '/shippingBill/getDeclarationOther', clerk, { cd_id: mine });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json().data as {
      items: { goods: { g_no: number; g_name: string }[]; containers: { container_no: string }[] };
    };
    expect(items.goods.map((g) => g.g_name)).toEqual(['笔记本电脑', '集成电路']);
    expect(items.containers.map((c) => c.container_no)).toEqual(['CSQU3054383']);
    const other = await t.call('POST', '/shippingBill/getDeclarationOther', clerk, { cd_id: theirs });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.call('POST', '/shippingBill/getDeclarationOther', finance, { cd_id: mine })).statusCode,
    ).toBe(403);
  });

  it('links a bill only to a declaration in the writer’s scope, naming cd_id, and writes nothing', async () => {
    const before = (await list(clerk)).totalElements;
    const refused = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'C0001',
      bill_no: 'COSU6308888888',
      cd_id: theirs,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.cd_id).toBe('超出您的数据权限范围');
    expect((await list(clerk)).totalElements).toBe(before);

    const created = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'C0001',
      bill_no: 'COSU6308888888',
      cd_id: mine,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bill = created.json() as { id: number; version: number; cd_id: number };
    expect(bill.cd_id).toBe(mine);
    const moved = await t.call(
      'PUT',
      `/api/shipping-bills/${bill.id}`,
      clerk,
      { cd_id: theirs, version: bill.version },
      { 'accept-language': 'en' },
    );
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors.cd_id).toBe('This is outside your data scope');
  });
});
