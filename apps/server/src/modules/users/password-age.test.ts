import { describe, expect, it } from 'vitest';
import { olderThanThreeMonths } from './password-age.ts';

describe('olderThanThreeMonths', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('is false up to three calendar months', () => {
    expect(olderThanThreeMonths(new Date('2026-08-22T10:00:00Z'), now)).toBe(false);
    expect(olderThanThreeMonths(new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
  });
  it('is true beyond three months', () => {
    expect(olderThanThreeMonths(new Date('2026-08-22T09:59:59Z'), now)).toBe(true);
    expect(olderThanThreeMonths(new Date(0), now)).toBe(true);
  });
});
