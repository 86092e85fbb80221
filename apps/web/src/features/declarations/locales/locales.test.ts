import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../../test/locale-parity.ts';
import i18n from '../../../i18n/index.ts';
import { DECL_NS, declLocales } from './index.ts';

describe('declaration locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(declLocales, lang)).toEqual([]);
  });

  it('is registered as the declarations namespace', () => {
    expect(i18n.getFixedT('en', DECL_NS)('receipt.P')).toBe('Released');
    expect(i18n.getFixedT('zh', DECL_NS)('action.copy')).toBe('复制新增');
  });
});
