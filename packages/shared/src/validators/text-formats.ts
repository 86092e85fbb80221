import { countHan, isChineseText, traditionalChars } from './chinese.ts';
import { asciiCheck, lengthOf, textCheck } from './input.ts';
import type { Check } from './types.ts';
import { checkError } from './types.ts';

/** Builds a check from a pattern that must match the whole trimmed, half-width value. */
function patternCheck(pattern: RegExp, key: string): Check {
  return asciiCheck((text) => (pattern.test(text) ? null : checkError(key)));
}

// ── Numbers ────────────────────────────────────────────────────────────────

/** Whole number with an optional minus: `12`, `-3`, `007`. */
export const checkInteger = patternCheck(/^-?\d+$/, 'v.integer');

/**
 * Decimal number with an optional minus and optional fraction (`-1.25`, `3`;
 * not `.5`, `5.` or `1e3`). With `maxDecimals`, more fraction digits give
 * `v.decimal_places`.
 */
export const checkDecimal = asciiCheck((text, options: { maxDecimals?: number } = {}) => {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(text);
  if (!match) return checkError('v.number');
  const decimals = match[1]?.length ?? 0;
  const max = options.maxDecimals;
  return max !== undefined && decimals > max ? checkError('v.decimal_places', { max }) : null;
});

/** Decimal number with at most 5 decimals (net weights). */
export const checkDecimal5: Check = (value) => checkDecimal(value, { maxDecimals: 5 });

/** Decimal number with at most 6 decimals. */
export const checkDecimal6: Check = (value) => checkDecimal(value, { maxDecimals: 6 });

// ── Internet ───────────────────────────────────────────────────────────────

const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** E-mail address: `name@example.com`; local part ≤ 64, whole ≤ 254, a top-level domain of letters. */
export const checkEmail = asciiCheck((text) => {
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const ok =
    at > 0 &&
    text.length <= 254 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
  return ok ? null : checkError('v.email');
});

/** Dotted-quad IPv4 address, each part 0–255 without leading zeros. */
export const checkIpv4 = asciiCheck((text) => {
  const parts = text.split('.');
  const ok =
    parts.length === 4 && parts.every((part) => /^(?:0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
  return ok ? null : checkError('v.ipv4');
});

export const URI_MAX = 2048;

/**
 * Absolute URI with `scheme://host`, at most 2048 characters; the scheme must
 * be one of `protocols` (default http, https, ftp).
 */
export const checkUri = asciiCheck((text, options: { protocols?: readonly string[] } = {}) => {
  if (text.length > URI_MAX) return checkError('v.too_long', { max: URI_MAX });
  const protocols = options.protocols ?? ['http', 'https', 'ftp'];
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/\S+$/.exec(text)?.[1]?.toLowerCase();
  if (!scheme || !protocols.includes(scheme)) return checkError('v.uri', { protocols: protocols.join(', ') });
  try {
    return new URL(text).hostname !== '' ? null : checkError('v.uri', { protocols: protocols.join(', ') });
  } catch {
    return checkError('v.uri', { protocols: protocols.join(', ') });
  }
});

const SEGMENT = String.raw`(?::[A-Za-z_]\w*\??|[\w.~-]+)`;
const ROUTE_PATH = new RegExp(String.raw`^\/(?:${SEGMENT}(?:\/${SEGMENT})*\/?)?$`);

/** Route path: `/`, `/system/user`, `/user/:id`; segments of letters, digits, `_ . ~ -` or `:param`. */
export const checkRoutePath = patternCheck(ROUTE_PATH, 'v.route_path');

// ── Letter variants ────────────────────────────────────────────────────────

/** Lower-case letters a–z only. */
export const checkLowerCase = patternCheck(/^[a-z]+$/, 'v.lower_case');
/** Upper-case letters A–Z only. */
export const checkUpperCase = patternCheck(/^[A-Z]+$/, 'v.upper_case');
/** Letters A–Z and a–z only. */
export const checkLetters = patternCheck(/^[A-Za-z]+$/, 'v.letters');
/** Letters and digits only. */
export const checkAlphanumeric = patternCheck(/^[A-Za-z0-9]+$/, 'v.alphanumeric');
/** Lower-case letters and digits only. */
export const checkLowerAlphanumeric = patternCheck(/^[a-z0-9]+$/, 'v.lower_alphanumeric');
/** Upper-case letters and digits only. */
export const checkUpperAlphanumeric = patternCheck(/^[A-Z0-9]+$/, 'v.upper_alphanumeric');

// Dash variants: groups joined by single `-` or `_`, none at either end (`user-list`, `SYS_ADMIN`).

/** Letters and digits joined by single `-` or `_`. */
export const checkAlphanumericDash = patternCheck(
  /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/,
  'v.alphanumeric_dash',
);
/** Codes of letters and digits (joined by single `-` or `_`), comma-separated (`XY01,HC02`): a user's warehouses. */
export const checkCodeList = patternCheck(
  /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*(?:,[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*)*$/,
  'v.code_list',
);
/** Lower-case letters and digits joined by single `-` or `_` (`user-list`). */
export const checkLowerDash = patternCheck(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'v.lower_dash');
/** Upper-case letters and digits joined by single `-` or `_` (`SYS_ADMIN`). */
export const checkUpperDash = patternCheck(/^[A-Z0-9]+(?:[-_][A-Z0-9]+)*$/, 'v.upper_dash');

// ── Names and Chinese text ─────────────────────────────────────────────────

/** English personal name: letter groups joined by a space, `'`, `-` or `. ` (`J. R. Smith`, `O'Neil`). */
export const checkEnglishName = patternCheck(/^[A-Za-z]+(?:(?:\. ?|[ '-])[A-Za-z]+)*\.?$/, 'v.english_name');

/** Chinese (Han) characters only. */
export const checkChinese = textCheck((text) => (isChineseText(text) ? null : checkError('v.chinese')));

/**
 * Simplified Chinese only: Han characters (`v.chinese`) none of which is
 * traditional according to OpenCC's t → cn table (`v.simplified_chinese`,
 * naming the characters).
 */
// pure, so a bundle that never uses it leaves the OpenCC dictionary out
export const checkSimplifiedChinese = /* @__PURE__ */ textCheck((text) => {
  if (!isChineseText(text)) return checkError('v.chinese');
  const found = traditionalChars(text);
  return found.length === 0
    ? null
    : checkError('v.simplified_chinese', { chars: found.slice(0, 10).join('') });
});

// ── Phone ──────────────────────────────────────────────────────────────────

/** Mainland mobile number: 1, then 3–9, then 9 digits. */
export const checkMobile = patternCheck(/^1[3-9]\d{9}$/, 'v.mobile');

// ── Company names ──────────────────────────────────────────────────────────

export const COMPANY_NAME_MAX = 100;

/** Chinese company name: Han characters (at least two), ASCII letters and digits, ()（）·&- . */
const COMPANY_ZH = /^[\p{Script=Han}A-Za-z0-9()（）·&-]+$/u;
/** English company name: starts with a letter or digit; letters, digits, spaces and . , & ' ( ) / - */
const COMPANY_EN = /^[A-Za-z0-9][A-Za-z0-9 .,&'()/-]*$/;

function isCompanyNameZh(text: string): boolean {
  return COMPANY_ZH.test(text) && countHan(text) >= 2;
}

function isCompanyNameEn(text: string): boolean {
  return COMPANY_EN.test(text) && /[A-Za-z]/.test(text) && !/\s{2}/.test(text);
}

/**
 * Company name, at most 100 characters: `kind` 'zh' (e.g. 厦门象屿集团有限公司,
 * 中远海运（上海）有限公司), 'en' (e.g. COSCO SHIPPING Lines Co., Ltd.) or
 * 'any' (either, the default). Keys `v.company_name`, `v.company_name_zh`,
 * `v.company_name_en`, `v.too_long`.
 */
export const checkCompanyName = textCheck((text, kind: 'zh' | 'en' | 'any' = 'any') => {
  if (lengthOf(text) > COMPANY_NAME_MAX) return checkError('v.too_long', { max: COMPANY_NAME_MAX });
  if (kind === 'zh') return isCompanyNameZh(text) ? null : checkError('v.company_name_zh');
  if (kind === 'en') return isCompanyNameEn(text) ? null : checkError('v.company_name_en');
  return isCompanyNameZh(text) || isCompanyNameEn(text) ? null : checkError('v.company_name');
});

/** An administrative division code (GB/T 2260 and its village extension): 6 to 12 digits. */
export const checkDivisionCode = asciiCheck((text) =>
  /^\d{6,12}$/.test(text) ? null : checkError('field.division_code'),
);

/** A resource (menu, page, button) code: letters, digits and `: _ . / -` (`sysManage:user:add`). */
export const checkResourceCode = asciiCheck((text) =>
  /^[A-Za-z0-9:_./-]+$/.test(text) ? null : checkError('field.resource_code'),
);

/** A comma-separated list of client ids (`web,customer`). */
export const checkClientIds = asciiCheck((text) =>
  /^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/.test(text) ? null : checkError('field.client_ids'),
);

/** A staff or partner account's user name: 5 to 18 letters, digits or `_ . @ -`. */
export const checkUsername = asciiCheck((text) =>
  /^[A-Za-z0-9_.@-]{5,18}$/.test(text) ? null : checkError('field.login_username'),
);
