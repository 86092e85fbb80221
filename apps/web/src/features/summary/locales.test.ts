import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { localeProblems } from '../../test/locale-parity.ts';
import { SUMMARY_NS, summaryLocales } from './locales.ts';

describe('summary locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(summaryLocales, lang)).toEqual([]);
  });

  it('registers the namespace, figure names under figure.<key>', () => {
    expect(i18n.getFixedT('zh', SUMMARY_NS)('figure.my_drafts')).toBe('我的暂存报关单');
    expect(i18n.getFixedT('en', SUMMARY_NS)('takenAt', { time: '08:30:05' })).toBe('Updated 08:30:05');
    expect(i18n.getFixedT('ja', SUMMARY_NS)('band.90+')).toBe('90 日超');
  });
});
