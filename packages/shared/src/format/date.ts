import { businessTime } from './business-time.ts';

/** Default display format: year-month-day hours:minutes:seconds (platform-shell §9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Seconds since the epoch from a number or a numeric string (`'1700000000'`,
 * `'-86400'`, `'1.5'`); null for anything else (`''`, `'abc'`, `'1e9'`,
 * `' 12'`, NaN, Date objects).
 */
export function epochSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  return null;
}

/**
 * Formats seconds since the epoch in the business time zone (every screen shows that one clock, whatever
 * the reader's zone); '' when the value is not numeric.
 */
export function formatSeconds(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  const seconds = epochSeconds(value);
  if (seconds === null) return '';
  const date = businessTime(seconds * 1000);
  return date.isValid() ? date.format(format) : '';
}

/** Like `formatSeconds`, but 'N/A' when the value is not numeric (the formatted-date helper of the spec). */
export function formatDate(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  return formatSeconds(value, format) || 'N/A';
}
