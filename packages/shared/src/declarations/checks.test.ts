import { describe, expect, it } from 'vitest';
import { checkDeclaration, declarationTotals, parseGoodsNo, requiredFields } from './checks.ts';
import { parseDeclaration } from './schema.ts';
import type { DeclarationFull } from './types.ts';

function sample(): DeclarationFull {
  const head: Record<string, unknown> = {};
  for (const f of requiredFields('declare', 'head')) head[f] = 'X';
  Object.assign(head, { ie_flag: '0', gross_weight: '10', net_weight: '8', num: 1 });
  const line = (g_no: number) => {
    const g: Record<string, unknown> = {};
    for (const f of requiredFields('declare', 'goods')) g[f] = 'X';
    return { ...g, g_no, g_qty: '3', decl_price: '1.5', decl_total: '4.5', g_name: `g${g_no}` };
  };
  return {
    head,
    goods: [line(1), line(2)],
    containers: [{ container_no: 'CSQU3054383', container_spec: '11', goods_no: '1,2' }],
    licences: [],
    documents: [],
  } as DeclarationFull;
}

const fields = (d: DeclarationFull, level: 'save' | 'declare' = 'declare') =>
  checkDeclaration(d, level).map((i) => `${i.field}:${i.key}`);

describe('checkDeclaration', () => {
  it('passes a complete declaration at both levels', () => {
    expect(fields(sample())).toEqual([]);
    expect(fields(sample(), 'save')).toEqual([]);
  });

  it('requires per level: declaring needs more than saving', () => {
    const d = sample();
    d.head.ie_port = null;
    d.head.declare_code = '';
    expect(fields(d, 'save')).toEqual(['head.declare_code:decl.required_save']);
    expect(fields(d)).toEqual(['head.declare_code:decl.required_save', 'head.ie_port:decl.required_declare']);
  });

  it('requires a second quantity only with a second unit', () => {
    const d = sample();
    expect(fields(d)).toEqual([]);
    d.goods[0]!.second_unit = '035';
    expect(fields(d)).toEqual(['goods[0].second_qty:decl.required_declare']);
  });

  it('compares gross and net weight', () => {
    const d = sample();
    d.head.gross_weight = '7.99999';
    expect(fields(d, 'save')).toEqual(['head.gross_weight:decl.gross_lt_net']);
    d.head.gross_weight = '8';
    expect(fields(d, 'save')).toEqual([]);
  });

  it('accepts a line total within 0.01 of quantity × price', () => {
    const d = sample();
    d.goods[0]!.decl_total = '4.51';
    expect(fields(d, 'save')).toEqual([]);
    d.goods[0]!.decl_total = '4.52';
    expect(checkDeclaration(d, 'save')).toEqual([
      { field: 'goods[0].decl_total', key: 'decl.total_mismatch', params: { expected: '4.50' } },
    ]);
  });

  it('checks item numbers and the items containers name', () => {
    const d = sample();
    d.goods[1]!.g_no = 3;
    expect(fields(d, 'save')).toEqual(['containers[0].goods_no:decl.goods_no_unknown']);
    expect(fields(d)).toContain('goods[1].g_no:decl.g_no_sequence');
    d.goods[1]!.g_no = 1;
    expect(fields(d, 'save')).toContain('goods[1].g_no:decl.g_no_duplicate');
  });

  it('wants goods, at most 50, and ISO container numbers without repeats to declare', () => {
    const d = sample();
    d.containers.push({ container_no: 'CSQU3054383' }, { container_no: 'CSQU3054384' });
    expect(fields(d)).toEqual(
      expect.arrayContaining([
        'containers[1].container_no:decl.container_duplicate',
        'containers[2].container_no:v.container_check_digit',
      ]),
    );
    expect(fields({ ...sample(), goods: [], containers: [] })).toContain('goods:decl.goods_required');
  });

  it('parses goods item lists', () => {
    expect(parseGoodsNo('1,3， 5')).toEqual([1, 3, 5]);
    expect(parseGoodsNo('1-3')).toBeNull();
    expect(parseGoodsNo('')).toBeNull();
  });

  it('computes the totals the server stores', () => {
    expect(declarationTotals(sample().goods)).toEqual({
      goods_total: '9.0000',
      item_num: 2,
      first_good_name: 'g1',
      goods_curr: 'X',
    });
    expect(declarationTotals([])).toMatchObject({
      goods_total: '0.0000',
      item_num: 0,
      first_good_name: null,
    });
  });
});

describe('parseDeclaration', () => {
  it('names fields with bracket paths, and stores blanks as null', () => {
    const parsed = parseDeclaration({
      head: { ie_flag: '2', gross_weight: 'abc', bill_no: '' },
      goods: [{ g_no: 1 }, { g_no: 1.5, decl_price: '1.00001' }],
      containers: [{ container_no: 'bad' }],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((i) => i.field)).toEqual(
      expect.arrayContaining([
        'head.ie_flag',
        'head.gross_weight',
        'goods[1].g_no',
        'goods[1].decl_price',
        'containers[0].container_no',
      ]),
    );
    const ok = parseDeclaration({ head: { ie_flag: '0', bill_no: ' ', receiver_scc: '' } });
    expect(ok).toMatchObject({ ok: true, data: { head: { bill_no: null, receiver_scc: null }, goods: [] } });
  });
});
