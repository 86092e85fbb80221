import { describe, expect, it } from 'vitest';
import { multiplyDecimal } from './decimal.ts';
import {
  addLine,
  copyLine,
  deleteLine,
  followRenumbering,
  moveLine,
  parseGoodsNo,
  updateLine,
} from './goods-lines.ts';
import type { ContainerLine, GoodsLine } from './types.ts';

const line = (g_no: number, extra: Partial<GoodsLine> = {}): GoodsLine => ({
  key: `k${g_no}`,
  g_no,
  g_name: `goods ${g_no}`,
  ...extra,
});
const three = [line(1), line(2), line(3)];
const names = (lines: GoodsLine[]) => lines.map((l) => `${l.g_no}:${l.g_name ?? ''}`);

describe('decimal arithmetic', () => {
  it('multiplies exactly and rounds half away from zero', () => {
    expect(multiplyDecimal('3', '19.99', 2)).toBe('59.97');
    expect(multiplyDecimal('0.1', '0.2', 4)).toBe('0.02');
    expect(multiplyDecimal('1.005', '1', 2)).toBe('1.01');
    expect(multiplyDecimal('-1.005', '1', 2)).toBe('-1.01');
    expect(multiplyDecimal('12345678901234.5', '100', 2)).toBe('1234567890123450');
    expect(multiplyDecimal('', '2', 2)).toBeUndefined();
    expect(multiplyDecimal('abc', '2', 2)).toBeUndefined();
  });
});

describe('goods lines', () => {
  it('adds a line numbered after the last, carrying currency, countries, district and levy mode', () => {
    const first = line(1, { trade_curr: 'USD', origin_country: 'USA', duty_mode: '1', g_qty: '5' });
    const next = addLine([first]);
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({ g_no: 2, trade_curr: 'USD', origin_country: 'USA', duty_mode: '1' });
    expect(next[1]!.g_qty).toBeUndefined();
    expect(next[1]!.key).not.toBe(first.key);
    expect(addLine([])[0]).toMatchObject({ g_no: 1 });
  });

  it('copies a line right after it, without its id, and renumbers the rest', () => {
    const next = copyLine([line(1, { id: 7 }), line(2)], 0);
    expect(names(next)).toEqual(['1:goods 1', '2:goods 1', '3:goods 2']);
    expect(next[1]!.id).toBeUndefined();
    expect(new Set(next.map((l) => l.key)).size).toBe(3);
  });

  it('deletes a line and renumbers', () => {
    expect(names(deleteLine(three, 1))).toEqual(['1:goods 1', '2:goods 3']);
    expect(deleteLine(three, 5)).toBe(three);
  });

  it('moves a line up and down; the ends stay put', () => {
    expect(names(moveLine(three, 2, -1))).toEqual(['1:goods 1', '2:goods 3', '3:goods 2']);
    expect(names(moveLine(three, 0, 1))).toEqual(['1:goods 2', '2:goods 1', '3:goods 3']);
    expect(moveLine(three, 0, -1)).toBe(three);
    expect(moveLine(three, 2, 1)).toBe(three);
  });

  it('computes the item total from quantity × price, never keeping a typed one', () => {
    const l = updateLine(line(1), { g_qty: '3', decl_price: '19.99' });
    expect(l.decl_total).toBe('59.97');
    expect(updateLine(l, { decl_total: '1' }).decl_total).toBe('59.97');
    expect(updateLine(l, { g_qty: '' }).decl_total).toBeUndefined();
  });
});

describe('containers follow the item numbers', () => {
  const box = (goods_no: string): ContainerLine => ({ key: 'c', goods_no });

  it('parses item lists', () => {
    expect(parseGoodsNo('1, 3，4 x 0')).toEqual([1, 3, 4]);
    expect(parseGoodsNo(undefined)).toEqual([]);
  });

  it('renumbers after a move and drops a deleted item', () => {
    const moved = moveLine(three, 0, 1); // goods 2 is now item 1, goods 1 item 2
    expect(followRenumbering([box('1,3')], three, moved)[0]!.goods_no).toBe('2,3');
    const deleted = deleteLine(three, 1);
    expect(followRenumbering([box('1,2,3')], three, deleted)[0]!.goods_no).toBe('1,2');
    const copied = copyLine(three, 0);
    expect(followRenumbering([box('2,3')], three, copied)[0]!.goods_no).toBe('3,4');
    const same = [box('1')];
    expect(followRenumbering(same, three, three)).toBe(same);
  });
});
