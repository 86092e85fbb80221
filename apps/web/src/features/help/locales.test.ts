import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { localeProblems } from '../../test/locale-parity.ts';
import { HELP_NS, helpLocales } from './locales.ts';

describe('help locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(helpLocales, lang)).toEqual([]);
  });

  it('registers the namespace', () => {
    expect(i18n.getFixedT('es', HELP_NS)('role.partner')).toBe('Cliente socio');
    expect(i18n.getFixedT('ja', HELP_NS)('loadFailed', { message: 'x' })).toBe(
      'ガイドを読み込めませんでした：x',
    );
  });
});
