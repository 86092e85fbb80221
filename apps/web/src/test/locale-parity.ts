import type { Lang } from '@app/shared';

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

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * What one language's messages get wrong against zh: a key missing or extra, a blank or non-text value,
 * different {{placeholders}}. Empty when the language is complete.
 */
export function localeProblems(locales: Record<Lang, object>, lang: Lang): string[] {
  const zh = leaves(locales.zh);
  const messages = leaves(locales[lang]);
  const problems = [
    ...[...zh.keys()].filter((key) => !messages.has(key)).map((key) => `missing ${key}`),
    ...[...messages.keys()].filter((key) => !zh.has(key)).map((key) => `extra ${key}`),
  ];
  for (const [key, text] of messages) {
    if (typeof text !== 'string' || !text.trim()) problems.push(`blank ${key}`);
    else if (zh.has(key) && placeholders(text).join() !== placeholders(zh.get(key)).join())
      problems.push(`placeholders ${key}`);
  }
  return problems;
}
