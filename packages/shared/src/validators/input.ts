import type { Check, CheckResult } from './types.ts';
import { checkError } from './types.ts';

/**
 * How every check reads its input (one place, so all checks agree):
 *
 * - `null`, `undefined`, `''` and blank strings are valid: required-ness is a
 *   separate rule (`field.required`). Password checks are the exception.
 * - Surrounding white space is ignored: the value is trimmed with
 *   `String.prototype.trim`, which also removes the ideographic (full-width)
 *   space U+3000, NBSP, tabs and line breaks. The zod helpers trim too, so the
 *   server stores what was checked.
 * - Code-like checks (numbers, codes, email, dates, …) reject full-width ASCII
 *   forms (U+FF01–U+FF5E, e.g. `１２３` or `ＡＢＣ`) and inner ideographic
 *   spaces with `v.full_width`, instead of a generic format error. They are not
 *   silently converted: a form may offer `toHalfWidth` as its normaliser.
 * - Chinese-text checks allow full-width punctuation where it is usual
 *   (company names in （）).
 */

const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/;

/** The trimmed text of an input; `''` for null and undefined. */
export function textOf(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** True when the text holds full-width ASCII forms or an ideographic space. */
export function hasFullWidth(text: string): boolean {
  return FULL_WIDTH.test(text);
}

/** Converts full-width ASCII forms and the ideographic space to their half-width forms. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

/**
 * Builds a check for code-like values: blank input is valid, full-width
 * characters give `v.full_width`, and `test` sees the trimmed text.
 */
export function asciiCheck<Options extends unknown[] = []>(
  test: (text: string, ...options: Options) => CheckResult,
): Check<Options> {
  return (value, ...options) => {
    const text = textOf(value);
    if (text === '') return null;
    if (hasFullWidth(text)) return checkError('v.full_width');
    return test(text, ...options);
  };
}

/** Builds a check for free text: blank input is valid and `test` sees the trimmed text. */
export function textCheck<Options extends unknown[] = []>(
  test: (text: string, ...options: Options) => CheckResult,
): Check<Options> {
  return (value, ...options) => {
    const text = textOf(value);
    return text === '' ? null : test(text, ...options);
  };
}

/** Length in Unicode code points (a Chinese character or an emoji counts as one). */
export function lengthOf(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
