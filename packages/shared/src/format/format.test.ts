import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, epochSeconds, formatDate, formatSeconds } from './date.ts';
import { numberShort, trimZeros } from './number.ts';
import { cleanQuery } from './query.ts';
import { relativeTime } from './relative-time.ts';
import { uuid } from './uuid.ts';

/** The business-zone (Asia/Shanghai) text of a moment, built with Intl, not dayjs, to check the dayjs formatting. */
function local(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(ms);
}

describe('cleanQuery', () => {
  it('drops null, undefined and empty strings, keeps everything else', () => {
    expect(
      cleanQuery({
        a: 1,
        b: null,
        c: undefined,
        d: '',
        e: 0,
        f: false,
        g: ' ',
        h: [],
        i: 'x',
        j: Number.NaN,
      }),
    ).toEqual({ a: 1, e: 0, f: false, g: ' ', h: [], i: 'x', j: Number.NaN });
  });

  it('does not change its input and accepts null', () => {
    const query = { a: '', b: 2 };
    expect(cleanQuery(query)).toEqual({ b: 2 });
    expect(query).toEqual({ a: '', b: 2 });
    expect(cleanQuery(null)).toEqual({});
    expect(cleanQuery(undefined)).toEqual({});
  });
});

describe('date helpers', () => {
  const t = 1_700_000_000;

  it('accept only numbers and numeric strings of seconds', () => {
    expect(epochSeconds(t)).toBe(t);
    expect(epochSeconds(String(t))).toBe(t);
    expect(epochSeconds('-86400')).toBe(-86400);
    expect(epochSeconds('1.5')).toBe(1.5);
    for (const bad of [
      '',
      ' ',
      'abc',
      '1e9',
      ' 12',
      '12 ',
      '2024-01-01',
      null,
      undefined,
      Number.NaN,
      Infinity,
      new Date(),
      {},
    ]) {
      expect(epochSeconds(bad), String(bad)).toBeNull();
    }
  });

  it('format with the default format in the business time zone', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatSeconds(t)).toBe(local(t * 1000));
    expect(formatSeconds(String(t))).toBe(local(t * 1000));
    expect(formatSeconds(0)).toBe(local(0));
    expect(formatSeconds(t, 'YYYY/MM/DD')).toBe(
      local(t * 1000)
        .slice(0, 10)
        .replaceAll('-', '/'),
    );
  });

  it("give '' or 'N/A' for anything that is not numeric", () => {
    expect(formatSeconds('abc')).toBe('');
    expect(formatSeconds(null)).toBe('');
    expect(formatSeconds('')).toBe('');
    expect(formatDate('abc')).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate(new Date())).toBe('N/A');
    expect(formatDate(t)).toBe(local(t * 1000));
  });
});

describe('relativeTime', () => {
  const now = 1_700_000_000;

  it('follows the spec thresholds', () => {
    expect(relativeTime(now, now)).toBe('刚刚');
    expect(relativeTime(now - 29, now)).toBe('刚刚');
    expect(relativeTime(now - 30, now)).toBe('1分钟前');
    expect(relativeTime(now - 119, now)).toBe('1分钟前');
    expect(relativeTime(now - 120, now)).toBe('2分钟前');
    expect(relativeTime(now - 3599, now)).toBe('59分钟前');
    expect(relativeTime(now - 3600, now)).toBe('1小时前');
    expect(relativeTime(String(now - 86_399), now)).toBe('23小时前');
    expect(relativeTime(now - 86_400, now)).toBe('1天前');
    expect(relativeTime(now - 172_799, now)).toBe('1天前');
    expect(relativeTime(now - 172_800, now)).toBe(local((now - 172_800) * 1000));
  });

  it('treats a little clock skew as now and the far future as a date', () => {
    expect(relativeTime(now + 10, now)).toBe('刚刚');
    expect(relativeTime(now + 3600, now)).toBe(local((now + 3600) * 1000));
  });

  it('speaks the other languages and takes a date format', () => {
    expect(relativeTime(now - 300, now, { lang: 'en' })).toBe('5 min ago');
    expect(relativeTime(now - 7200, now, { lang: 'ja' })).toBe('2時間前');
    expect(relativeTime(now - 90_000, now, { lang: 'es' })).toBe('hace 1 día');
    expect(relativeTime(now - 300_000, now, { format: 'YYYY' })).toBe(
      local((now - 300_000) * 1000).slice(0, 4),
    );
  });

  it("gives '' for non-numeric input and defaults now to the clock", () => {
    expect(relativeTime('yesterday', now)).toBe('');
    expect(relativeTime(Math.floor(Date.now() / 1000))).toBe('刚刚');
  });
});

describe('numberShort', () => {
  it('uses k, M, G, T, P, E', () => {
    expect(numberShort(999, 1)).toBe('999');
    expect(numberShort(1000, 1)).toBe('1k');
    expect(numberShort(1234, 1)).toBe('1.2k');
    expect(numberShort(1250, 2)).toBe('1.25k');
    expect(numberShort(1_000_000, 2)).toBe('1M');
    expect(numberShort(1_500_000_000, 1)).toBe('1.5G');
    expect(numberShort(2e12, 1)).toBe('2T');
    expect(numberShort(3.3e15, 1)).toBe('3.3P');
    expect(numberShort(4e18, 1)).toBe('4E');
    expect(numberShort(1e21, 0)).toBe('1000E');
  });

  it('drops trailing zeros only', () => {
    expect(numberShort(1_050, 2)).toBe('1.05k');
    expect(numberShort(1_100, 3)).toBe('1.1k');
    expect(numberShort(10_000, 1)).toBe('10k');
  });

  it('keeps signs, small numbers and non-finite values', () => {
    expect(numberShort(-1500, 1)).toBe('-1.5k');
    expect(numberShort(0)).toBe('0');
    expect(numberShort(12.5)).toBe('12.5');
    expect(numberShort(Number.NaN)).toBe('NaN');
    expect(numberShort(Infinity)).toBe('Infinity');
  });
});

describe('uuid', () => {
  it('returns distinct 36-character v4 UUIDs', () => {
    const ids = Array.from({ length: 1000 }, uuid);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(1000);
  });

  it('falls back to getRandomValues where randomUUID is missing (plain-http pages)', () => {
    const original = globalThis.crypto;
    // a crypto without randomUUID: only getRandomValues, as on a plain-http page
    const fake: Pick<typeof globalThis.crypto, 'getRandomValues'> = {
      getRandomValues: (a) => original.getRandomValues(a),
    };
    Object.defineProperty(globalThis, 'crypto', { value: fake, configurable: true });
    try {
      expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('trimZeros', () => {
  it('drops the trailing zeros of a decimal text, and the point when nothing is left', () => {
    expect(trimZeros('10.00000')).toBe('10');
    expect(trimZeros('1.25000')).toBe('1.25');
    expect(trimZeros('0.00000')).toBe('0');
    expect(trimZeros('-0.50')).toBe('-0.5');
    expect(trimZeros('100')).toBe('100');
    expect(trimZeros('1200.000010000')).toBe('1200.00001');
  });

  it('leaves what is not a plain decimal as it is', () => {
    expect(trimZeros('')).toBe('');
    expect(trimZeros('1e5')).toBe('1e5');
    expect(trimZeros('abc.00')).toBe('abc.00');
  });
});
