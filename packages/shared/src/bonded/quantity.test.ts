import { describe, expect, it } from 'vitest';
import { fromUnits, goodsBalance, multiply, toUnits } from './quantity.ts';

describe('book quantities', () => {
  it('add and subtract exactly where floating point drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromUnits(toUnits('0.1') + toUnits(0.2))).toBe('0.3');
    expect(fromUnits(toUnits('100000000000000.00001') - toUnits('0.00001'))).toBe('100000000000000');
  });

  it('read strings and numbers, refuse more than five places and non-numbers', () => {
    expect(toUnits('12.50000')).toBe(1_250_000n);
    expect(toUnits(3)).toBe(300_000n);
    expect(toUnits(null)).toBe(0n);
    expect(toUnits('-1.5')).toBe(-150_000n);
    expect(() => toUnits('1.000001')).toThrow(/decimal places/);
    expect(() => toUnits('1e5')).toThrow(/not a quantity/);
  });

  it('keep balance and available from in, out and locked', () => {
    expect(goodsBalance({ in_qty: '100', out_qty: '30.5', locked_qty: '9.5' })).toMatchObject({
      balance_qty: '69.5',
      available_qty: '60',
    });
    expect(goodsBalance({ in_qty: '1', out_qty: '2' }).balance).toBeLessThan(0n);
  });

  it('multiply price by quantity rounded half-up to five places', () => {
    expect(multiply('12.34567', '3')).toBe('37.03701');
    expect(multiply('0.00001', '0.5')).toBe('0.00001');
    expect(multiply('2', '1.5')).toBe('3');
  });
});
