import { describe, expect, it } from 'vitest';
import { localeProblems } from './locale-parity.ts';

describe('localeProblems', () => {
  const zh = { a: '你好 {{name}}', b: { c: '再见' } };
  it('finds missing, extra, blank and placeholder differences', () => {
    const locales = {
      zh,
      en: { a: 'Hello {{who}}', b: { c: ' ' }, d: 'extra' },
      es: { b: { c: 'Adiós' } },
      ja: zh,
    };
    expect(localeProblems(locales, 'en').sort()).toEqual(['blank b.c', 'extra d', 'placeholders a']);
    expect(localeProblems(locales, 'es')).toEqual(['missing a']);
    expect(localeProblems(locales, 'ja')).toEqual([]);
  });
});
