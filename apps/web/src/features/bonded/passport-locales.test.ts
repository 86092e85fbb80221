import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../test/locale-parity.ts';
import i18n from '../../i18n/index.ts';
import { PASSPORT_NS, passportLocales } from './passport-locales.ts';

describe('passport locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(passportLocales, lang)).toEqual([]);
  });

  it('is registered as the passports namespace', () => {
    expect(i18n.getFixedT('en', PASSPORT_NS)('bindLists')).toBe('Bind lists');
  });
});
