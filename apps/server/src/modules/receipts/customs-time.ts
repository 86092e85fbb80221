/**
 * Times as customs writes them: China Standard Time (UTC+8), without an offset. Read here for the
 * receipts and written by the messages sent (customs-message/message-format.ts imports these, never the
 * other way).
 */

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The China calendar date and time of an instant. */
export function chinaParts(d: Date) {
  const c = new Date(d.getTime() + CHINA_OFFSET_MS);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return {
    date: `${p(c.getUTCFullYear(), 4)}${p(c.getUTCMonth() + 1)}${p(c.getUTCDate())}`,
    time: `${p(c.getUTCHours())}${p(c.getUTCMinutes())}${p(c.getUTCSeconds())}`,
    centis: p(Math.floor(c.getUTCMilliseconds() / 10)),
  };
}

/** "YYYY-MM-DD HH:mm:ss" in China time (the date of a return_content entry). */
export function chinaDateTimeText(d: Date): string {
  const p = chinaParts(d);
  return `${p.date.slice(0, 4)}-${p.date.slice(4, 6)}-${p.date.slice(6)} ${p.time.slice(0, 2)}:${p.time.slice(2, 4)}:${p.time.slice(4)}`;
}

/**
 * A receipt's time stamp as an instant. Customs writes China local time without an offset, as
 * "2018-12-12T14:40:43", "2024-04-17 09:15:03", "20180208T15032200" (hundredths) or "20240417".
 */
export function parseCustomsDateTime(text: string | undefined | null): Date | null {
  const s = (text ?? '').trim();
  if (!s) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})(\d{0,3}))?$/.exec(s);
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      s,
    );
  const m = compact ?? iso;
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', sec = '00', frac = ''] = m;
  const zone = iso?.[8];
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec), ms);
  if (Number.isNaN(utc)) return null;
  return new Date(utc - (zone ? zoneOffsetMs(zone) : CHINA_OFFSET_MS));
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/**
 * A customs date as written (China's calendar day), "YYYY-MM-DD": from "20240417", "2024-04-17" or a
 * date-time such as "2024-04-17T00:00:00"; null for nothing or anything else.
 */
export function customsDay(text: string | undefined | null): string | null {
  const s = (text ?? '').trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ]|$)/.exec(s);
  if (!m) return null;
  const [, y, mo, d] = m;
  const day = `${y}-${mo}-${d}`;
  const check = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day ? null : day;
}
