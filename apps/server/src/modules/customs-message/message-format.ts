/** Value formats of the customs messages: decimals, dates and times (China Standard Time, UTC+8). */

import { chinaParts } from '../receipts/customs-time.ts';

// China times as customs writes and reads them live with the receipts (customs-time.ts); sending uses them too
export { chinaDateTimeText, parseCustomsDateTime } from '../receipts/customs-time.ts';

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
