import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_ALPHABET, checkCreditCode, creditCodeCheckChar, isCreditCode } from './credit-code.ts';

/** Published codes (python-stdnum's list of codes found online, and a common textbook example). */
const REAL = [
  '91350100M000100Y43',
  '91110000600037341L',
  '121200004013590816',
  '91110000710926094P',
  '91310115MA1K3BTP2B',
  '9144030071526726XG',
  '91440300568520498A',
  '91620105L015101280',
  '92340602MA2PBMEM24',
  '91340600MA2PBM9HXD',
];

describe('checkCreditCode', () => {
  it.each(REAL)('accepts the published code %s', (code) => {
    expect(checkCreditCode(code)).toBeNull();
    expect(isCreditCode(code)).toBe(true);
  });

  it('computes the check character of published codes', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(creditCodeCheckChar('12120000401359081')).toBe('6');
  });

  it('maps a remainder of 0 to the check character 0', () => {
    expect(creditCodeCheckChar('91620105L01510128')).toBe('0');
  });

  it('rejects a wrong check character', () => {
    expect(checkCreditCode('91110000600037341N')).toEqual({ key: 'v.credit_code_checksum' });
    expect(checkCreditCode('91350100M000100Y44')).toEqual({ key: 'v.credit_code_checksum' });
  });

  it('rejects wrong lengths and letters outside the alphabet (I O Z S V)', () => {
    const shape = { key: 'v.credit_code', params: { length: 18 } };
    expect(checkCreditCode('12345')).toEqual(shape);
    expect(checkCreditCode('91350100M000100Y4')).toEqual(shape);
    expect(checkCreditCode('91350100M000100Y433')).toEqual(shape);
    expect(checkCreditCode('9111000060003IOZSV')).toEqual(shape);
    expect(checkCreditCode('91 110000 600037341L')).toEqual(shape);
    expect(checkCreditCode('91110000-600037341L')).toEqual(shape);
  });

  it('accepts lower case and surrounding spaces, treats blank as valid', () => {
    expect(checkCreditCode('91350100m000100y43')).toBeNull();
    expect(checkCreditCode('  91350100M000100Y43\t')).toBeNull();
    expect(checkCreditCode('\u300091350100M000100Y43\u3000')).toBeNull();
    expect(checkCreditCode('')).toBeNull();
    expect(checkCreditCode('   ')).toBeNull();
    expect(checkCreditCode(null)).toBeNull();
    expect(checkCreditCode(undefined)).toBeNull();
  });

  it('rejects full-width characters with a clear message', () => {
    expect(checkCreditCode('９１３５０１００Ｍ０００１００Ｙ４３')).toEqual({ key: 'v.full_width' });
  });

  it('rejects a very long string quickly', () => {
    expect(checkCreditCode('9'.repeat(100_000))).toEqual({ key: 'v.credit_code', params: { length: 18 } });
  });

  it('returns null from the check-character helper for bad input', () => {
    expect(creditCodeCheckChar('1234')).toBeNull();
    expect(creditCodeCheckChar('9111000060003741I')).toBeNull();
  });
});

const alphabetChar = fc.constantFrom(...CREDIT_CODE_ALPHABET);
const validCode = fc
  .array(alphabetChar, { minLength: 17, maxLength: 17 })
  .map((chars) => chars.join(''))
  .map((body) => body + creditCodeCheckChar(body));

describe('credit code properties (GB 32100-2015)', () => {
  it('a generated code with its check character passes', () => {
    fc.assert(fc.property(validCode, (code) => checkCreditCode(code) === null));
  });

  it('changing any single character to another alphabet character fails', () => {
    fc.assert(
      fc.property(validCode, fc.nat(17), alphabetChar, (code, index, replacement) => {
        fc.pre(code.charAt(index) !== replacement);
        const changed = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(checkCreditCode(changed)).toEqual({ key: 'v.credit_code_checksum' });
      }),
    );
  });
});
