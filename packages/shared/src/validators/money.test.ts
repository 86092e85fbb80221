import { describe, expect, it } from 'vitest';
import { t } from '../i18n/catalog.ts';
import { checkMoneyAmount, currencyPlaces, moneySchema } from './money.ts';

describe('checkMoneyAmount', () => {
  it('takes digits with up to the currency’s places, as a string or a JSON number', () => {
    for (const ok of ['100', '100.5', '100.50', '0.01', '0100', 100, 100.5, 0.01, '1234567890123456.99'])
      expect(checkMoneyAmount(ok), String(ok)).toBeNull();
    expect(checkMoneyAmount('100', { places: 0 })).toBeNull();
  });

  it('refuses anything else, naming the rule', () => {
    for (const bad of [
      ' 100',
      '100 ',
      '1e2',
      '0x10',
      '+100',
      '-100',
      '1,000',
      '.5',
      '5.',
      '１００',
      '',
      'NaN',
    ])
      expect(checkMoneyAmount(bad), JSON.stringify(bad)).toMatchObject({ key: 'v.money' });
    for (const bad of [Infinity, NaN, 1e21, 12345678901234.56, null, undefined, true, {}])
      expect(checkMoneyAmount(bad), String(bad)).toMatchObject({ key: 'v.money' });
    expect(checkMoneyAmount('100.001')).toEqual({ key: 'v.decimal_places', params: { max: 2 } });
    expect(checkMoneyAmount(100.001)).toEqual({ key: 'v.decimal_places', params: { max: 2 } });
    expect(checkMoneyAmount('100.5', { places: currencyPlaces('JPY') })).toMatchObject({
      key: 'v.decimal_places',
    });
    expect(checkMoneyAmount('12345678901234567')).toMatchObject({ key: 'v.money_digits' });
    expect(checkMoneyAmount('0.00')).toEqual({ key: 'v.money_positive' });
    expect(checkMoneyAmount('0', { allowZero: true })).toBeNull();
  });

  it('has its messages in every language', () => {
    expect(t('v.money', 'zh', { example: '100.50' })).toMatch(/金额须为数字，如 100.50/);
    expect(t('v.money', 'en', { example: '100.50' })).toMatch(/^Enter the amount in digits, e.g. 100.50/);
    for (const key of ['v.money_digits', 'v.money_positive'] as const)
      for (const lang of ['zh', 'en', 'es', 'ja'] as const) expect(t(key, lang, { max: 16 })).not.toBe(key);
  });

  it('is a zod schema giving the exact decimal text', () => {
    expect(moneySchema().parse(100.5)).toBe('100.5');
    expect(moneySchema().parse('300.10')).toBe('300.10');
    const bad = moneySchema().safeParse(' 100');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ message: 'v.money' });
  });
});
