import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { FINANCE_CURRENCIES, localize, type Lang } from '@app/shared';
import { ApiError } from '../../../api/http.ts';

/** The server's field errors on their fields; answers whether there were any (the input stays). */
export function applyFieldErrors(form: FormInstance, error: unknown, known: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  // a body's wrapper is dropped from the name (`line.quantity` → `quantity`)
  const field = (name: string) => name.split('.').pop()!;
  const fields = Object.entries(error.errors).filter(([name]) => known.includes(field(name)));
  if (!fields.length) return false;
  form.setFields(fields.map(([name, text]) => ({ name: field(name), errors: [text] })));
  return true;
}

/** The finance currencies for a select, named in the language. */
export const currencyOptions = (lang: Lang) =>
  FINANCE_CURRENCIES.map((o) => ({
    value: o.value,
    label: o.value === localize(o.label, lang) ? o.value : `${o.value} ${localize(o.label, lang)}`,
  }));

/** Options of an option list in the language. */
export const optionsOf = (
  list: readonly { value: string; label: Parameters<typeof localize>[0] }[],
  lang: Lang,
) => list.map((o) => ({ value: o.value, label: localize(o.label, lang) }));

/** A date picker's value as yyyy-MM-dd (undefined when empty). */
export const dayText = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** Text trimmed, undefined when empty (an optional field left out of the body). */
export const optional = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null || text === undefined ? undefined : String(text);
};
