import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { localeProblems } from '../../test/locale-parity.ts';
import { DATABOARD_NS, databoardLocales } from './locales.ts';

describe('data board locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(databoardLocales, lang)).toEqual([]);
  });

  it('registers the namespace', () => {
    expect(i18n.getFixedT('zh', DATABOARD_NS)('offline', { time: '10:20:30' })).toBe(
      '连接中断，显示 10:20:30 的数据',
    );
    expect(i18n.getFixedT('en', DATABOARD_NS)('forbidden')).toBe('You may not view the data board');
  });
});
