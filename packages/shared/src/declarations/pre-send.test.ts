import { describe, expect, it } from 'vitest';
import { declareCodeOn, licencesNeeded } from './pre-send.ts';

describe('licencesNeeded', () => {
  it('asks an import for its import licences, in the order of the conditions', () => {
    expect(licencesNeeded('7AB', '0')).toEqual(['7']);
    expect(licencesNeeded('O7', '0')).toEqual(['O', '7']);
    expect(licencesNeeded('4xy', '0')).toEqual([]);
  });
  it('asks an export for its export licences; codes for both directions in either', () => {
    expect(licencesNeeded('47B', '1')).toEqual(['4']);
    expect(licencesNeeded('L', '1')).toEqual(['L']);
    expect(licencesNeeded('L', '0')).toEqual(['L']);
  });
  it('asks nothing of inspection, prohibitions or no condition; codes are case-sensitive', () => {
    expect(licencesNeeded('ABD689', '0')).toEqual([]);
    expect(licencesNeeded(null, '0')).toEqual([]);
    expect(licencesNeeded('o', '0')).toEqual([]);
  });
});

describe('declareCodeOn', () => {
  const history = [
    { code: '3502980001', valid_from: '2022-01-15' },
    { code: '3502980000', valid_from: '2015-03-01' },
  ];
  it('takes the latest entry that starts on or before the day', () => {
    expect(declareCodeOn(history, '2022-01-14')?.code).toBe('3502980000');
    expect(declareCodeOn(history, '2022-01-15')?.code).toBe('3502980001');
    expect(declareCodeOn(history, '2026-11-28')?.code).toBe('3502980001');
  });
  it('has none before the first', () => {
    expect(declareCodeOn(history, '2015-02-28')).toBeUndefined();
    expect(declareCodeOn([], '2026-01-01')).toBeUndefined();
  });
});
