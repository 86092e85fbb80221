import { describe, expect, it } from 'vitest';
import { checkBankCard } from './bank-card.ts';
import { checkContainerNo, checkContainerNoStrict } from './container-no.ts';
import { checkCreditCode } from './credit-code.ts';
import { checkConsigneeCode, checkCustomsCode } from './customs-code.ts';
import { checkDate } from './date.ts';
import { checkHkId, checkIdCard } from './id-card.ts';
import { hasFullWidth, lengthOf, textOf, toHalfWidth } from './input.ts';
import { checkPartnerNickname } from './password.ts';
import {
  checkAlphanumeric,
  checkAlphanumericDash,
  checkChinese,
  checkCompanyName,
  checkDecimal,
  checkDecimal5,
  checkDecimal6,
  checkEmail,
  checkEnglishName,
  checkInteger,
  checkIpv4,
  checkLetters,
  checkLowerAlphanumeric,
  checkLowerCase,
  checkLowerDash,
  checkMobile,
  checkRoutePath,
  checkSimplifiedChinese,
  checkUpperAlphanumeric,
  checkUpperCase,
  checkUpperDash,
  checkUri,
} from './text-formats.ts';
import type { Check } from './types.ts';
import { checkSpreadsheetName, checkUploadName } from './upload.ts';

describe('input primitives', () => {
  it('textOf trims all white space including the ideographic space', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
    expect(textOf(' \t\u3000\u00a0a b\n')).toBe('a b');
  });

  it('detects and converts full-width forms', () => {
    expect(hasFullWidth('ＡＢＣ１２３')).toBe(true);
    expect(hasFullWidth('a\u3000b')).toBe(true);
    expect(hasFullWidth('中文（）')).toBe(true);
    expect(hasFullWidth('中文')).toBe(false);
    expect(toHalfWidth('ＣＳＱＵ３０５４３８３\u3000！～')).toBe('CSQU3054383 !~');
    expect(toHalfWidth('中文abc')).toBe('中文abc');
  });

  it('counts code points', () => {
    expect(lengthOf('a中😀')).toBe(3);
  });
});

/**
 * Every check taking a single value, with a valid example; `ascii` marks
 * code-like checks (full-width rejected); file names may hold any space.
 */
const CHECKS: [string, Check, string, boolean][] = [
  ['checkCreditCode', checkCreditCode, '91350100M000100Y43', true],
  ['checkContainerNo', checkContainerNo, 'CSQU3054383', true],
  ['checkContainerNoStrict', checkContainerNoStrict, 'CSQU3054383', true],
  ['checkIdCard', checkIdCard, '11010519491231002X', true],
  ['checkHkId', checkHkId, 'A123456(3)', true],
  ['checkBankCard', checkBankCard, '4111111111111111', true],
  ['checkCustomsCode', checkCustomsCode, '3122240053', true],
  ['checkConsigneeCode', checkConsigneeCode, '3122240053', true],
  ['checkDate', checkDate, '2024-02-29', true],
  ['checkInteger', checkInteger, '-12', true],
  ['checkDecimal', checkDecimal, '-1.5', true],
  ['checkDecimal5', checkDecimal5, '1.12345', true],
  ['checkDecimal6', checkDecimal6, '1.123456', true],
  ['checkEmail', checkEmail, 'name@example.com', true],
  ['checkIpv4', checkIpv4, '192.168.1.1', true],
  ['checkUri', checkUri, 'https://example.com/a', true],
  ['checkRoutePath', checkRoutePath, '/system/user', true],
  ['checkLowerCase', checkLowerCase, 'abc', true],
  ['checkUpperCase', checkUpperCase, 'ABC', true],
  ['checkLetters', checkLetters, 'AbC', true],
  ['checkAlphanumeric', checkAlphanumeric, 'Ab1', true],
  ['checkLowerAlphanumeric', checkLowerAlphanumeric, 'ab1', true],
  ['checkUpperAlphanumeric', checkUpperAlphanumeric, 'AB1', true],
  ['checkAlphanumericDash', checkAlphanumericDash, 'user-list_2', true],
  ['checkLowerDash', checkLowerDash, 'user-list', true],
  ['checkUpperDash', checkUpperDash, 'SYS_ADMIN', true],
  ['checkEnglishName', checkEnglishName, 'John Smith', true],
  ['checkMobile', checkMobile, '13800138000', true],
  ['checkChinese', checkChinese, '张三', false],
  ['checkSimplifiedChinese', checkSimplifiedChinese, '张三', false],
  ['checkCompanyName', checkCompanyName, '厦门象屿集团有限公司', false],
  ['checkPartnerNickname', checkPartnerNickname, '张三丰', false],
  ['checkUploadName', checkUploadName, '报关单.pdf', false],
  ['checkSpreadsheetName', checkSpreadsheetName, '清单.xlsx', false],
];

const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

describe.each(CHECKS)('%s edge cases', (_name, check, valid, ascii) => {
  it('accepts its valid example', () => {
    expect(check(valid)).toBeNull();
  });

  it('treats null, undefined and blank input as valid (required-ness is separate)', () => {
    for (const blank of [null, undefined, '', ' ', '\t\n', '\u3000\u3000']) expect(check(blank)).toBeNull();
  });

  it('ignores surrounding white space, including full-width spaces', () => {
    for (const padded of [`  ${valid}  `, `\t${valid}\n`, `\u3000${valid}\u3000`])
      expect(check(padded)).toBeNull();
  });

  it('answers a very long or adversarial string quickly', () => {
    const inputs = [
      valid.repeat(20_000),
      `${valid.repeat(20_000)}!`,
      `${'a'.repeat(50_000)}!`,
      `${'1'.repeat(50_000)}x`,
    ];
    const started = performance.now();
    for (const input of inputs) check(input);
    expect(performance.now() - started).toBeLessThan(500);
    if (ascii) expect(check(`${valid.repeat(20_000)}!`)).not.toBeNull();
  });
});

describe.each(CHECKS.filter(([name]) => !/Upload|Spreadsheet/.test(name)))(
  '%s inner spaces',
  (_name, check, valid) => {
    it('rejects an inner full-width space', () => {
      const chars = [...valid];
      expect(check(`${chars[0] ?? ''}\u3000${chars.slice(1).join('')}`)).not.toBeNull();
    });
  },
);

describe.each(CHECKS.filter(([, , , ascii]) => ascii))('%s full-width input', (_name, check, valid) => {
  it('is rejected with v.full_width', () => {
    expect(check(toFullWidth(valid))).toEqual({ key: 'v.full_width' });
  });
});
