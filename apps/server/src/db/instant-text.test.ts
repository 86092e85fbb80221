import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { instantText, TIMESTAMPTZ_OID } from './instant-text.ts';

const driver = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (value: string) => Date;
/** What the JSON answer held when the driver's Date was written out. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify({ v: value })).v as unknown;

describe('instantText', () => {
  it('writes a UTC timestamptz as the Date the driver reads would be written', () => {
    const fractions = ['', '.1', '.12', '.123', '.5', '.999', '.9999', '.999999', '.000001', '.001', '.0005'];
    for (let i = 0; i < 1000; i++)
      fractions.push(`.${String(i).padStart(3, '0')}`, `.${String(i * 997).padStart(6, '0')}`);
    for (const day of ['2026-11-28 14:00:00', '1999-12-31 23:59:59', '2024-02-29 00:00:07']) {
      for (const fraction of fractions) {
        const text = `${day}${fraction}+00`;
        expect(instantText(text), text).toBe(asJson(driver(text)));
      }
    }
  });

  it('leaves other forms to the driver (offsets, infinity, BC), written alike in JSON', () => {
    for (const text of [
      '2026-11-28 22:00:00.5+08',
      '2026-11-28 09:30:00-04:30',
      'infinity',
      '0044-03-15 12:00:00+00 BC',
    ]) {
      expect(asJson(instantText(text)), text).toEqual(asJson(driver(text)));
      expect(typeof instantText(text)).not.toBe('string');
    }
  });
});
