import type { MessageParams } from '../i18n/text.ts';

/**
 * The result of a format check: `null` when the value is valid, otherwise a
 * catalog key (see `validatorMessages`) with its parameters. A result with
 * `level: 'warning'` is advice only: forms show it without blocking and zod
 * schemas accept the value.
 */
export type CheckResult = null | {
  key: string;
  params?: MessageParams;
  level?: 'error' | 'warning';
};

/** A pure format check. Options, if any, come after the value. */
export type Check<Options extends unknown[] = []> = (
  value: string | null | undefined,
  ...options: Options
) => CheckResult;

/** An error result. */
export function checkError(key: string, params?: MessageParams): CheckResult {
  return params ? { key, params } : { key };
}

/** A warning result (does not block). */
export function checkWarning(key: string, params?: MessageParams): CheckResult {
  return params ? { key, params, level: 'warning' } : { key, level: 'warning' };
}

/** True when the result blocks the value (an error, not a warning). */
export function isBlocking(result: CheckResult): boolean {
  return result !== null && result.level !== 'warning';
}
