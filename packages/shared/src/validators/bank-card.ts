import { asciiCheck } from './input.ts';
import { checkError } from './types.ts';

/** Bank card numbers: 12–19 digits whose last digit is the Luhn (mod 10) check digit. */
export const BANK_CARD_MIN = 12;
export const BANK_CARD_MAX = 19;

/** The Luhn check digit to append to a digit string, or null when it is not all digits. */
export function luhnCheckDigit(payload: string): number | null {
  if (!/^\d+$/.test(payload)) return null;
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    // Doubling starts from the rightmost payload digit (it sits next to the check digit).
    let digit = Number(payload.charAt(payload.length - 1 - i));
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a digit string ends with its Luhn check digit. */
export function isLuhnValid(digits: string): boolean {
  return digits.length >= 2 && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** Bank card: 12–19 digits (`v.bank_card`) passing Luhn (`v.bank_card_checksum`). No inner spaces. */
export const checkBankCard = asciiCheck((text) => {
  if (!/^\d+$/.test(text) || text.length < BANK_CARD_MIN || text.length > BANK_CARD_MAX) {
    return checkError('v.bank_card', { min: BANK_CARD_MIN, max: BANK_CARD_MAX });
  }
  return isLuhnValid(text) ? null : checkError('v.bank_card_checksum');
});
