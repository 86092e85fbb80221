import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../test/locale-parity.ts';
import i18n from '../../i18n/index.ts';
import { SHIPPING_BILLS_NS, shippingBillLocales } from './locales.ts';

describe('shipping bill locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(shippingBillLocales, lang)).toEqual([]);
  });

  it('is registered as the shippingBills namespace', () => {
    expect(i18n.getFixedT('zh', SHIPPING_BILLS_NS)('fill')).toBe('从报关单带出');
  });
});
