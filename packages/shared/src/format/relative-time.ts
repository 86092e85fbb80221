import type { Lang } from '../i18n/lang.ts';
import { localize, type LocalizedText } from '../i18n/text.ts';
import { DEFAULT_DATE_FORMAT, epochSeconds, formatSeconds } from './date.ts';

const TEXTS = {
  justNow: { zh: '刚刚', en: 'just now', es: 'ahora mismo', ja: 'たった今' },
  minutes: { zh: '{n}分钟前', en: '{n} min ago', es: 'hace {n} min', ja: '{n}分前' },
  hours: { zh: '{n}小时前', en: '{n} h ago', es: 'hace {n} h', ja: '{n}時間前' },
  oneDay: { zh: '1天前', en: '1 day ago', es: 'hace 1 día', ja: '1日前' },
} satisfies Record<string, LocalizedText>;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** Timestamps up to this far in the future (clock skew) still read as "just now". */
const SKEW = 60;

/**
 * How long ago a time (seconds since the epoch) was, platform-shell §9:
 * under 30 s 刚刚, under an hour N分钟前 (at least 1), under a day N小时前,
 * under two days 1天前, otherwise the date (`format`, default
 * YYYY-MM-DD HH:mm:ss). '' for a non-numeric value. `now` is in seconds.
 */
export function relativeTime(
  value: unknown,
  now: number = Date.now() / 1000,
  options: { lang?: Lang; format?: string } = {},
): string {
  const seconds = epochSeconds(value);
  if (seconds === null) return '';
  const lang = options.lang ?? 'zh';
  const diff = now - seconds;
  if (diff < 30 && diff > -SKEW) return localize(TEXTS.justNow, lang);
  if (diff >= 30 && diff < HOUR) {
    return localize(TEXTS.minutes, lang, { n: Math.max(1, Math.floor(diff / MINUTE)) });
  }
  if (diff >= HOUR && diff < DAY) return localize(TEXTS.hours, lang, { n: Math.floor(diff / HOUR) });
  if (diff >= DAY && diff < 2 * DAY) return localize(TEXTS.oneDay, lang);
  return formatSeconds(seconds, options.format ?? DEFAULT_DATE_FORMAT);
}
