import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one business calendar: every business date (internal numbers, message sequence numbers, "today",
 * file stamps, printed dates) is taken in this time zone, whatever the machine's own zone is, so that a
 * number made at 00:30 in China says the China date. The server sets it from BUSINESS_TIME_ZONE.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_BUSINESS_TIME_ZONE;

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function setBusinessTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new Error(`unknown time zone ${name}`);
  zone = name;
}

export function businessTimeZone(): string {
  return zone;
}

/** An instant in the business time zone. */
export function businessTime(at: Date | string | number = new Date()): Dayjs {
  return dayjs(at).tz(zone);
}

/** The business calendar date of an instant: YYYY-MM-DD. */
export function businessDay(at: Date | string | number = new Date()): string {
  return businessTime(at).format('YYYY-MM-DD');
}

/** The business date as eight digits: YYYYMMDD (internal numbers, sequence numbers, printed forms). */
export function businessDate8(at: Date | string | number = new Date()): string {
  return businessTime(at).format('YYYYMMDD');
}

/** An instant formatted in the business time zone (default YYYY-MM-DD HH:mm:ss). */
export function formatBusinessTime(at: Date | string | number, format = 'YYYY-MM-DD HH:mm:ss'): string {
  return businessTime(at).format(format);
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A time a person typed as a filter bound, as an instant: an ISO time with its offset as it says, a
 * date or a date and time without one in the business time zone. A date alone is the start of that
 * day (`end`: its last millisecond, so "to 2026-11-24" includes the whole day). Undefined when it is
 * not such a time.
 */
export function parseBusinessTime(text: string, bound: 'start' | 'end' = 'start'): Date | undefined {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const at = dayjs(value);
    return at.isValid() ? at.toDate() : undefined;
  }
  const local = LOCAL_TIME.exec(value);
  if (!local) return undefined;
  const at = dayjs.tz(local[2] ? `${local[1]} ${local[2]}` : local[1], zone);
  if (!at.isValid() || at.format('YYYY-MM-DD') !== local[1]) return undefined;
  return (local[2] || bound === 'start' ? at : at.endOf('day')).toDate();
}
