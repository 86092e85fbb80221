import { describe, expect, it } from 'vitest';
import { t } from '../i18n/catalog.ts';
import {
  checkGoodsElements,
  composeGModel,
  formatHsElements,
  hsRatesOrElementsChanged,
  missingElements,
  parseHsElements,
  splitGModel,
} from './elements.ts';

const LAPTOP = '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号;5:GTIN;6:CAS;7:其他';

describe('parseHsElements', () => {
  it('reads the numbered list in order, GTIN, CAS and 其他 optional', () => {
    const elements = parseHsElements(LAPTOP);
    expect(elements.map((e) => e.name)).toEqual([
      '品牌类型',
      '出口享惠情况',
      '用途',
      '品牌',
      '型号',
      'GTIN',
      'CAS',
      '其他',
    ]);
    expect(elements.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(elements.filter((e) => !e.required).map((e) => e.name)).toEqual(['GTIN', 'CAS', '其他']);
  });

  it('accepts full-width separators, new lines, unnumbered names and optional marks', () => {
    const elements = parseHsElements('0：品牌类型；1、出口享惠情况\n材质（选填）\n  \n3.型号 [非必填];;');
    expect(elements).toEqual([
      { index: 0, name: '品牌类型', required: true },
      { index: 1, name: '出口享惠情况', required: true },
      { index: 2, name: '材质', required: false },
      { index: 3, name: '型号', required: false },
    ]);
  });

  it('answers no elements for a blank text', () => {
    expect(parseHsElements(null)).toEqual([]);
    expect(parseHsElements(' ; ')).toEqual([]);
  });

  it('formats a list back to the text it was read from', () => {
    const text = formatHsElements(parseHsElements('品牌类型;出口享惠情况;材质(选填);GTIN'));
    expect(text).toBe('0:品牌类型;1:出口享惠情况;2:材质[选填];3:GTIN');
    expect(parseHsElements(text).map((e) => e.required)).toEqual([true, true, false, false]);
  });
});

describe('composeGModel and splitGModel', () => {
  it('joins the values in order with |, keeping blank places and dropping blanks at the end', () => {
    expect(composeGModel(['1', '0', '', '联想', 'X1', '', '', ''])).toBe('1|0||联想|X1');
    expect(composeGModel([' 3 ', '0', '办公用'])).toBe('3|0|办公用');
    expect(composeGModel([])).toBe('');
    expect(composeGModel([null, undefined, ''])).toBe('');
  });

  it('turns a | typed in a value into /, so the values after it keep their place', () => {
    expect(composeGModel(['0', '0', 'A|B', 'C'])).toBe('0|0|A/B|C');
  });

  it('splits a g_model back into its values', () => {
    expect(splitGModel('1|0||联想|X1')).toEqual(['1', '0', '', '联想', 'X1']);
    expect(splitGModel(null)).toEqual([]);
    const values = ['4', '3', '办公', 'ThinkPad', 'T14'];
    expect(splitGModel(composeGModel(values))).toEqual(values);
  });
});

describe('missingElements and checkGoodsElements', () => {
  const elements = parseHsElements(LAPTOP);

  it('names the required elements left blank, not the optional ones', () => {
    expect(missingElements(elements, '1|0|办公|联想|X1').map((e) => e.name)).toEqual([]);
    expect(missingElements(elements, '1|0||联想').map((e) => e.name)).toEqual(['用途', '型号']);
    expect(missingElements(elements, '').map((e) => e.name)).toEqual([
      '品牌类型',
      '出口享惠情况',
      '用途',
      '品牌',
      '型号',
    ]);
  });

  it('gives one issue per goods line on its g_model, only for HS codes with elements', () => {
    const byCode = new Map([['8471300000', elements]]);
    const issues = checkGoodsElements(
      [
        { code_ts: '8471300000', g_model: '1|0|办公|联想|X1' },
        { code_ts: '8471300000', g_model: '1|0| |联想' },
        { code_ts: '8542319000', g_model: '' },
        { code_ts: null, g_model: null },
      ],
      (code) => byCode.get(code),
    );
    expect(issues).toEqual([
      {
        field: 'goods[1].g_model',
        key: 'decl.element_missing',
        params: { elements: '用途、型号', code: '8471300000' },
      },
    ]);
    expect(t(issues[0]!.key, 'zh', issues[0]!.params)).toBe(
      '缺少申报要素：用途、型号（商品编号 8471300000）',
    );
    expect(t(issues[0]!.key, 'en', issues[0]!.params)).toMatch(/elements missing: 用途、型号/);
  });
});

describe('hsRatesOrElementsChanged', () => {
  const before = { added_tax: '13.0000', export_tax: null, description: '0:品牌类型', hs_name: 'A' };
  it('sees a changed rate or element text, not the same value written again', () => {
    expect(hsRatesOrElementsChanged(before, { added_tax: '13' })).toBe(false);
    expect(hsRatesOrElementsChanged(before, { added_tax: '9' })).toBe(true);
    expect(hsRatesOrElementsChanged(before, { export_tax: '' })).toBe(false);
    expect(hsRatesOrElementsChanged(before, { export_tax: '0' })).toBe(true);
    expect(hsRatesOrElementsChanged(before, { description: '0:品牌类型;1:出口享惠情况' })).toBe(true);
    expect(hsRatesOrElementsChanged(before, { hs_name: 'B', note: 'x' })).toBe(false);
  });
});
