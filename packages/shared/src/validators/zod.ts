import { z } from 'zod';
import { isMessageKey, t } from '../i18n/catalog.ts';
import type { Lang } from '../i18n/lang.ts';
import { checkContainerNo, checkContainerNoStrict } from './container-no.ts';
import { checkCreditCode } from './credit-code.ts';
import { checkConsigneeCode, checkCustomsCode } from './customs-code.ts';
import { checkHkId, checkIdCard } from './id-card.ts';
import { checkPasswordPolicy } from './password.ts';
import type { Check, CheckResult } from './types.ts';

/**
 * zod 4 schemas built from the checks. An error becomes a custom issue whose
 * `message` is the catalog KEY (e.g. 'v.credit_code') and whose `params` are
 * the message parameters; the server's error handler translates it into the
 * request's language (see `issueText`). Warnings never fail validation.
 */

/** Adds the issue of a failing check result to a refinement context (warnings are ignored). */
export function addCheckIssue(ctx: z.RefinementCtx, result: CheckResult, path?: PropertyKey[]): void {
  if (!result || result.level === 'warning') return;
  ctx.addIssue({
    code: 'custom',
    message: result.key,
    params: { ...result.params },
    ...(path ? { path } : {}),
  });
}

/** Adds one issue per failing field of a field → result map (e.g. `checkPasswordChange`'s answer). */
export function addFieldIssues(ctx: z.RefinementCtx, results: Partial<Record<string, CheckResult>>): void {
  for (const [field, result] of Object.entries(results)) addCheckIssue(ctx, result ?? null, [field]);
}

export interface ZCheckOptions {
  /** Trim the value before checking and keep it trimmed (default true). */
  trim?: boolean;
  /** Upper-case the value before checking and keep it upper-cased (codes). */
  upperCase?: boolean;
}

/** A `z.string()` that trims (and optionally upper-cases) and then applies a check. */
export function zCheck(check: Check, options: ZCheckOptions = {}) {
  let schema = z.string();
  if (options.trim !== false) schema = schema.trim();
  if (options.upperCase) schema = schema.toUpperCase();
  return schema.superRefine((value, ctx) => addCheckIssue(ctx, check(value)));
}

/** `zCheck` for codes: trimmed and upper-cased, so the stored value is canonical. */
export function zCode(check: Check) {
  return zCheck(check, { upperCase: true });
}

export const zCreditCode = zCode(checkCreditCode);
export const zContainerNo = zCode(checkContainerNo);
export const zContainerNoStrict = zCode(checkContainerNoStrict);
export const zIdCard = zCode((value) => checkIdCard(value));
export const zHkId = zCode(checkHkId);
export const zCustomsCode = zCode(checkCustomsCode);
export const zConsigneeCode = zCode(checkConsigneeCode);

/**
 * An object refinement applying the password policy to `passwordKey`, with the
 * user name taken from `usernameKey` of the same object:
 * `z.object({ username: z.string(), password: z.string() }).superRefine(zPasswordPolicy())`.
 */
export function zPasswordPolicy<T extends Record<string, unknown>>(
  options: { passwordKey?: keyof T & string; usernameKey?: keyof T & string } = {},
) {
  const passwordKey = options.passwordKey ?? 'password';
  const usernameKey = options.usernameKey ?? 'username';
  return (data: T, ctx: z.RefinementCtx): void => {
    const password = data[passwordKey];
    const username = data[usernameKey];
    addCheckIssue(
      ctx,
      checkPasswordPolicy(
        typeof password === 'string' ? password : null,
        typeof username === 'string' ? username : null,
      ),
      [passwordKey],
    );
  };
}

/** The text of a zod issue in a language: catalog keys are translated with the issue's params. */
export function issueText(issue: { message: string; params?: Record<string, unknown> }, lang: Lang): string {
  if (!isMessageKey(issue.message)) return issue.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return t(issue.message, lang, params);
}
