import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@app/shared';
import { loadConfig } from '../../config.ts';
import { clientSeqNoFor } from './send.service.ts';
import { today } from '../declarations/declarations.hooks.ts';
import { internalNo } from '../declarations/declarations.service.ts';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('business dates agree in the business time zone', () => {
  // 00:30 on 25 November in China, still 24 November in UTC (and on most servers' clocks)
  const at = new Date('2026-11-24T16:30:00Z');

  it('internal number, message sequence number and "today" all say 2026-11-25', () => {
    expect(internalNo({ ie_flag: '0' }, 123, at)).toBe('I20261125000123');
    expect(clientSeqNoFor(123, 1, at).slice(0, 8)).toBe('20261125');
    expect(today(at)).toBe('2026-11-25');
  });

  it('takes the zone from BUSINESS_TIME_ZONE and refuses an unknown one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ NODE_ENV: 'test', BUSINESS_TIME_ZONE: 'Asia/Hong_Kong' }).businessTimeZone).toBe(
      'Asia/Hong_Kong',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', BUSINESS_TIME_ZONE: 'China/Nowhere' })).toThrow(
      /unknown time zone/,
    );
  });
});
