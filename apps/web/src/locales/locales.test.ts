import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { locales } from './index.ts';

/** Every leaf of a message tree as "a.b.c" → text. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as object, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('shell locales', () => {
  const zh = leaves(locales.zh);

  it('has every language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS) {
    it(`${lang} has exactly the keys of zh, each a non-empty text with the same placeholders`, () => {
      const messages = leaves(locales[lang]);
      const missing = [...zh.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !zh.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of messages) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(zh.get(key) as string));
      }
    });
  }
});
