import { describe, expect, it } from 'vitest';
import {
  checkAlphanumeric,
  checkAlphanumericDash,
  checkCodeList,
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

function expectValid(check: Check, values: string[]): void {
  for (const value of values) expect(check(value), value).toBeNull();
}

function expectKey(check: Check, key: string, values: string[]): void {
  for (const value of values) expect(check(value)?.key, value).toBe(key);
}

describe('numbers', () => {
  it('integer with optional minus', () => {
    expectValid(checkInteger, ['0', '12', '-3', '007', ' 42 ']);
    expectKey(checkInteger, 'v.integer', ['1.5', '+1', '--1', '1-', '1e3', '1,000', '- 1', 'abc']);
  });

  it('decimal', () => {
    expectValid(checkDecimal, ['0', '3', '-1.25', '0.000001', '123456.789']);
    expectKey(checkDecimal, 'v.number', ['.5', '5.', '1.2.3', '1e3', '+1', 'NaN', '1,5']);
  });

  it('at most 5 and 6 decimals', () => {
    expect(checkDecimal5('1.12345')).toBeNull();
    expect(checkDecimal5('-0.00001')).toBeNull();
    expect(checkDecimal5('1.123456')).toEqual({ key: 'v.decimal_places', params: { max: 5 } });
    expect(checkDecimal6('1.123456')).toBeNull();
    expect(checkDecimal6('1.1234567')).toEqual({ key: 'v.decimal_places', params: { max: 6 } });
    expect(checkDecimal('1.123', { maxDecimals: 0 })).toEqual({
      key: 'v.decimal_places',
      params: { max: 0 },
    });
    expect(checkDecimal5('abc')).toEqual({ key: 'v.number' });
  });
});

describe('internet', () => {
  it('email', () => {
    expectValid(checkEmail, [
      'name@example.com',
      'first.last+tag@mail.example.com.cn',
      'a_b-c%d@sub-domain.example.org',
      'USER@EXAMPLE.COM',
    ]);
    expectKey(checkEmail, 'v.email', [
      'plainaddress',
      '@example.com',
      'name@',
      'name@example',
      'name@example.c',
      'name@@example.com',
      'name@exa_mple.com',
      'name@-example.com',
      'name@example-.com',
      '.name@example.com',
      'na..me@example.com',
      'name.@example.com',
      'name@example..com',
      'na me@example.com',
      'name@example.123',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
    ]);
  });

  it('IPv4', () => {
    expectValid(checkIpv4, ['0.0.0.0', '127.0.0.1', '192.168.1.254', '255.255.255.255']);
    expectKey(checkIpv4, 'v.ipv4', [
      '256.1.1.1',
      '1.1.1',
      '1.1.1.1.1',
      '01.1.1.1',
      '1.1.1.-1',
      '1.1.1.a',
      '1..1.1',
      '1.1.1.1/24',
      '::1',
    ]);
  });

  it('URI', () => {
    expectValid(checkUri, [
      'http://example.com',
      'https://www.example.com:8080/path?q=1#top',
      'ftp://files.example.com/a.zip',
      'HTTPS://EXAMPLE.COM',
      'http://192.168.0.1',
      'http://localhost:3000',
      'https://例子.中国/路径',
    ]);
    expectKey(checkUri, 'v.uri', [
      'example.com',
      'www.example.com',
      'http:/example.com',
      'http//example.com',
      'javascript:alert(1)',
      'mailto:a@example.com',
      'file:///etc/passwd',
      'http://exa mple.com',
      'http://',
      'http://[::1',
    ]);
    expect(checkUri('mailto://x', { protocols: ['http'] })).toEqual({
      key: 'v.uri',
      params: { protocols: 'http' },
    });
    expect(checkUri('ws://example.com/socket', { protocols: ['ws', 'wss'] })).toBeNull();
  });

  it('route path', () => {
    expectValid(checkRoutePath, [
      '/',
      '/system',
      '/system/user',
      '/system/user/',
      '/user/:id',
      '/a/:id?',
      '/docs/v1.2/page_x',
      '/a-b/c~d',
    ]);
    expectKey(checkRoutePath, 'v.route_path', [
      'system/user',
      '//system',
      '/system//user',
      '/system user',
      '/user/:',
      '/user/:1id',
      'http://example.com/a',
      '/a?b=1',
      '/a#b',
    ]);
  });
});

describe('letter variants', () => {
  it('lower, upper, letters, alphanumeric', () => {
    expectValid(checkLowerCase, ['abc']);
    expectKey(checkLowerCase, 'v.lower_case', ['Abc', 'ab1', 'a b', 'ab-c']);
    expectValid(checkUpperCase, ['ABC']);
    expectKey(checkUpperCase, 'v.upper_case', ['AbC', 'AB1', 'A_B']);
    expectValid(checkLetters, ['AbC', 'abc', 'XYZ']);
    expectKey(checkLetters, 'v.letters', ['ab1', 'a-b', 'é']);
    expectValid(checkAlphanumeric, ['Ab1', '123', 'abc']);
    expectKey(checkAlphanumeric, 'v.alphanumeric', ['ab_1', 'a b', '中文']);
    expectValid(checkLowerAlphanumeric, ['ab1']);
    expectKey(checkLowerAlphanumeric, 'v.lower_alphanumeric', ['Ab1']);
    expectValid(checkUpperAlphanumeric, ['AB1']);
    expectKey(checkUpperAlphanumeric, 'v.upper_alphanumeric', ['aB1']);
  });

  it('dash variants', () => {
    expectValid(checkAlphanumericDash, ['user-list', 'User_List2', 'a-b_c', 'abc']);
    expectKey(checkAlphanumericDash, 'v.alphanumeric_dash', ['-abc', 'abc-', 'a--b', 'a-_b', 'a b', 'a.b']);
    expectValid(checkCodeList, ['XY01', 'XY01,HC02', 'wh-1,WH_2,A']);
    expectKey(checkCodeList, 'v.code_list', ['XY01,', ',XY01', 'XY01,,HC02', 'XY01, HC02', 'XY 01', 'A;B']);
    expectValid(checkLowerDash, ['user-list', 'sys_user', 'v2-api']);
    expectKey(checkLowerDash, 'v.lower_dash', ['User-list', '-a', 'a__b']);
    expectValid(checkUpperDash, ['SYS_ADMIN', 'A-1']);
    expectKey(checkUpperDash, 'v.upper_dash', ['Sys_ADMIN', 'A_', '_A']);
  });
});

describe('names and Chinese text', () => {
  it('English name', () => {
    expectValid(checkEnglishName, [
      'John',
      'John Smith',
      "O'Neil",
      'Mary-Jane Smith',
      'J. R. R. Tolkien',
      'Jr.',
    ]);
    expectKey(checkEnglishName, 'v.english_name', [
      'John  Smith',
      'John1',
      '-John',
      "John'",
      'José',
      '张三',
      '. John',
    ]);
  });

  it('Chinese text', () => {
    expectValid(checkChinese, ['张三', '中华人民共和国', '臺灣', '𠀀']);
    expectKey(checkChinese, 'v.chinese', ['张三1', '张 三', 'abc', '张三。', '买买提·艾力']);
    expect(checkChinese(' 张三 ')).toBeNull();
  });

  it('simplified Chinese only (OpenCC table)', () => {
    expectValid(checkSimplifiedChinese, ['张三', '中华人民共和国', '乾隆', '著作', '着急', '于是']);
    expect(checkSimplifiedChinese('臺灣')).toEqual({
      key: 'v.simplified_chinese',
      params: { chars: '臺灣' },
    });
    expect(checkSimplifiedChinese('中華人民共和國')).toEqual({
      key: 'v.simplified_chinese',
      params: { chars: '華國' },
    });
    expect(checkSimplifiedChinese('後後後')).toEqual({
      key: 'v.simplified_chinese',
      params: { chars: '後' },
    });
    expect(checkSimplifiedChinese('张三a')).toEqual({ key: 'v.chinese' });
  });

  it('mainland mobile number', () => {
    expectValid(checkMobile, ['13800138000', '19912345678', '15012345678', ' 13800138000 ']);
    expectKey(checkMobile, 'v.mobile', [
      '12800138000',
      '10800138000',
      '1380013800',
      '138001380001',
      '+8613800138000',
      '138-0013-8000',
      '23800138000',
    ]);
    expect(checkMobile('１３８００１３８０００')).toEqual({ key: 'v.full_width' });
  });

  it('company names', () => {
    for (const name of [
      '厦门象屿集团有限公司',
      '中远海运（上海）有限公司',
      '上海ABC物流有限公司',
      '腾讯科技(深圳)有限公司',
    ]) {
      expect(checkCompanyName(name, 'zh'), name).toBeNull();
      expect(checkCompanyName(name), name).toBeNull();
    }
    for (const name of [
      'COSCO SHIPPING Lines Co., Ltd.',
      'Procter & Gamble',
      'A.P. Moller - Maersk',
      '3M Company',
    ]) {
      expect(checkCompanyName(name, 'en'), name).toBeNull();
      expect(checkCompanyName(name), name).toBeNull();
    }
    expect(checkCompanyName('公', 'zh')).toEqual({ key: 'v.company_name_zh' });
    expect(checkCompanyName('上海 物流有限公司', 'zh')).toEqual({ key: 'v.company_name_zh' });
    expect(checkCompanyName('ACME Ltd', 'zh')).toEqual({ key: 'v.company_name_zh' });
    expect(checkCompanyName('上海物流', 'en')).toEqual({ key: 'v.company_name_en' });
    expect(checkCompanyName('ACME  Ltd', 'en')).toEqual({ key: 'v.company_name_en' });
    expect(checkCompanyName('-ACME', 'en')).toEqual({ key: 'v.company_name_en' });
    expect(checkCompanyName('123', 'en')).toEqual({ key: 'v.company_name_en' });
    expect(checkCompanyName('@@@')).toEqual({ key: 'v.company_name' });
    expect(checkCompanyName('有'.repeat(101))).toEqual({ key: 'v.too_long', params: { max: 100 } });
    expect(checkCompanyName('有'.repeat(100))).toBeNull();
  });
});

describe('URI length', () => {
  it('limits URIs to 2048 characters', () => {
    const long = `https://example.com/${'a'.repeat(2048)}`;
    expect(checkUri(long)).toEqual({ key: 'v.too_long', params: { max: 2048 } });
    expect(checkUri(`https://example.com/${'a'.repeat(2000)}`)).toBeNull();
  });
});
