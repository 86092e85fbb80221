import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../test/locale-parity.ts';
import i18n from '../i18n/index.ts';
import { CRUD_NS, crudLocales } from './locales.ts';

describe('crud locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(crudLocales, lang)).toEqual([]);
  });

  it('is registered with the shell’s i18next as the crud namespace', () => {
    expect(i18n.getFixedT('zh', CRUD_NS)('confirmDelete')).toBe('确认删除吗?');
  });
});
