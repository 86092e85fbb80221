import { asciiCheck } from './input.ts';
import { checkError } from './types.ts';

/** Dates are accepted within this many years before and after the current year. */
export const DATE_YEAR_WINDOW = 100;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month (1–12) in a year; 29 for February only in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the parts name a day of the Gregorian calendar. */
export function isRealDate({ year, month, day }: DateParts): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Splits `yyyy-MM-dd`, `yyyy/MM/dd` or `yyyyMMdd` (one separator kind, two-digit
 * month and day) into numbers, without judging them; null for any other shape.
 */
export function parseDateParts(text: string): DateParts | null {
  const match = /^(\d{4})(?:-(\d{2})-(\d{2})|\/(\d{2})\/(\d{2})|(\d{2})(\d{2}))$/.exec(text);
  if (!match) return null;
  const [, year, ...rest] = match;
  const [month, day] = rest.filter((part): part is string => part !== undefined);
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/**
 * A date in yyyy-MM-dd, yyyy/MM/dd or 8-digit form, its year within
 * ±100 years of the current year (of `now`), month 1–12 and a day that the
 * month really has (29 February only in leap years).
 */
export const checkDate = asciiCheck((text, options: { now?: Date } = {}) => {
  const parts = parseDateParts(text);
  if (!parts) return checkError('v.date_format');
  const thisYear = (options.now ?? new Date()).getFullYear();
  const min = thisYear - DATE_YEAR_WINDOW;
  const max = thisYear + DATE_YEAR_WINDOW;
  if (parts.year < min || parts.year > max) return checkError('v.date_year', { min, max });
  if (parts.month < 1 || parts.month > 12) return checkError('v.date_month');
  if (!isRealDate(parts)) return checkError('v.date_day', { max: daysInMonth(parts.year, parts.month) });
  return null;
});
