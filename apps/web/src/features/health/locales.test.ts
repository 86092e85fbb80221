import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { localeProblems } from '../../test/locale-parity.ts';
import { HEALTH_NS, healthLocales } from './locales.ts';

describe('health locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(healthLocales, lang)).toEqual([]);
  });

  it('registers the namespace', () => {
    expect(i18n.getFixedT('zh', HEALTH_NS)('jobs.statusName.failed')).toBe('失败');
    expect(i18n.getFixedT('en', HEALTH_NS)('total', { n: 3 })).toBe('3 in all');
    expect(i18n.getFixedT('ja', HEALTH_NS)('inbox.reason')).toBe('理由');
  });
});
