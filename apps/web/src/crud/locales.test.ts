import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import i18n from '../i18n/index.ts';
import { CRUD_NS, crudLocales } from './locales.ts';

/** "a.b" → text, for every string of a message tree. */
const flatten = (tree: object, at: string[] = []): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as object, [...at, key])
      : [[[...at, key].join('.'), value]],
  );
const params = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe('crud locales', () => {
  const zh = new Map(flatten(crudLocales.zh));

  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    const texts = new Map(flatten(crudLocales[lang]));
    expect([...zh.keys()].filter((k) => !texts.has(k))).toEqual([]);
    expect([...texts.keys()].filter((k) => !zh.has(k))).toEqual([]);
    for (const [key, text] of texts) {
      expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${key}`).toBe(true);
      expect(params(text), `${lang}:${key}`).toEqual(params(zh.get(key)));
    }
  });

  it('is registered with the shell’s i18next as the crud namespace', () => {
    expect(i18n.getFixedT('zh', CRUD_NS)('confirmDelete')).toBe('确认删除吗?');
    expect(i18n.getFixedT('en', CRUD_NS)('user.resetPassword')).toBe('Reset password');
  });
});
