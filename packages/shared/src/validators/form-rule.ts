import type { MessageParams } from '../i18n/text.ts';
import type { Check } from './types.ts';

/**
 * Form rules built from the checks, in the shape antd's Form accepts (no antd
 * import here). Errors reject with the translated message; warnings resolve,
 * so they never block a submit. `toWarningRule` gives antd a `warningOnly`
 * rule that shows the warnings.
 */
export type Translate = (key: string, params?: MessageParams) => string;

export interface FormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
  warningOnly?: boolean;
}

function asInput(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

/** A rule that rejects with the translated message when the check gives an error. */
export function toFormRule(check: Check, translate: Translate): FormRule {
  return {
    validator: (_rule, value) => {
      const result = check(asInput(value));
      if (!result || result.level === 'warning') return Promise.resolve();
      return Promise.reject(new Error(translate(result.key, result.params)));
    },
  };
}

/** A `warningOnly` rule that rejects (shown as a warning by antd) when the check gives a warning. */
export function toWarningRule(check: Check, translate: Translate): FormRule {
  return {
    warningOnly: true,
    validator: (_rule, value) => {
      const result = check(asInput(value));
      if (result?.level !== 'warning') return Promise.resolve();
      return Promise.reject(new Error(translate(result.key, result.params)));
    },
  };
}

/** Both rules: the blocking one and the warning one. */
export function toFormRules(check: Check, translate: Translate): FormRule[] {
  return [toFormRule(check, translate), toWarningRule(check, translate)];
}
