import {
  checkPasswordChange,
  checkPasswordPolicy,
  isWeakPassword,
  type CheckResult,
  type MessageParams,
} from '@app/shared';

type Problem = { key: string; params?: MessageParams };

/** The policy problem of a new password (business-domain §5), or null. */
export function passwordPolicyProblem(password: string, username: string): Problem | null {
  return toProblem(checkPasswordPolicy(password, username));
}

export function weakPassword(password: string, username: string): boolean {
  return isWeakPassword(password, username);
}

/** The change form's fields as the API names them. */
const FIELD_NAMES = {
  userId: 'id',
  oldPassword: 'oldPassword',
  password: 'password',
  confirm: 'confirmPassword',
} as const;

/** Field → problem for a password change, or null when every field is fine. */
export function passwordChangeProblems(input: {
  userId: number | null | undefined;
  oldPassword: string;
  password: string;
  confirm: string;
  username: string;
}): Record<string, Problem> | null {
  const entries = Object.entries(checkPasswordChange(input)).flatMap(([field, result]) => {
    const problem = toProblem(result ?? null);
    return problem ? [[FIELD_NAMES[field as keyof typeof FIELD_NAMES] ?? field, problem] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

function toProblem(result: CheckResult): Problem | null {
  if (!result || result.level === 'warning') return null;
  return result.params ? { key: result.key, params: result.params } : { key: result.key };
}
