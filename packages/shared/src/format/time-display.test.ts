import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from './business-time.ts';
import { formatSeconds } from './date.ts';
import { relativeTime } from './relative-time.ts';
import {
  businessZoneLabel,
  displayTime,
  instantOf,
  isDateOnly,
  offsetLabel,
  readerZoneDiffers,
  zoneHint,
} from './time-display.ts';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

// 2026-07-01 02:30 UTC: 10:30 in Shanghai (no daylight saving), 22:30 the day before in New York (EDT, UTC-4)
const SUMMER = '2026-07-01T02:30:00Z';
// 2026-01-15 02:30 UTC: 10:30 in Shanghai, 21:30 the day before in New York (EST, UTC-5)
const WINTER = '2026-01-15T02:30:00Z';
const SHANGHAI = 480;
const NEW_YORK_SUMMER = -240;
const NEW_YORK_WINTER = -300;

describe('displayTime: every time in the business zone', () => {
  it('shows an instant on the Shanghai clock, whatever form it comes in', () => {
    const seconds = Date.parse(SUMMER) / 1000;
    for (const value of [SUMMER, '2026-07-01T10:30:00+08:00', new Date(SUMMER), seconds]) {
      expect(displayTime(value), String(value)).toBe('2026-07-01 10:30:00');
    }
    expect(displayTime(SUMMER, 'HH:mm')).toBe('10:30');
    expect(formatSeconds(seconds)).toBe('2026-07-01 10:30:00');
  });

  it('reads a date and time without an offset as business time (as the server writes them)', () => {
    expect(displayTime('2026-07-01 10:30:00')).toBe('2026-07-01 10:30:00');
    expect(instantOf('2026-07-01 10:30:00')?.toISOString()).toBe('2026-07-01T02:30:00.000Z');
  });

  it('follows another business zone, daylight saving included', () => {
    setBusinessTimeZone('America/New_York');
    expect(displayTime(SUMMER)).toBe('2026-06-30 22:30:00');
    expect(displayTime(WINTER)).toBe('2026-01-14 21:30:00');
    expect(businessZoneLabel(SUMMER)).toBe('UTC-4');
    expect(businessZoneLabel(WINTER)).toBe('UTC-5');
    // a time written without an offset is New York's now
    expect(instantOf('2026-07-01 10:30:00')?.toISOString()).toBe('2026-07-01T14:30:00.000Z');
    expect(relativeTime(Date.parse(WINTER) / 1000, Date.parse(WINTER) / 1000 + 5 * 86400)).toBe(
      '2026-01-14 21:30:00',
    );
  });

  it('leaves a date alone unchanged (a business date is a day, not an instant)', () => {
    expect(isDateOnly('2026-07-01')).toBe(true);
    expect(instantOf('2026-07-01')).toBeUndefined();
    expect(displayTime('2026-07-01')).toBe('2026-07-01');
    setBusinessTimeZone('America/New_York');
    expect(displayTime('2026-07-01')).toBe('2026-07-01');
    setBusinessTimeZone('Pacific/Kiritimati');
    expect(displayTime('2026-07-01')).toBe('2026-07-01');
  });

  it("gives '' for nothing and the text itself for what is no time", () => {
    expect(displayTime(null)).toBe('');
    expect(displayTime('')).toBe('');
    expect(displayTime(undefined)).toBe('');
    expect(displayTime('soon')).toBe('soon');
    expect(displayTime('2026-13-45 99:00')).toBe('2026-13-45 99:00');
    expect(displayTime('2026-02-30T10:00:00Z')).toBe('2026-02-30T10:00:00Z');
    expect(displayTime('2026-02-28 24:00:00')).toBe('2026-02-28 24:00:00');
  });
});

describe('the zone label', () => {
  it('names offsets shortly', () => {
    expect(offsetLabel(480)).toBe('UTC+8');
    expect(offsetLabel(-300)).toBe('UTC-5');
    expect(offsetLabel(330)).toBe('UTC+5:30');
    expect(offsetLabel(0)).toBe('UTC');
    expect(businessZoneLabel(SUMMER)).toBe('UTC+8');
    expect(businessZoneLabel(WINTER)).toBe('UTC+8');
  });

  it('is due only where the reader’s clock differs from the business zone’s at that instant', () => {
    expect(readerZoneDiffers(SUMMER, SHANGHAI)).toBe(false);
    expect(readerZoneDiffers(SUMMER, NEW_YORK_SUMMER)).toBe(true);
    expect(readerZoneDiffers(WINTER, NEW_YORK_WINTER)).toBe(true);
    setBusinessTimeZone('America/New_York');
    expect(readerZoneDiffers(SUMMER, NEW_YORK_SUMMER)).toBe(false);
    expect(readerZoneDiffers(WINTER, NEW_YORK_WINTER)).toBe(false);
    // a reader on standard time all year (UTC-5) differs from New York in summer only
    expect(readerZoneDiffers(SUMMER, -300)).toBe(true);
    expect(readerZoneDiffers(WINTER, -300)).toBe(false);
  });

  it('says the zone on hover, and the reader’s own time when it differs', () => {
    expect(zoneHint(SUMMER, 'zh', SHANGHAI)).toBe('业务时间 Asia/Shanghai（UTC+8）');
    const away = zoneHint(SUMMER, 'en', NEW_YORK_SUMMER);
    expect(away).toMatch(
      /^Business time Asia\/Shanghai \(UTC\+8\) · Your time \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(zoneHint(SUMMER, 'ja', SHANGHAI)).toBe('業務時間 Asia/Shanghai（UTC+8）');
    expect(zoneHint(SUMMER, 'es', SHANGHAI)).toBe('Hora operativa Asia/Shanghai (UTC+8)');
  });
});
