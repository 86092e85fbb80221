import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../test/locale-parity.ts';
import { locales } from './index.ts';

describe('shell locales', () => {
  it('has every language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGS].sort());
  });

  it.each([...LANGS])(
    '%s has exactly the keys of zh, each a non-empty text with the same placeholders',
    (lang) => {
      expect(localeProblems(locales, lang)).toEqual([]);
    },
  );
});
