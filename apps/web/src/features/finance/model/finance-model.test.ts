import { describe, expect, it } from 'vitest';
import {
  ageingTable,
  billEditable,
  billReversible,
  formatAmount,
  moneyText,
  monthText,
  openAmount,
  priceProblem,
  quantityProblem,
} from './finance-model.ts';

describe('a charge line beyond its moves', () => {
  it('edits only a manual draft, reverses a confirmed (or later) line once', () => {
    expect(billEditable({ status: 'draft', source_type: 'declaration' })).toBe(false);
    expect(billEditable({ status: 'draft', source_type: 'manual' })).toBe(true);
    expect(billEditable({ status: 'confirmed', source_type: 'manual' })).toBe(false);
    expect(billReversible({ status: 'confirmed' })).toBe(true);
    expect(billReversible({ status: 'confirmed', reversal_of: 4 })).toBe(false);
    for (const status of ['invoiced', 'partly_paid', 'paid']) expect(billReversible({ status })).toBe(true);
    for (const status of ['draft', 'void']) expect(billReversible({ status })).toBe(false);
  });
});

describe('money as text', () => {
  it('groups thousands and pads to two decimals without a float', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('-0.10')).toBe('-0.10');
    expect(formatAmount('-0.00')).toBe('0.00');
    expect(formatAmount('150.1250')).toBe('150.125');
    expect(formatAmount('007')).toBe('7.00');
    expect(formatAmount('1203', 0)).toBe('1,203');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('n/a')).toBe('n/a');
    expect(moneyText('8888.8', 'CNY')).toBe('8,888.80 CNY');
    expect(openAmount('12345.60', '2345.6')).toBe('10000.00');
  });
});

describe('the manual line checks', () => {
  it('refuses a zero or malformed quantity and a negative or malformed price', () => {
    expect(quantityProblem('2.5')).toBeNull();
    expect(quantityProblem('-1')).toBeNull();
    expect(quantityProblem('0.000')).toBe('zero');
    expect(quantityProblem('1.2345')).toBe('format');
    expect(quantityProblem('abc')).toBe('format');
    expect(priceProblem('150.1250')).toBeNull();
    expect(priceProblem('-5')).toBe('negative');
    expect(priceProblem('1.23456')).toBe('format');
    expect(priceProblem('1.234', 2)).toBe('format');
  });
});

describe('ageing', () => {
  it('sorts by total and adds exact totals', () => {
    const rows = ageingTable([
      { party: 'A', current: '0.1', d31_60: '0', d61_90: '0', over_90: '0', total: '0.1' },
      { party: 'B', current: '0.2', d31_60: '1', d61_90: '0', over_90: '0', total: '1.2' },
    ]);
    expect(rows.map((r) => r.party)).toEqual(['B', 'A', '']);
    expect(rows[2]).toMatchObject({ _total: true, current: '0.30', d31_60: '1.00', total: '1.30' });
    expect(ageingTable([])).toEqual([]);
  });

  it('writes the month of an issue as the language does', () => {
    expect(monthText(2026, 11, 'zh')).toBe('2026年11月');
    expect(monthText(2026, 3, 'en')).toBe('03/2026');
    expect(monthText(undefined, 3, 'en')).toBe('');
  });
});
