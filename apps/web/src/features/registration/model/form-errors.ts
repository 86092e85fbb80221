import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http.ts';

/**
 * Shows a refused call's field messages on the form's fields (the server names them as the form
 * does); answers the message left for an alert: the call's message when no field was named.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const named = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  if (named.length) {
    form.setFields(named.map(([name, message]) => ({ name, errors: [message] })));
    return null;
  }
  return error.message;
}
