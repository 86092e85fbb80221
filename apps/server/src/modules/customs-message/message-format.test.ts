import { describe, expect, it } from 'vitest';
import {
  chinaDateTimeText,
  formatDate8,
  formatDateTime16,
  formatDecimal,
  formatInteger,
  FormatError,
  parseCustomsDateTime,
} from './message-format.ts';

describe('formatDecimal', () => {
  it('pads and rounds half away from zero on the digits', () => {
    expect(formatDecimal('2', 5)).toBe('2.00000');
    expect(formatDecimal('1.0855', 4)).toBe('1.0855');
    expect(formatDecimal('13.034999', 4)).toBe('13.0350');
    expect(formatDecimal('13.03495', 4)).toBe('13.0350');
    expect(formatDecimal('13.03494', 4)).toBe('13.0349');
    expect(formatDecimal('9.99999', 3)).toBe('10.000');
    expect(formatDecimal('-0.00001', 3)).toBe('0.000');
    expect(formatDecimal('-1.25', 1)).toBe('-1.3');
    expect(formatDecimal('.5', 2)).toBe('0.50');
    expect(formatDecimal('007.10', 2)).toBe('7.10');
    expect(formatDecimal(0.1 + 0.2, 5)).toBe('0.30000');
    expect(formatDecimal('123456789012345.12345', 5)).toBe('123456789012345.12345');
  });
  it('refuses what is not a decimal', () => {
    for (const bad of ['', 'abc', '1,000.5', '1e5', '.', '1.2.3']) {
      expect(() => formatDecimal(bad, 2)).toThrow(FormatError);
    }
    expect(() => formatDecimal(Number.NaN, 2)).toThrow(FormatError);
  });
});

describe('integers and dates', () => {
  it('writes integers without padding', () => {
    expect(formatInteger('007')).toBe('7');
    expect(formatInteger(12)).toBe('12');
    expect(() => formatInteger('1.5')).toThrow(FormatError);
  });
  it('writes calendar dates as yyyyMMdd and instants in China time', () => {
    expect(formatDate8('2024-05-10')).toBe('20240510');
    expect(formatDate8('20240510')).toBe('20240510');
    expect(formatDate8(new Date('2024-05-09T16:30:00Z'))).toBe('20240510');
    expect(() => formatDate8('tomorrow')).toThrow(FormatError);
  });
  it('writes the sign time as yyyyMMddHHmmssSS in China time', () => {
    expect(formatDateTime16(new Date('2013-07-22T02:05:00.105Z'))).toBe('2013072210050010');
    expect(chinaDateTimeText(new Date('2024-04-17T01:15:03Z'))).toBe('2024-04-17 09:15:03');
  });
});

describe('parseCustomsDateTime', () => {
  it('reads the receipt time stamps as China time', () => {
    expect(parseCustomsDateTime('2018-12-12T14:40:43')?.toISOString()).toBe('2018-12-12T06:40:43.000Z');
    expect(parseCustomsDateTime('2024-04-17 09:15:03')?.toISOString()).toBe('2024-04-17T01:15:03.000Z');
    expect(parseCustomsDateTime('20180208T15032200')?.toISOString()).toBe('2018-02-08T07:03:22.000Z');
    expect(parseCustomsDateTime('20240417')?.toISOString()).toBe('2024-04-16T16:00:00.000Z');
    expect(parseCustomsDateTime('2018-02-26T09:52:14.670+08:00')?.toISOString()).toBe(
      '2018-02-26T01:52:14.670Z',
    );
  });
  it('answers null for blanks and nonsense', () => {
    expect(parseCustomsDateTime('')).toBeNull();
    expect(parseCustomsDateTime(undefined)).toBeNull();
    expect(parseCustomsDateTime('yesterday')).toBeNull();
  });
});
