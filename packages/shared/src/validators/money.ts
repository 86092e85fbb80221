import { z } from 'zod';
import type { CheckResult } from './types.ts';
import { checkError } from './types.ts';
import { addCheckIssue } from './zod.ts';

/**
 * Decimal places of a currency's amounts (its minor unit): the yen and the won have none, every other
 * currency the product bills in has two. The columns hold two (`numeric(18, 2)`).
 */
const ZERO_PLACE_CURRENCIES = new Set(['JPY', 'KRW']);

/** How many decimal places an amount in this currency may have (2 when the currency is unknown). */
export const currencyPlaces = (currency?: string | null): number =>
  currency && ZERO_PLACE_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;

/** Whole digits an amount may have: `numeric(18, 2)` leaves 16. */
export const MONEY_WHOLE_DIGITS = 16;
/** Significant digits a JSON number may carry before it stops being exact (send a string instead). */
const NUMBER_DIGITS = 15;

const MONEY_TEXT = /^(\d+)(?:\.(\d+))?$/;

export interface MoneyOptions {
  /** Decimal places allowed (default 2; `currencyPlaces(currency)` for a given currency). */
  places?: number;
  /** Accept 0 (default: an amount must be above zero). */
  allowZero?: boolean;
}

/**
 * The one rule for an amount of money that arrives from outside (a call's body, a form field, a
 * provider's notification): a JSON number, or a string of decimal digits with an optional `.` and at
 * most `places` fraction digits — exactly that, nothing trimmed or coerced: no spaces, sign, exponent
 * (`1e2`), hex (`0x10`), thousands separator, full-width digits, or leading/trailing dot. At most 16
 * whole digits; a number at most 15 significant digits (beyond that a double is no longer exact).
 * Above zero unless `allowZero`. Keys: `v.money` (the format), `v.decimal_places` (too many places),
 * `v.money_digits`, `v.money_positive`.
 */
export function checkMoneyAmount(value: unknown, options: MoneyOptions = {}): CheckResult {
  const places = options.places ?? 2;
  const example = places > 0 ? `100.${'5'.padEnd(places, '0')}` : '100';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return checkError('v.money', { example });
    text = String(value);
    if (text.replace(/\D/g, '').replace(/^0+/, '').length > NUMBER_DIGITS)
      return checkError('v.money', { example });
  } else if (typeof value === 'string') text = value;
  else return checkError('v.money', { example });
  const match = MONEY_TEXT.exec(text);
  if (!match) return checkError('v.money', { example });
  if ((match[2]?.length ?? 0) > places) return checkError('v.decimal_places', { max: places });
  if (match[1]!.replace(/^0+(?=\d)/, '').length > MONEY_WHOLE_DIGITS)
    return checkError('v.money_digits', { max: MONEY_WHOLE_DIGITS });
  if (!options.allowZero && /^[0.]+$/.test(text)) return checkError('v.money_positive');
  return null;
}

/** The amount as the exact decimal text it stands for (a valid amount: see `checkMoneyAmount`). */
export const moneyText = (value: string | number): string =>
  typeof value === 'number' ? String(value) : value;

/**
 * A zod schema of an amount by `checkMoneyAmount`: a string or a JSON number in, the exact decimal
 * text out. The issue's message is the catalog key; the field is the issue's path.
 */
export function moneySchema(options: MoneyOptions = {}) {
  return z
    .union([z.string(), z.number()])
    .superRefine((value, ctx) => addCheckIssue(ctx, checkMoneyAmount(value, options)))
    .transform(moneyText);
}
