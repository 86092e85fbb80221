import { asciiCheck } from './input.ts';
import { checkError } from './types.ts';

/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters
 * from a 31-character alphabet (digits and upper-case letters without I, O,
 * Z, S, V); the 18th is a check character over the first 17 with weights
 * 3^i mod 31. Lower-case input is accepted (the zod helper upper-cases it).
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_LENGTH = 18;

const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of the first 17 characters, or null when they are not 17 alphabet characters. */
export function creditCodeCheckChar(first17: string): string | null {
  const body = first17.toUpperCase();
  if (body.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(body.charAt(i));
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** The shape of a credit code (18 alphabet characters), case-insensitive, checksum not verified. */
export function isCreditCodeShape(text: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{18}$/i.test(text);
}

/** True for a credit code with a correct check character (case-insensitive, no trimming). */
export function isCreditCode(text: string): boolean {
  return isCreditCodeShape(text) && creditCodeCheckChar(text.slice(0, 17)) === text.charAt(17).toUpperCase();
}

/** Unified social credit code: `v.credit_code` for the shape, `v.credit_code_checksum` for the check character. */
export const checkCreditCode = asciiCheck((text) => {
  if (!isCreditCodeShape(text)) return checkError('v.credit_code', { length: CREDIT_CODE_LENGTH });
  return isCreditCode(text) ? null : checkError('v.credit_code_checksum');
});
