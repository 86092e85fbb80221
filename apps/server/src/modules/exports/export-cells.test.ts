import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, f, setBusinessTimeZone } from '@app/shared';
import { cellValue } from './export-cells.ts';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

const label = { zh: '时间', en: 'Time', es: 'Hora', ja: '時刻' };
const at = { name: 'at', header: '时间', field: f.datetime(label) };
const day = { name: 'day', header: '日期', field: f.date(label) };

describe('export cells', () => {
  it('write a time on the business clock, whatever form the database gave it in', () => {
    for (const value of [new Date('2026-11-24T16:30:00Z'), '2026-11-24T16:30:00.000Z']) {
      expect(cellValue(at, { at: value }, 'zh')).toBe('2026-11-25 00:30:00');
    }
    setBusinessTimeZone('America/New_York');
    expect(cellValue(at, { at: new Date('2026-11-24T16:30:00Z') }, 'zh')).toBe('2026-11-24 11:30:00');
  });

  it('leave a business date the day it is', () => {
    setBusinessTimeZone('America/New_York');
    expect(cellValue(day, { day: '2026-11-25' }, 'zh')).toBe('2026-11-25');
    expect(cellValue(at, { at: null }, 'zh')).toBeNull();
  });
});
