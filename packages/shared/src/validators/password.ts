import { isChineseText } from './chinese.ts';
import { lengthOf, textCheck, textOf } from './input.ts';
import type { CheckResult } from './types.ts';
import { checkError } from './types.ts';

/**
 * Password rules (business-domain §5, §9). Passwords are never trimmed: a
 * space is not an allowed character, so surrounding spaces fail the policy.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** The password-change inputs accept at most this many characters. */
export const PASSWORD_INPUT_MAX = 20;
export const LOGIN_MIN = 5;
export const LOGIN_MAX = 18;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 32;

/** Counts the kinds present among digits, lower case, upper case and anything else (symbols). */
function kindsOf(password: string): number {
  return [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
}

/**
 * Strength score for the strength bar: 0 empty, else the number of kinds among
 * digits, lower case, upper case and symbols (1 weak, 2–3 medium, 4 high).
 */
export function passwordStrength(password: string | null | undefined): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  return Math.max(1, kindsOf(password)) as 1 | 2 | 3 | 4;
}

/** The three bars of the strength meter, in order. */
export const STRENGTH_LEVELS = ['weak', 'medium', 'high'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

/** The catalog key of a bar's label (弱 / 中 / 强). */
export function strengthLabelKey(level: StrengthLevel): `v.strength_${StrengthLevel}` {
  return `v.strength_${level}`;
}

/** Maps a strength score to its bar; null for 0 (the bar is hidden for an empty password). */
export function strengthLevel(score: number): StrengthLevel | null {
  if (score <= 0) return null;
  if (score === 1) return 'weak';
  return score >= 4 ? 'high' : 'medium';
}

/**
 * The password policy of the password change (and of any new password):
 * required (`v.password_new_required`); 8–20 characters, each a digit, a letter
 * or an ASCII symbol, mixing at least three of digits, upper case, lower case
 * and symbols (`v.password_policy`); not containing the user name, compared
 * without case (`v.password_username`).
 */
export function checkPasswordPolicy(
  password: string | null | undefined,
  username?: string | null,
): CheckResult {
  if (!password) return checkError('v.password_new_required');
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /^[\x21-\x7E]+$/.test(password) &&
    kindsOf(password) >= 3;
  if (!ok) return checkError('v.password_policy', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const name = textOf(username).toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return checkError('v.password_username');
  return null;
}

/** True when a password fails the policy (including containing the user name). */
export function isWeakPassword(password: string | null | undefined, username?: string | null): boolean {
  return checkPasswordPolicy(password, username) !== null;
}

function loginLength(text: string): CheckResult {
  const n = lengthOf(text);
  return n < LOGIN_MIN || n > LOGIN_MAX
    ? checkError('v.login_length', { min: LOGIN_MIN, max: LOGIN_MAX })
    : null;
}

/** Login user name on the business sites: required (`v.login_username_required`), trimmed, 5–18 (`v.login_length`). */
export function checkLoginUsername(value: string | null | undefined): CheckResult {
  const text = textOf(value);
  return text === '' ? checkError('v.login_username_required') : loginLength(text);
}

/** Login password on the business sites: required (`v.login_password_required`), 5–18 as typed (`v.login_length`). */
export function checkLoginPassword(value: string | null | undefined): CheckResult {
  return value ? loginLength(value) : checkError('v.login_password_required');
}

/** Partner nickname: Chinese characters only, 3–32 of them (`v.partner_nickname`). */
export const checkPartnerNickname = textCheck((text) => {
  const n = lengthOf(text);
  return isChineseText(text) && n >= NICKNAME_MIN && n <= NICKNAME_MAX
    ? null
    : checkError('v.partner_nickname', { min: NICKNAME_MIN, max: NICKNAME_MAX });
});

export interface PasswordChangeInput {
  oldPassword?: string | null;
  password?: string | null;
  confirm?: string | null;
  /** The signed-in user's name: the new password must not contain it. */
  username?: string | null;
  /** The signed-in user's id; missing means the session is unusable. */
  userId?: string | number | null;
}

export type PasswordChangeField = 'userId' | 'oldPassword' | 'password' | 'confirm';
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, NonNullable<CheckResult>>>;

/**
 * Checks the password-change form; returns only the failing fields (an empty
 * object when all is well), each with the spec's message key.
 */
export function checkPasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const userId = input.userId;
  if (userId === null || userId === undefined || String(userId).trim() === '') {
    errors.userId = { key: 'v.password_user_missing' };
  }
  if (!input.oldPassword) errors.oldPassword = { key: 'v.password_old_required' };
  const password = checkPasswordPolicy(input.password, input.username);
  if (password) errors.password = password;
  if (!input.confirm) errors.confirm = { key: 'v.password_confirm_required' };
  else if (input.confirm !== input.password) errors.confirm = { key: 'v.password_mismatch' };
  return errors;
}
