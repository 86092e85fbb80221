import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContainerNo,
  checkContainerNoStrict,
  containerCheckDigit,
  isIsoContainerNo,
} from './container-no.ts';

/** Real container numbers (the ISO 6346 article's example and python-stdnum's test numbers). */
const REAL = ['CSQU3054383', 'TCNU7200794', 'TOLU4734787', 'GYOU4047990'];

/** ISO 6346 letter values written out from the standard's table, as an independent oracle. */
// prettier-ignore
const LETTER_VALUES: Record<string, number> = {
  A: 10, B: 12, C: 13, D: 14, E: 15, F: 16, G: 17, H: 18, I: 19, J: 20, K: 21, L: 23, M: 24,
  N: 25, O: 26, P: 27, Q: 28, R: 29, S: 30, T: 31, U: 32, V: 34, W: 35, X: 36, Y: 37, Z: 38,
};

describe('checkContainerNo', () => {
  it.each(REAL)('accepts the real number %s without a warning', (no) => {
    expect(checkContainerNo(no)).toBeNull();
    expect(checkContainerNoStrict(no)).toBeNull();
    expect(isIsoContainerNo(no)).toBe(true);
  });

  it('computes the check digit', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('GYOU404799')).toBe(0);
    expect(containerCheckDigit('CSQU30543')).toBeNull();
  });

  it('warns, without failing, when the ISO 6346 check digit does not match', () => {
    const warning = { key: 'v.container_check_digit', params: { expected: 3 }, level: 'warning' };
    expect(checkContainerNo('CSQU3054384')).toEqual(warning);
    expect(checkContainerNoStrict('CSQU3054384')).toEqual(warning);
  });

  it('accepts 4 letters and 5 to 7 digits; the check digit only applies to 11 characters', () => {
    expect(checkContainerNo('CSQU30543')).toBeNull();
    expect(checkContainerNo('CSQU305438')).toBeNull();
    expect(checkContainerNo('ABCD12345')).toBeNull();
  });

  it('rejects other shapes', () => {
    const error = { key: 'v.container_no' };
    expect(checkContainerNo('CSQU3054')).toEqual(error);
    expect(checkContainerNo('CSQU305438312')).toEqual(error);
    expect(checkContainerNo('CSQ3054383')).toEqual(error);
    expect(checkContainerNo('CSQU3054Z83')).toEqual(error);
    expect(checkContainerNo('CSQU 3054383')).toEqual(error);
    expect(checkContainerNo('1SQU3054383')).toEqual(error);
  });

  it('the strict form needs exactly 4 letters and 7 digits', () => {
    const error = { key: 'v.container_no_strict', params: { length: 11 } };
    expect(checkContainerNoStrict('CSQU30543')).toEqual(error);
    expect(checkContainerNoStrict('CSQU305438')).toEqual(error);
    expect(checkContainerNoStrict('CSQU30543831')).toEqual(error);
  });

  it('accepts lower case and surrounding spaces, treats blank as valid', () => {
    expect(checkContainerNo('csqu3054383')).toBeNull();
    expect(checkContainerNoStrict(' CSQU3054383 ')).toBeNull();
    expect(checkContainerNo('')).toBeNull();
    expect(checkContainerNo(null)).toBeNull();
    expect(checkContainerNoStrict(undefined)).toBeNull();
  });

  it('rejects full-width input and very long strings', () => {
    expect(checkContainerNo('ＣＳＱＵ３０５４３８３')).toEqual({ key: 'v.full_width' });
    expect(checkContainerNo('CSQU3054383'.repeat(10_000))).toEqual({ key: 'v.container_no' });
  });
});

const upper = fc.constantFrom(...Object.keys(LETTER_VALUES));
const digit = fc.constantFrom(...'0123456789');
const body = fc
  .tuple(fc.array(upper, { minLength: 4, maxLength: 4 }), fc.array(digit, { minLength: 6, maxLength: 6 }))
  .map(([letters, digits]) => letters.join('') + digits.join(''));
const validNo = body.map((b) => b + String(containerCheckDigit(b)));

function replaceAt(text: string, index: number, ch: string): string {
  return text.slice(0, index) + ch + text.slice(index + 1);
}

describe('ISO 6346 properties', () => {
  it('agrees with the standard letter table', () => {
    fc.assert(
      fc.property(body, (b) => {
        const sum = [...b].reduce(
          (acc, ch, i) => acc + (i < 4 ? (LETTER_VALUES[ch] ?? NaN) : Number(ch)) * 2 ** i,
          0,
        );
        expect(containerCheckDigit(b)).toBe((sum % 11) % 10);
      }),
    );
  });

  it('a generated number with its check digit passes without a warning', () => {
    fc.assert(fc.property(validNo, (no) => checkContainerNoStrict(no) === null));
  });

  it('changing the check digit always warns', () => {
    fc.assert(
      fc.property(validNo, digit, (no, d) => {
        fc.pre(no.charAt(10) !== d);
        expect(checkContainerNoStrict(replaceAt(no, 10, d))?.level).toBe('warning');
      }),
    );
  });

  it('changing a serial digit warns (check digit not 0, where remainders 0 and 10 collide)', () => {
    fc.assert(
      fc.property(validNo, fc.integer({ min: 4, max: 9 }), digit, (no, index, d) => {
        fc.pre(no.charAt(10) !== '0' && no.charAt(index) !== d);
        expect(checkContainerNoStrict(replaceAt(no, index, d))?.level).toBe('warning');
      }),
    );
  });

  it('changing a letter to one of another value mod 11 warns (check digit not 0)', () => {
    fc.assert(
      fc.property(validNo, fc.integer({ min: 0, max: 3 }), upper, (no, index, letter) => {
        const before = LETTER_VALUES[no.charAt(index)] ?? 0;
        const after = LETTER_VALUES[letter] ?? 0;
        fc.pre(no.charAt(10) !== '0' && before % 11 !== after % 11);
        expect(checkContainerNoStrict(replaceAt(no, index, letter))?.level).toBe('warning');
      }),
    );
  });

  it('documents the blind spot of ISO 6346: letters 11 apart (A=10, K=21) are not told apart', () => {
    expect(checkContainerNoStrict('CSQU3054383')).toBeNull();
    const withA = 'ASQU305438';
    const withK = 'KSQU305438';
    expect(containerCheckDigit(withA)).toBe(containerCheckDigit(withK));
  });
});
