import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;
beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

type Body = ReturnType<typeof declarationBody>;
const save = (body: unknown, lang = 'zh-CN') =>
  t.call('POST', '/api/declarations', clerk, body, { 'accept-language': lang });

/** Each save-level check, one case each: how to break a valid declaration and the field it names. */
const CASES: [string, (b: Body) => void, string, RegExp][] = [
  [
    'a field required to save (AgentCode)',
    (b) => void (b.head.declare_code = ''),
    'head.declare_code',
    /Required to save/,
  ],
  [
    'a required goods field (CodeTS)',
    (b) => void (b.goods[1]!.code_ts = null as never),
    'goods[1].code_ts',
    /Required to save/,
  ],
  [
    'a required container field (GoodsNo)',
    (b) => void (b.containers[0]!.goods_no = ''),
    'containers[0].goods_no',
    /Required to save/,
  ],
  [
    'a credit code',
    (b) => void (b.head.receiver_scc = '91350200MA2XY00019'),
    'head.receiver_scc',
    /credit code/i,
  ],
  ['a 10-digit customs code', (b) => void (b.head.receiver_code = '35029'), 'head.receiver_code', /10/],
  [
    'a container number',
    (b) => void (b.containers[0]!.container_no = 'AB12'),
    'containers[0].container_no',
    /container/i,
  ],
  ['a date', (b) => void (b.head.apply_date = '2026-02-30'), 'head.apply_date', /./],
  [
    'a decimal beyond the message precision (DeclPrice 19,4)',
    (b) => void (b.goods[0]!.decl_price = '2.50001'),
    'goods[0].decl_price',
    /4/,
  ],
  [
    'a text longer than the message allows (BillNo 32)',
    (b) => void (b.head.bill_no = 'X'.repeat(33)),
    'head.bill_no',
    /32/,
  ],
  ['an HS code', (b) => void (b.goods[0]!.code_ts = '84713'), 'goods[0].code_ts', /10 digits/],
  [
    'gross weight below net weight',
    (b) => void (b.head.gross_weight = '900'),
    'head.gross_weight',
    /less than net weight 1100/,
  ],
  [
    'a line total that is not quantity × price',
    (b) => void (b.goods[1]!.decl_total = '31'),
    'goods[1].decl_total',
    /30\.00/,
  ],
  [
    'a container naming a missing goods item',
    (b) => void (b.containers[0]!.goods_no = '1,7'),
    'containers[0].goods_no',
    /item 7/,
  ],
  [
    'a malformed goods item list',
    (b) => void (b.containers[0]!.goods_no = '1-2'),
    'containers[0].goods_no',
    /commas/,
  ],
  ['a repeated item number', (b) => void (b.goods[1]!.g_no = 1), 'goods[1].g_no', /twice/],
  [
    'a code missing from the parameter tables',
    (b) => void (b.goods[0]!.trade_curr = 'XYZ'),
    'goods[0].trade_curr',
    /XYZ/,
  ],
  [
    'a head code missing from the parameter tables',
    (b) => void (b.head.supervise_method = '9999'),
    'head.supervise_method',
    /9999/,
  ],
  [
    'an unknown field',
    (b) => void ((b.head as Record<string, unknown>).no_such = 1),
    'head.no_such',
    /Unknown field/,
  ],
  [
    'no agent relation between consignor and agent',
    (b) => void (b.head.declare_code = '3502989999'),
    'head.declare_code',
    /no valid agent relation/,
  ],
  [
    'an entry type outside its code list',
    (b) => void (b.head.entry_type = 'X'),
    'head.entry_type',
    /option|选项/i,
  ],
  [
    'an agent relation not yet valid on the declaration date',
    (b) => void (b.head.apply_date = '2020-01-01'),
    'head.declare_code',
    /2020-01-01/,
  ],
];

describe('save checks refuse with the field named', () => {
  it('accepts the valid declaration the cases start from', async () => {
    const res = await save(declarationBody());
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each(CASES)('%s', async (_name, breakIt, field, message) => {
    const body = declarationBody();
    breakIt(body);
    const res = await save(body, 'en');
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors), res.body).toContain(field);
    expect(errors[field]).toMatch(message);
    // the same message in Chinese
    const zh = (await save(body)).json().errors as Record<string, string>;
    expect(zh[field]).toMatch(/[\u4e00-\u9fa5]|\d/);
  });

  it('checks the agent relation at save only when both parties are filled', async () => {
    const body = declarationBody({ head: { declare_code: '3502989999', declare_scc: '' } });
    body.head.receiver_code = '';
    body.head.receiver_scc = '';
    expect((await save(body)).statusCode).toBe(201);
  });
});

describe('declare-level check of a stored declaration', () => {
  it('answers ok for a complete declaration', async () => {
    const saved = (await save(declarationBody())).json().head as { id: number };
    const res = await t.call('POST', `/api/declarations/${saved.id}/check`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, errors: [], reminds: [] });
  });

  it('lists the fields required to declare, item sequence and container check digits', async () => {
    const body = declarationBody({ goods: 2 });
    body.head.ie_port = '';
    body.head.gross_weight = '';
    body.goods[0]!.g_name = '';
    body.goods[1]!.g_no = 3;
    body.containers[0]!.container_no = 'CSQU3054384';
    const saved = await save(body);
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await t.call('POST', `/api/declarations/${saved.json().head.id}/check`, clerk, undefined, {
      'accept-language': 'en',
    });
    const data = res.json().data as { ok: boolean; errors: { field: string; message: string }[] };
    expect(data.ok).toBe(false);
    const byField = Object.fromEntries(data.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      'head.ie_port': 'Required to declare',
      'head.gross_weight': 'Required to declare',
      'goods[0].g_name': 'Required to declare',
      'goods[1].g_no': expect.stringMatching(/2 expected/),
      'containers[0].container_no': expect.any(String),
    });
  });
});
