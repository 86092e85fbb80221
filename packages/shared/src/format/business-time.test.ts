import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDate8,
  businessDay,
  DEFAULT_BUSINESS_TIME_ZONE,
  formatBusinessTime,
  parseBusinessTime,
  setBusinessTimeZone,
} from './business-time.ts';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('the business calendar', () => {
  const halfPastMidnightInChina = new Date('2026-11-24T16:30:00Z');

  it('says the China date at 00:30 China time, whatever the machine zone', () => {
    expect(businessDay(halfPastMidnightInChina)).toBe('2026-11-25');
    expect(businessDate8(halfPastMidnightInChina)).toBe('20261125');
    expect(formatBusinessTime(halfPastMidnightInChina)).toBe('2026-11-25 00:30:00');
  });

  it('follows a configured zone, and refuses an unknown one', () => {
    setBusinessTimeZone('Europe/London');
    expect(businessDay(halfPastMidnightInChina)).toBe('2026-11-24');
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(/unknown time zone/);
    expect(businessDay(halfPastMidnightInChina)).toBe('2026-11-24');
  });
});

describe('parseBusinessTime', () => {
  it('reads a date, a local time and an ISO time as instants (business zone Asia/Shanghai)', () => {
    expect(parseBusinessTime('2026-11-24')?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(parseBusinessTime('2026-11-24', 'end')?.toISOString()).toBe('2026-11-24T15:59:59.999Z');
    expect(parseBusinessTime('2026-11-24 08:30')?.toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(parseBusinessTime('2026-11-24T08:30:00Z')?.toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(parseBusinessTime('2026-11-24T08:30:00+08:00')?.toISOString()).toBe('2026-11-24T00:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const bad of ['2026-13-01', '2026-02-30', 'yesterday', '2026-11-24 25:00', '']) {
      expect(parseBusinessTime(bad), bad).toBeUndefined();
    }
  });
});
