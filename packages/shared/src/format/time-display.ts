import dayjs, { type Dayjs } from 'dayjs';
import type { Lang } from '../i18n/lang.ts';
import { localize, type LocalizedText } from '../i18n/text.ts';
import { businessDay, businessTime, businessTimeZone } from './business-time.ts';
import { DEFAULT_DATE_FORMAT, epochSeconds } from './date.ts';

/**
 * One clock for every screen, export and print: a time is shown in the business time zone
 * (BUSINESS_TIME_ZONE, which the browser learns from the site configuration), whatever the reader's
 * own zone; a reader elsewhere sees the zone named beside it. A business date (申报日期, a date alone)
 * is a calendar day, not an instant, and is shown as it is.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const NAIVE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

/** Whether the calendar and clock parts of a time exist (no 13th month, no 25th hour). */
function realParts(parts: RegExpExecArray): boolean {
  const [y, mo, d, h, mi, s] = parts.slice(1, 7).map((p) => Number(p ?? 0));
  const day = new Date(Date.UTC(y!, mo! - 1, d));
  return day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d && h! < 24 && mi! < 60 && s! < 60;
}

/** Whether a value is a date alone (YYYY-MM-DD): a business date, never moved between zones. */
export function isDateOnly(value: unknown): value is string {
  return typeof value === 'string' && DATE_ONLY.test(value.trim());
}

/**
 * The instant a value stands for: a Date or dayjs as it is, a number as seconds since the epoch, an ISO
 * time with its offset as it says, a date and time without an offset (what the server writes with
 * formatBusinessTime) in the business zone. Undefined for a blank value, a date alone or no time at all.
 */
export function instantOf(value: unknown): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let at: Dayjs | undefined;
  if (dayjs.isDayjs(value)) at = value;
  else if (value instanceof Date) at = dayjs(value);
  else if (typeof value === 'number') {
    const seconds = epochSeconds(value);
    at = seconds === null ? undefined : dayjs(seconds * 1000);
  } else if (typeof value === 'string') {
    const text = value.trim();
    const naive = NAIVE_TIME.exec(text);
    if (naive) at = realParts(naive) ? dayjs.tz(text.replace('T', ' '), businessTimeZone()) : undefined;
    else if (WITH_OFFSET.test(text)) {
      const parts = NAIVE_TIME.exec(text.replace(WITH_OFFSET, ''));
      const ms = parts && realParts(parts) ? Date.parse(text) : Number.NaN;
      at = Number.isNaN(ms) ? undefined : dayjs(ms);
    }
  }
  return at?.isValid() ? at : undefined;
}

/**
 * A time as every screen shows it: the instant in the business zone (default YYYY-MM-DD HH:mm:ss); a
 * date alone unchanged; '' for nothing; the text itself when it is no time.
 */
export function displayTime(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  if (isDateOnly(value)) return value.trim();
  const at = instantOf(value);
  return at ? businessTime(at.valueOf()).format(format) : String(value);
}

/**
 * A time as text where no element fits (a notification line): displayTime, then the business zone's
 * label when the reader's clock (`localOffset`, default this machine's) differs at that instant.
 */
export function labelledTime(value: unknown, format?: string, localOffset?: number): string {
  const text = displayTime(value, format);
  const at = isDateOnly(value) ? undefined : instantOf(value);
  if (!at || !readerZoneDiffers(at.valueOf(), localOffset)) return text;
  return `${text} ${businessZoneLabel(at.valueOf())}`;
}

/** A UTC offset in minutes as a short label: UTC+8, UTC-5, UTC+5:30, UTC. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The business zone's offset from UTC at an instant, in minutes (+480 for Asia/Shanghai). */
export function businessOffset(at: Date | number | string = Date.now()): number {
  return businessTime(at).utcOffset();
}

/** The business zone at an instant as a short label (UTC+8): language-neutral, narrow in a table cell. */
export function businessZoneLabel(at: Date | number | string = Date.now()): string {
  return offsetLabel(businessOffset(at));
}

/**
 * Whether a reader whose clock stands at `localOffset` minutes from UTC at that instant reads another
 * wall time than the business zone's (its time is then labelled). Default: this machine's offset.
 */
export function readerZoneDiffers(at: Date | number | string = Date.now(), localOffset?: number): boolean {
  const instant = new Date(typeof at === 'string' ? Date.parse(at) : at);
  const reader = localOffset ?? -instant.getTimezoneOffset();
  return reader !== businessOffset(instant.getTime());
}

/** The reader's own wall time of an instant (the hint beside a business time). */
export function readerTime(at: Date | number | string, format: string = DEFAULT_DATE_FORMAT): string {
  return dayjs(at).format(format);
}

const TEXTS = {
  business: {
    zh: '业务时间 {zone}（{offset}）',
    en: 'Business time {zone} ({offset})',
    es: 'Hora operativa {zone} ({offset})',
    ja: '業務時間 {zone}（{offset}）',
  },
  yours: {
    zh: '您的时间 {time}',
    en: 'Your time {time}',
    es: 'Su hora {time}',
    ja: 'お使いの時刻 {time}',
  },
} satisfies Record<string, LocalizedText>;

/**
 * What a labelled time says on hover: the business zone by name and offset, and, for a reader in
 * another zone, the same instant on the reader's clock.
 */
export function zoneHint(at: Date | number | string, lang: Lang, localOffset?: number): string {
  const business = localize(TEXTS.business, lang, {
    zone: businessTimeZone(),
    offset: businessZoneLabel(at),
  });
  if (!readerZoneDiffers(at, localOffset)) return business;
  return `${business} · ${localize(TEXTS.yours, lang, { time: readerTime(at) })}`;
}

/**
 * Today's business date as a date picker holds a day (its midnight on the reader's calendar): the
 * default of a date field is the business day, not the reader's (in New York at 21:00 China is on the
 * next day already).
 */
export function businessToday(): Dayjs {
  return dayjs(businessDay());
}

/**
 * A date-time picker's value for an instant: the business wall-clock time, as a dayjs on the reader's
 * calendar (the pickers know no zones), so a picker shows what the list shows. Undefined for no time.
 */
export function toPickerTime(value: unknown): Dayjs | undefined {
  const at = instantOf(value);
  return at ? dayjs(businessTime(at.valueOf()).format('YYYY-MM-DD HH:mm:ss.SSS')) : undefined;
}

/** The instant a date-time picker's value stands for: its wall-clock time read in the business zone. */
export function fromPickerTime(picked: Dayjs): Date {
  return dayjs.tz(picked.format('YYYY-MM-DD HH:mm:ss.SSS'), businessTimeZone()).toDate();
}
