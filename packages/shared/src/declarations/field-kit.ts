import { f, type FieldDef } from '../kit/fields.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { checkCustomsCode } from '../validators/customs-code.ts';

/** Builders for the declaration's many fields: a label in zh, en, es and ja and the message's length or precision. */
type Opts = Parameters<typeof f.string>[1];

export const lbl = (zh: string, en: string, es: string, ja: string): LocalizedText => ({ zh, en, es, ja });

/** A text field of the message's length. */
export const str = (
  zh: string,
  en: string,
  es: string,
  ja: string,
  length: number,
  opts: Opts = {},
): FieldDef => f.string(lbl(zh, en, es, ja), { length, ...opts });

/** A code from the customs parameter tables (base-data of one kind), stored as the code itself. */
export const code = (
  zh: string,
  en: string,
  es: string,
  ja: string,
  type: string,
  length: number,
  opts: Opts = {},
): FieldDef =>
  f.ref(lbl(zh, en, es, ja), 'base-data', { field: 'cus_code', filter: { type }, length, ...opts });

/** A decimal with the message's precision (default 19,5). */
export const dec = (
  zh: string,
  en: string,
  es: string,
  ja: string,
  precision = 19,
  scale = 5,
  opts: Opts = {},
): FieldDef => f.decimal(lbl(zh, en, es, ja), precision, scale, { min: 0, ...opts });

export const day = (zh: string, en: string, es: string, ja: string, opts: Opts = {}): FieldDef =>
  f.date(lbl(zh, en, es, ja), opts);

/** A time the server records (never sent by a client). */
export const stamp = (zh: string, en: string, es: string, ja: string, opts: Opts = {}): FieldDef =>
  f.datetime(lbl(zh, en, es, ja), { readonly: true, show: { form: false }, ...opts });

/** A server-made value (readonly), hidden from forms. */
export const serverMade = (field: FieldDef): FieldDef => ({
  ...field,
  readonly: true,
  show: { ...field.show, form: false },
});

/** Hidden from the list table (the head has far more fields than a table can show). */
export const notInTable = (field: FieldDef): FieldDef => ({
  ...field,
  show: { ...field.show, table: false },
});

/** A unified social credit code (18 characters). */
export const scc = (
  zh: string,
  en: string,
  es: string,
  ja: string,
  opts: Parameters<typeof str>[5] = {},
): FieldDef =>
  str(zh, en, es, ja, 18, {
    upperCase: true,
    check: checkCreditCode,
    example: '91350100M000100Y43',
    ...opts,
  });
/** A customs code (10 characters). */
export const customsCode = (zh: string, en: string, es: string, ja: string): FieldDef =>
  str(zh, en, es, ja, 10, { upperCase: true, check: checkCustomsCode, example: '3502980001' });
