import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../test/locale-parity.ts';
import i18n from '../../i18n/index.ts';
import { MANIFESTS_NS, manifestLocales } from './locales.ts';

describe('manifest locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(manifestLocales, lang)).toEqual([]);
  });

  it('is registered as the manifests namespace', () => {
    expect(i18n.getFixedT('zh', MANIFESTS_NS)('deleteRequest')).toBe('删除申请');
  });
});
