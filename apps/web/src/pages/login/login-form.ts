import { checkLoginPassword, checkLoginUsername, type CheckResult, type MessageParams } from '@app/shared';

/** The sign-in form's fields, as typed. */
export interface LoginValues {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password', 'clientId', 'clientSecret'];

/** A rule's message in the interface language: a key of the app's strings or of the shared catalog. */
export interface LoginTexts {
  t(key: string): string;
  catalog(key: string, params?: MessageParams): string;
}

function fromCheck(result: CheckResult, texts: LoginTexts): string | undefined {
  if (!result || result.level === 'warning') return undefined;
  return texts.catalog(result.key, result.params);
}

/**
 * The message for one field, or undefined when it is valid (platform-shell §2.5): on the appointment
 * sites (slider check) the 5–18 rule of the shared validators, elsewhere only required (a user name or
 * client field of blanks counts as empty; a password is taken as typed).
 */
export function fieldError(
  field: LoginField,
  values: LoginValues,
  sliderSite: boolean,
  texts: LoginTexts,
): string | undefined {
  const value = values[field];
  switch (field) {
    case 'username':
      if (sliderSite) return fromCheck(checkLoginUsername(value), texts);
      return value.trim() ? undefined : texts.t('login.usernameRequired');
    case 'password':
      if (sliderSite) return fromCheck(checkLoginPassword(value), texts);
      return value ? undefined : texts.t('login.passwordRequired');
    case 'clientId':
      return value.trim() ? undefined : texts.t('login.clientIdRequired');
    case 'clientSecret':
      return value.trim() ? undefined : texts.t('login.clientSecretRequired');
  }
}

/** Every field's message; empty when the form may be sent. */
export function formErrors(values: LoginValues, sliderSite: boolean, texts: LoginTexts): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const message = fieldError(field, values, sliderSite, texts);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A redirect target inside the app only (no other origin, no protocol-relative path). */
export function safeRedirect(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login'))
    return undefined;
  return value;
}
