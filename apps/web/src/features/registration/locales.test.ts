import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../test/locale-parity.ts';
import { registrationLocales } from './locales.ts';

describe('registration locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(registrationLocales, lang)).toEqual([]);
  });
});
