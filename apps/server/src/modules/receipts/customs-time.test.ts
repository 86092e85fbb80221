import { describe, expect, it } from 'vitest';
import { customsDay, parseCustomsDateTime } from './customs-time.ts';

describe('customsDay', () => {
  it.each([
    ['20240417', '2024-04-17'],
    ['2024-04-17', '2024-04-17'],
    ['2024-04-17T00:00:00', '2024-04-17'],
    ['2024-04-17 23:59:59', '2024-04-17'],
  ])('reads %s as the China calendar day %s', (text, day) => {
    expect(customsDay(text)).toBe(day);
  });

  it.each(['', '   ', '2024-02-30', '20241301', 'soon', '2024041'])('reads %j as no day', (text) => {
    expect(customsDay(text)).toBeNull();
  });

  it('keeps the day customs wrote, where the instant falls on the day before in UTC', () => {
    expect(parseCustomsDateTime('2024-04-17T00:00:00')!.toISOString()).toBe('2024-04-16T16:00:00.000Z');
    expect(customsDay('2024-04-17T00:00:00')).toBe('2024-04-17');
  });
});
