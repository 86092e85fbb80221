import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDate8,
  businessDay,
  DEFAULT_BUSINESS_TIME_ZONE,
  formatBusinessTime,
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
