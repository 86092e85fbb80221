import { describe, expect, it } from 'vitest';
import { t } from './catalog.ts';
import { pickLang } from './lang.ts';

describe('pickLang', () => {
  it('prefers the cookie, then Accept-Language by quality, else zh', () => {
    expect(pickLang('ja', 'en')).toBe('ja');
    expect(pickLang(undefined, 'fr-FR,es;q=0.8,en;q=0.9')).toBe('en');
    expect(pickLang(undefined, 'es-MX')).toBe('es');
    expect(pickLang('xx', 'de')).toBe('zh');
    expect(pickLang(null, null)).toBe('zh');
  });
});

describe('t', () => {
  it('translates with parameters and falls back to zh', () => {
    expect(t('error.duplicate', 'en', { field: 'abc' })).toBe('abc already exists');
    expect(t('auth.bad_credentials', 'ja')).toBe('ユーザー名またはパスワードが正しくありません');
    expect(t('not a key', 'en')).toBe('not a key');
  });
});
