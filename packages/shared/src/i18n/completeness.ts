import { LANGS, type Lang } from './lang.ts';

/*
 * The rules of the translation-completeness tests (the web's, over @app/shared and its namespaces; the
 * server's, over its own texts): every interface text in zh, en, es and ja, Spanish and Japanese translated.
 */

/**
 * Texts that read the same in Chinese and in Spanish or Japanese because they are names or codes, not
 * words: a product, a standard, a message or a unit. Anything else equal to its Chinese source is untranslated.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['Kafka', 'HS', 'CIQ', 'kg', 'ID', 'B/L', 'EDI', 'ICP']);

/** Whether a text holds words, not only placeholders, digits and punctuation (「—」, 「{{name}}：{{count}}」). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{?\w+\}?\}/g, ''));

/** One LocalizedText found in a tree of values, with the path it was reached by. */
export interface FoundText {
  path: string;
  text: Partial<Record<Lang, unknown>>;
}

/** Every `{ zh, en, … }` object reachable from `root` (functions are not called; each object is seen once). */
export function localizedTexts(root: Record<string, unknown>): FoundText[] {
  const seen = new Set<object>();
  const found: FoundText[] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.zh === 'string' && 'en' in record) {
      found.push({ path, text: record as FoundText['text'] });
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(root)) walk(value, name);
  return found;
}

/**
 * What is wrong with one text: a language missing or blank, or a Spanish or Japanese text equal to the
 * Chinese one (untranslated) unless it is a name on the allow-list.
 */
export function textProblems(path: string, text: Partial<Record<Lang, unknown>>): string[] {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const value = text[lang];
    if (typeof value !== 'string' || !value.trim()) problems.push(`${path}: no ${lang}`);
  }
  const zh = text.zh;
  if (typeof zh === 'string' && hasWords(zh) && !SAME_IN_EVERY_LANGUAGE.has(zh)) {
    for (const lang of ['es', 'ja'] as const)
      if (text[lang] === zh) problems.push(`${path}: ${lang} is the Chinese "${zh}"`);
  }
  return problems;
}

/** Every leaf of a message tree as "a.b.c" → text. */
function leaves(tree: unknown, prefix: string, out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, tree);
  return out;
}

/**
 * What is wrong with one i18next namespace given in every language: each key of any language is checked as
 * a LocalizedText made of that key's four texts.
 */
export function namespaceProblems(ns: string, bundles: Record<Lang, unknown>): string[] {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, leaves(bundles[lang], '')])) as Record<
    Lang,
    Map<string, unknown>
  >;
  const keys = new Set(LANGS.flatMap((lang) => [...byLang[lang].keys()]));
  return [...keys].flatMap((key) =>
    textProblems(
      `${ns}:${key}`,
      Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang].get(key)])) as Record<Lang, unknown>,
    ),
  );
}
