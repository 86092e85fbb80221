import { asciiCheck } from './input.ts';
import type { CheckResult } from './types.ts';
import { checkError, checkWarning } from './types.ts';

/**
 * Container numbers. The spec's rule is 4 letters then 5–7 digits; the strict
 * rule is exactly 11 characters, 4 letters then 7 digits. Beyond the spec, an
 * 11-character number whose ISO 6346 check digit does not match gives a
 * warning (`v.container_check_digit`), never an error: some carriers' numbers
 * are not ISO-conformant. Lower-case input is accepted.
 */
export const CONTAINER_NO_LENGTH = 11;

/** ISO 6346 letter values: A=10 upwards, skipping the multiples of 11 (11, 22, 33). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** The ISO 6346 check digit of owner code, category and serial (4 letters + 6 digits), or null. */
export function containerCheckDigit(first10: string): number | null {
  const body = first10.toUpperCase();
  if (!/^[A-Z]{4}\d{6}$/.test(body)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = body.charAt(i);
    const value = i < 4 ? letterValue(ch) : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** True for 4 letters + 7 digits whose last digit is the ISO 6346 check digit (case-insensitive). */
export function isIsoContainerNo(text: string): boolean {
  return (
    /^[A-Za-z]{4}\d{7}$/.test(text) && containerCheckDigit(text.slice(0, 10)) === Number(text.charAt(10))
  );
}

function checkDigitWarning(text: string): CheckResult {
  if (text.length !== CONTAINER_NO_LENGTH || isIsoContainerNo(text)) return null;
  return checkWarning('v.container_check_digit', { expected: containerCheckDigit(text.slice(0, 10)) ?? '' });
}

/** Container number: 4 letters then 5–7 digits (`v.container_no`); ISO check digit mismatch is a warning. */
export const checkContainerNo = asciiCheck((text) =>
  /^[A-Za-z]{4}\d{5,7}$/.test(text) ? checkDigitWarning(text) : checkError('v.container_no'),
);

/** Strict container number: exactly 4 letters then 7 digits (`v.container_no_strict`); ISO mismatch is a warning. */
export const checkContainerNoStrict = asciiCheck((text) =>
  /^[A-Za-z]{4}\d{7}$/.test(text)
    ? checkDigitWarning(text)
    : checkError('v.container_no_strict', { length: CONTAINER_NO_LENGTH }),
);
