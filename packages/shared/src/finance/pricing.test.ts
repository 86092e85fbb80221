import { describe, expect, it } from 'vitest';
import {
  chargeAmount,
  compareAmounts,
  convertAmount,
  negateAmount,
  subtractAmounts,
  sumAmounts,
} from './pricing.ts';

describe('chargeAmount', () => {
  it('multiplies the quantity by the price, to the cent', () => {
    expect(chargeAmount('3', { price: '150' })).toBe('450.00');
    expect(chargeAmount('2.5', { price: '0.3333' })).toBe('0.83');
  });
  it('rounds half up on exact decimals (no binary floating point)', () => {
    // 1.005 is 1.00499999… as a double; exactly it rounds up
    expect(chargeAmount('1', { price: '1.005' })).toBe('1.01');
    expect(chargeAmount('3', { price: '0.1' })).toBe('0.30');
    expect(chargeAmount('0.125', { price: '1' })).toBe('0.13');
  });
  it('charges nothing for the free quantity and at least the minimum', () => {
    expect(chargeAmount('10', { price: '5', free_qty: '3' })).toBe('35.00');
    expect(chargeAmount('3', { price: '5', free_qty: '3' })).toBeNull();
    expect(chargeAmount('0', { price: '5' })).toBeNull();
    expect(chargeAmount('1.2', { price: '100', min_charge: '300' })).toBe('300.00');
    expect(chargeAmount('4', { price: '100', min_charge: '300' })).toBe('400.00');
    expect(chargeAmount('4', { price: '100', free_qty: '3.5', min_charge: '80' })).toBe('80.00');
  });
});

describe('convertAmount', () => {
  it('converts through the yuan rates of both currencies, half up to the cent', () => {
    expect(convertAmount('100.00', '7.123456', '1')).toBe('712.35');
    expect(convertAmount('712.35', '1', '7.123456')).toBe('100.00');
    expect(convertAmount('0.07', '0.5', '1')).toBe('0.04');
  });
});

describe('sums and signs', () => {
  it('adds, subtracts and compares exactly', () => {
    expect(sumAmounts(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(subtractAmounts('100.00', '99.99')).toBe('0.01');
    expect(compareAmounts('10.00', '9.99')).toBe(1);
    expect(compareAmounts('10', '10.00')).toBe(0);
    expect(negateAmount('12.50')).toBe('-12.50');
    expect(negateAmount('0.00')).toBe('0.00');
  });
});
