/** Value formats of the customs messages: decimals, dates and times (China Standard Time, UTC+8). */

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** A value that cannot be written in the message's format (the caller names the field). */
export class FormatError extends Error {
  constructor(
    readonly value: unknown,
    readonly expected: string,
  ) {
    super(`"${String(value)}" is not a ${expected}`);
  }
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal in plain notation with exactly `scale` places, rounded half away from zero, computed on the
 * digits (no floating point): "1.5" → "1.50000", "13.034999" (scale 4) → "13.0350".
 */
export function formatDecimal(value: string | number, scale: number): string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (!m[2] && !m[3])) throw new FormatError(value, 'decimal');
  const sign = m[1] === '-' ? '-' : '';
  const int = (m[2] || '0').replace(/^0+(?=\d)/, '');
  const frac = m[3] ?? '';
  let digits = int + frac.padEnd(scale, '0').slice(0, scale);
  if (frac.length > scale && Number(frac[scale]) >= 5) digits = addOne(digits);
  const cut = digits.length - scale;
  const whole = digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  const out = scale > 0 ? `${whole}.${digits.slice(cut)}` : whole;
  return sign && /[1-9]/.test(out) ? `-${out}` : out;
}

function addOne(digits: string): string {
  const a = digits.split('');
  for (let i = a.length - 1; i >= 0; i--) {
    if (a[i] === '9') a[i] = '0';
    else {
      a[i] = String(Number(a[i]) + 1);
      return a.join('');
    }
  }
  return `1${a.join('')}`;
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new FormatError(n, 'decimal');
  // plain notation for any finite double (toFixed switches to exponents only at 1e21)
  return Math.abs(n) < 1e21 ? n.toFixed(10) : n.toLocaleString('en-US', { useGrouping: false });
}

export function formatInteger(value: string | number): string {
  const text = String(value).trim();
  if (!/^[+-]?\d+$/.test(text)) throw new FormatError(value, 'integer');
  return String(Number(text));
}

/** The China calendar date and time of an instant. */
function chinaParts(d: Date) {
  const c = new Date(d.getTime() + CHINA_OFFSET_MS);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return {
    date: `${p(c.getUTCFullYear(), 4)}${p(c.getUTCMonth() + 1)}${p(c.getUTCDate())}`,
    time: `${p(c.getUTCHours())}${p(c.getUTCMinutes())}${p(c.getUTCSeconds())}`,
    centis: p(Math.floor(c.getUTCMilliseconds() / 10)),
  };
}

/** yyyyMMdd from a calendar date ("2024-05-10", "20240510") or an instant (its date in China). */
export function formatDate8(value: string | Date): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new FormatError(value, 'date');
    return chinaParts(value).date;
  }
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (m) return `${m[1]}${m[2]}${m[3]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new FormatError(value, 'date');
  return chinaParts(d).date;
}

/** yyyyMMddHHmmssSS (hundredths) in China time: the DecSign.SignDate form ("2013072210050010"). */
export function formatDateTime16(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new FormatError(value, 'date and time');
  const p = chinaParts(d);
  return `${p.date}${p.time}${p.centis}`;
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
