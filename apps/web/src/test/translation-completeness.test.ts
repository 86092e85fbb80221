import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@app/shared';
import { LANGS, localizedTexts, namespaceProblems, textProblems, type Lang } from '@app/shared';
import i18n from '../i18n/index.ts';
import { ENTRY_MESSAGES } from '../i18n/entry-messages.ts';
import { locales } from '../locales/index.ts';
import { CJK, cjkLiterals } from './cjk-literals.ts';

/**
 * Every interface text of every screen is there in zh, en, es and ja, and Spanish and Japanese are
 * translations, not the Chinese copied: the texts of @app/shared (entities, dicts, definitions, the message
 * catalog), every i18next namespace of the web, and no Chinese written straight into a screen's source.
 */

// every feature's locale module adds its namespace to i18next when imported
import.meta.glob(['../**/locales.ts', '../**/*-locales.ts', '../**/locales/index.ts'], { eager: true });

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Sources that are not screens' interface text: the locales themselves, tests and their kits, and the strings
 * of the pages drawn before sign-in (a locale by another name). Help guides are Markdown, not scanned.
 */
const NOT_INTERFACE_SOURCE = [
  /(^|\/)locales(\/|\.ts$)/,
  /-locales\.ts$/,
  /\.test\.tsx?$/,
  /^test\//,
  /test-kit\.tsx?$/,
  /^i18n\/entry-messages\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('translation completeness', () => {
  it('gives every text of @app/shared in all four languages, Spanish and Japanese translated', () => {
    const texts = localizedTexts(shared as Record<string, unknown>);
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.flatMap(({ path: at, text }) => textProblems(at, text))).toEqual([]);
  });

  it('gives every namespace of the web in all four languages, Spanish and Japanese translated', () => {
    const shell = Object.fromEntries(
      LANGS.map((lang) => [lang, { ...locales[lang], entry: ENTRY_MESSAGES[lang] }]),
    ) as Record<Lang, unknown>;
    const namespaces = Object.keys(i18n.store.data.zh ?? {}).filter((ns) => ns !== 'translation');
    expect(namespaces.length).toBeGreaterThan(15);
    const problems = [
      ...namespaceProblems('translation', shell),
      ...namespaces.flatMap((ns) =>
        namespaceProblems(
          ns,
          Object.fromEntries(
            LANGS.map((lang) => [lang, i18n.getResourceBundle(lang, ns) as unknown]),
          ) as Record<Lang, unknown>,
        ),
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('finds no Chinese written straight into a screen (outside locales, tests and allowed lines)', () => {
    const files = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !NOT_INTERFACE_SOURCE.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const source = fs.readFileSync(path.join(SRC, file), 'utf8');
      // only a file with Chinese somewhere (a comment, most often) is worth parsing
      if (!CJK.test(source)) return [];
      return cjkLiterals(file, source).map((literal) => `${file}:${literal.line} ${literal.text}`);
    });
    expect(found).toEqual([]);
  }, 60_000);
});
