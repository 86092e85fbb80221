import { describe, expect, it } from 'vitest';
import { filterLookup } from './lookup-filter.ts';

const list = [
  { cus_code: 'CHN', cn_name: '中国', code: 'CN' },
  { cus_code: 'JPN', cn_name: '日本', code: 'JP' },
  { cus_code: 'USA', cn_name: '美国', code: 'US' },
];

describe('filterLookup', () => {
  it('matches code, Chinese name or custom code, case-insensitively', () => {
    expect(filterLookup(list, 'chn').map((r) => r.cus_code)).toEqual(['CHN']);
    expect(filterLookup(list, '日').map((r) => r.cus_code)).toEqual(['JPN']);
    expect(filterLookup(list, 'us').map((r) => r.cus_code)).toEqual(['USA']);
    expect(filterLookup(list, 'zz')).toEqual([]);
  });
  it('keeps the whole list for a single space or nothing', () => {
    expect(filterLookup(list, ' ')).toHaveLength(3);
    expect(filterLookup(list, '')).toHaveLength(3);
    expect(filterLookup(list, undefined)).toHaveLength(3);
  });
});

describe('filterLookup on a large list', () => {
  it('does not match across two fields', () => {
    expect(filterLookup([{ cus_code: 'AB', cn_name: 'CD', code: 'EF' }], 'bc')).toEqual([]);
  });
});
