import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { localeProblems } from '../../test/locale-parity.ts';
import { FINANCE_NS, financeLocales } from './locales.ts';

describe('finance locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(financeLocales, lang)).toEqual([]);
  });

  it('registers the namespace', () => {
    expect(i18n.getFixedT('zh', FINANCE_NS)('issue.no_rate', { month: '2026年11月', currency: 'USD' })).toBe(
      '缺少 2026年11月 USD 汇率',
    );
    expect(i18n.getFixedT('ja', FINANCE_NS)('bill.reverse')).toBe('取消仕訳');
  });
});
