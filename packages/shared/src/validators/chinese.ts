import { Converter } from 'opencc-js/t2cn';

/** Chinese (Han) characters only, any script variant. */
const HAN_ONLY = /^\p{Script=Han}+$/u;
const HAN = /\p{Script=Han}/gu;

export function isChineseText(text: string): boolean {
  return HAN_ONLY.test(text);
}

/** Number of Han characters in a text. */
export function countHan(text: string): number {
  return text.match(HAN)?.length ?? 0;
}

let toSimplified: ((text: string) => string) | undefined;

/**
 * The traditional characters of a text, found with OpenCC's traditional →
 * simplified (mainland) table (opencc-js); empty when the text is simplified.
 * Phrase-aware, so 乾隆 stays valid; a character that is traditional only in
 * some words may still be reported when it stands alone (e.g. a lone 乾).
 */
export function traditionalChars(text: string): string[] {
  toSimplified ??= Converter({ from: 't', to: 'cn' });
  const converted = toSimplified(text);
  if (converted === text) return [];
  const source = [...text];
  const target = [...converted];
  const found =
    source.length === target.length
      ? source.filter((ch, i) => ch !== target[i])
      : source.filter((ch) => toSimplified?.(ch) !== ch);
  return [...new Set(found.length > 0 ? found : source)];
}
