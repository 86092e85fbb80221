import { describe, expect, it } from 'vitest';
import { checkDate, daysInMonth, isLeapYear, isRealDate, parseDateParts } from './date.ts';

const NOW = { now: new Date(2025, 0, 1) };

describe('checkDate', () => {
  it('accepts the three forms', () => {
    expect(checkDate('2024-02-29', NOW)).toBeNull();
    expect(checkDate('2024/02/29', NOW)).toBeNull();
    expect(checkDate('20240229', NOW)).toBeNull();
    expect(checkDate('1925-01-01', NOW)).toBeNull();
    expect(checkDate('2125-12-31', NOW)).toBeNull();
  });

  it('rejects other shapes', () => {
    const error = { key: 'v.date_format' };
    for (const value of [
      '2024-2-29',
      '2024-02/29',
      '24-02-29',
      '2024.02.29',
      '2024-02-29 10:00',
      '202402290',
      '2024022',
      '29-02-2024',
      '2024-02-29'.repeat(10_000),
    ]) {
      expect(checkDate(value, NOW), value).toEqual(error);
    }
  });

  it('keeps the year within 100 years back and ahead', () => {
    const error = { key: 'v.date_year', params: { min: 1925, max: 2125 } };
    expect(checkDate('1924-12-31', NOW)).toEqual(error);
    expect(checkDate('2126-01-01', NOW)).toEqual(error);
    expect(checkDate('0000-01-01', NOW)).toEqual(error);
  });

  it('uses the current year by default', () => {
    const year = new Date().getFullYear();
    expect(checkDate(`${year + 100}-01-01`)).toBeNull();
    expect(checkDate(`${year + 101}-01-01`)?.key).toBe('v.date_year');
  });

  it('checks month 1–12 and the real length of the month', () => {
    expect(checkDate('2024-13-01', NOW)).toEqual({ key: 'v.date_month' });
    expect(checkDate('2024-00-10', NOW)).toEqual({ key: 'v.date_month' });
    expect(checkDate('2023-02-29', NOW)).toEqual({ key: 'v.date_day', params: { max: 28 } });
    expect(checkDate('2024-02-30', NOW)).toEqual({ key: 'v.date_day', params: { max: 29 } });
    expect(checkDate('2024-04-31', NOW)).toEqual({ key: 'v.date_day', params: { max: 30 } });
    expect(checkDate('2024-01-32', NOW)).toEqual({ key: 'v.date_day', params: { max: 31 } });
    expect(checkDate('2024-01-00', NOW)).toEqual({ key: 'v.date_day', params: { max: 31 } });
    expect(checkDate('2000-02-29', NOW)).toBeNull();
    expect(checkDate('2100-02-29', NOW)).toEqual({ key: 'v.date_day', params: { max: 28 } });
  });

  it('handles spaces, blank input and full-width digits', () => {
    expect(checkDate(' 2024-02-29 ', NOW)).toBeNull();
    expect(checkDate('', NOW)).toBeNull();
    expect(checkDate(null)).toBeNull();
    expect(checkDate(undefined)).toBeNull();
    expect(checkDate('２０２４-０２-２９', NOW)).toEqual({ key: 'v.full_width' });
  });
});

describe('date primitives', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2024, month: 13, day: 1 })).toBe(false);
  });

  it('parses the parts of the three forms', () => {
    const parts = { year: 2024, month: 2, day: 9 };
    expect(parseDateParts('2024-02-09')).toEqual(parts);
    expect(parseDateParts('2024/02/09')).toEqual(parts);
    expect(parseDateParts('20240209')).toEqual(parts);
    expect(parseDateParts('2024-02/09')).toBeNull();
  });
});
