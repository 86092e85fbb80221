import { isRealDate } from './date.ts';
import { asciiCheck } from './input.ts';
import { checkError } from './types.ts';

/**
 * Mainland resident identity card number (GB 11643-1999): 6-digit address code
 * (its first two digits a province-level code), 8-digit birth date, 3-digit
 * sequence and a mod 11-2 check character (0–9 or X; lower-case x accepted).
 */
export const ID_CARD_LENGTH = 18;

/** Province-level codes (GB/T 2260), plus 81/82/83 used by HK, Macau and Taiwan residence permits. */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS.charAt(sum % 11);
}

function birthDateOk(text: string, now: Date): boolean {
  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  if (year < 1900 || !isRealDate({ year, month, day })) return false;
  const birth = year * 10000 + month * 100 + day;
  const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return birth <= today;
}

/**
 * Mainland ID card: shape (`v.id_card`), province code (`v.id_card_region`),
 * birth date that exists, from 1900 and not in the future (`v.id_card_birth`),
 * check character (`v.id_card_checksum`).
 */
export const checkIdCard = asciiCheck((text, options: { now?: Date } = {}) => {
  if (!/^\d{17}[\dXx]$/.test(text)) return checkError('v.id_card', { length: ID_CARD_LENGTH });
  if (!PROVINCES.has(Number(text.slice(0, 2)))) return checkError('v.id_card_region');
  if (!birthDateOk(text, options.now ?? new Date())) return checkError('v.id_card_birth');
  if (idCardCheckChar(text.slice(0, 17)) !== text.charAt(17).toUpperCase())
    return checkError('v.id_card_checksum');
  return null;
});

/** True for a valid mainland ID card number (no trimming). */
export function isIdCard(text: string, now?: Date): boolean {
  return text.trim() === text && text !== '' && checkIdCard(text, { now }) === null;
}

/**
 * Hong Kong identity card: one or two letters, six digits and a check
 * character 0–9 or A, the check character optionally in brackets:
 * `A123456(3)`, `A1234563`. Lower-case letters are accepted.
 */
const HK_ID = /^([A-Za-z]{1,2})(\d{6})(?:\(([\dAa])\)|([\dAa]))$/;

/** The check character of a Hong Kong ID prefix (1–2 letters) and six digits, or null. */
export function hkIdCheckChar(prefixAndDigits: string): string | null {
  const body = prefixAndDigits.toUpperCase();
  if (!/^[A-Z]{1,2}\d{6}$/.test(body)) return null;
  // A one-letter prefix counts as a leading space worth 36; letters are A=10 … Z=35.
  const padded = body.length === 7 ? ` ${body}` : body;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const ch = padded.charAt(i);
    const value = ch === ' ' ? 36 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += value * (9 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

/** Hong Kong ID card: shape (`v.hk_id`) and check character (`v.hk_id_checksum`). */
export const checkHkId = asciiCheck((text) => {
  const match = HK_ID.exec(text);
  if (!match) return checkError('v.hk_id');
  const [, prefix = '', digits = '', bracketed, bare] = match;
  const given = (bracketed ?? bare ?? '').toUpperCase();
  return hkIdCheckChar(prefix + digits) === given ? null : checkError('v.hk_id_checksum');
});
