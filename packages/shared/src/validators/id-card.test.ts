import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from './date.ts';
import { checkHkId, checkIdCard, hkIdCheckChar, idCardCheckChar, isIdCard } from './id-card.ts';

const NOW = new Date(2025, 5, 15);

/** The standard's own example (GB 11643-1999) and python-stdnum's test numbers. */
const MAINLAND = [
  '11010519491231002X',
  '360426199101010071',
  '44011320141005001X',
  '412723199010050012',
  '110102199101010078',
  '120110198012010073',
];

describe('checkIdCard (mainland, GB 11643)', () => {
  it.each(MAINLAND)('accepts %s', (id) => {
    expect(checkIdCard(id, { now: NOW })).toBeNull();
    expect(isIdCard(id, NOW)).toBe(true);
  });

  it('computes the check character, X standing for 10', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('36042619910101007')).toBe('1');
    expect(idCardCheckChar('3604261991010100')).toBeNull();
  });

  it('accepts a lower-case x, surrounding spaces and blank input', () => {
    expect(checkIdCard('44011320141005001x', { now: NOW })).toBeNull();
    expect(checkIdCard('  11010519491231002X ', { now: NOW })).toBeNull();
    expect(checkIdCard('')).toBeNull();
    expect(checkIdCard(null)).toBeNull();
    expect(checkIdCard(undefined)).toBeNull();
  });

  it('rejects a wrong check character', () => {
    expect(checkIdCard('36042619910102009X', { now: NOW })).toEqual({ key: 'v.id_card_checksum' });
    expect(checkIdCard('110105194912310021', { now: NOW })).toEqual({ key: 'v.id_card_checksum' });
  });

  it('rejects shapes other than 17 digits and a digit or X', () => {
    const shape = { key: 'v.id_card', params: { length: 18 } };
    expect(checkIdCard('T60426199101010078')).toEqual(shape);
    expect(checkIdCard('11010519491231002')).toEqual(shape);
    expect(checkIdCard('110105194912310', { now: NOW })).toEqual(shape);
    expect(checkIdCard('11010519491231002XX')).toEqual(shape);
    expect(checkIdCard('1101051949123100X2')).toEqual(shape);
    expect(checkIdCard('1'.repeat(100_000))).toEqual(shape);
  });

  it('rejects an unknown province code', () => {
    expect(checkIdCard('990426199112010074', { now: NOW })).toEqual({ key: 'v.id_card_region' });
    expect(checkIdCard('000426199112010074', { now: NOW })).toEqual({ key: 'v.id_card_region' });
  });

  it('rejects birth dates that do not exist, are before 1900 or in the future', () => {
    const birth = { key: 'v.id_card_birth' };
    expect(checkIdCard('360426199113010079', { now: NOW })).toEqual(birth);
    const withDate = (date: string) => {
      const body = `110105${date}002`;
      return body + idCardCheckChar(body);
    };
    expect(checkIdCard(withDate('20010229'), { now: NOW })).toEqual(birth);
    expect(checkIdCard(withDate('20000229'), { now: NOW })).toBeNull();
    expect(checkIdCard(withDate('18991231'), { now: NOW })).toEqual(birth);
    expect(checkIdCard(withDate('20250615'), { now: NOW })).toBeNull();
    expect(checkIdCard(withDate('20250616'), { now: NOW })).toEqual(birth);
  });

  it('rejects full-width digits', () => {
    expect(checkIdCard('１１０１０５１９４９１２３１００２Ｘ')).toEqual({ key: 'v.full_width' });
  });
});

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const PROVINCES = ['11', '31', '32', '44', '51', '65', '71', '81', '82', '83'];
const birthDate = fc
  .tuple(
    fc.integer({ min: 1900, max: 2024 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(
    ([y, m, d]) =>
      `${y}${String(m).padStart(2, '0')}${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`,
  );
const validId = fc
  .tuple(fc.constantFrom(...PROVINCES), digits(4), birthDate, digits(3))
  .map((parts) => parts.join(''))
  .map((body) => body + idCardCheckChar(body));

describe('mainland ID card properties', () => {
  it('a generated number with its check character passes', () => {
    fc.assert(fc.property(validId, (id) => checkIdCard(id, { now: NOW }) === null));
  });

  it('changing any single character to another allowed character fails', () => {
    fc.assert(
      fc.property(validId, fc.nat(17), fc.constantFrom(...'0123456789X'), (id, index, ch) => {
        fc.pre(id.charAt(index) !== ch && (ch !== 'X' || index === 17));
        const changed = id.slice(0, index) + ch + id.slice(index + 1);
        expect(checkIdCard(changed, { now: NOW })).not.toBeNull();
      }),
    );
  });
});

describe('checkHkId (Hong Kong)', () => {
  it('accepts one- and two-letter prefixes, with or without brackets', () => {
    for (const id of ['A123456(3)', 'A1234563', 'G123456(A)', 'G123456A', 'AB987654(3)', 'XA000000(8)']) {
      expect(checkHkId(id), id).toBeNull();
    }
  });

  it('computes the check character (10 is A)', () => {
    expect(hkIdCheckChar('A123456')).toBe('3');
    expect(hkIdCheckChar('G123456')).toBe('A');
    // 10·9 + 11·8 + 9·7 + 8·6 + 7·5 + 6·4 + 5·3 + 4·2 = 371 = 33·11 + 8, so 11 − 8 = 3
    expect(hkIdCheckChar('AB987654')).toBe('3');
    expect(hkIdCheckChar('123456')).toBeNull();
  });

  it('accepts lower case and surrounding spaces, blank input', () => {
    expect(checkHkId('g123456(a)')).toBeNull();
    expect(checkHkId(' A123456(3) ')).toBeNull();
    expect(checkHkId('')).toBeNull();
    expect(checkHkId(null)).toBeNull();
  });

  it('rejects a wrong check character', () => {
    expect(checkHkId('A123456(4)')).toEqual({ key: 'v.hk_id_checksum' });
    expect(checkHkId('G123456(0)')).toEqual({ key: 'v.hk_id_checksum' });
  });

  it('rejects other shapes', () => {
    const shape = { key: 'v.hk_id' };
    for (const id of [
      '123456(3)',
      'ABC123456(3)',
      'A12345(3)',
      'A1234567(3)',
      'A123456(3',
      'A123456(B)',
      'A123456 (3)',
    ]) {
      expect(checkHkId(id), id).toEqual(shape);
    }
    expect(checkHkId('A'.repeat(100_000))).toEqual(shape);
  });

  it('rejects full-width brackets and letters', () => {
    expect(checkHkId('A123456（3）')).toEqual({ key: 'v.full_width' });
    expect(checkHkId('Ａ123456(3)')).toEqual({ key: 'v.full_width' });
  });
});

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const validHk = fc
  .tuple(fc.array(letter, { minLength: 1, maxLength: 2 }), digits(6))
  .map(([letters, d]) => letters.join('') + d)
  .map((body) => body + hkIdCheckChar(body));
const letterValue = (ch: string) => ch.charCodeAt(0) - 55;

describe('Hong Kong ID properties', () => {
  it('a generated number with its check character passes', () => {
    fc.assert(fc.property(validHk, (id) => checkHkId(id) === null));
  });

  it('changing a digit or the check character fails', () => {
    fc.assert(
      fc.property(validHk, fc.nat(6), fc.constantFrom(...'0123456789A'), (id, offset, ch) => {
        const index = id.length - 1 - offset;
        fc.pre(id.charAt(index) !== ch && (ch !== 'A' || offset === 0));
        const changed = id.slice(0, index) + ch + id.slice(index + 1);
        expect(checkHkId(changed)).toEqual({ key: 'v.hk_id_checksum' });
      }),
    );
  });

  it('changing a letter to one of another value mod 11 fails', () => {
    fc.assert(
      fc.property(validHk, fc.nat(1), letter, (id, index, ch) => {
        const prefix = /^[A-Z]+/.exec(id)?.[0] ?? '';
        fc.pre(index < prefix.length && letterValue(id.charAt(index)) % 11 !== letterValue(ch) % 11);
        const changed = id.slice(0, index) + ch + id.slice(index + 1);
        expect(checkHkId(changed)).toEqual({ key: 'v.hk_id_checksum' });
      }),
    );
  });

  it('documents the blind spot of the mod-11 scheme: letters 11 apart (A, L, W) are not told apart', () => {
    expect(checkHkId('A123456(3)')).toBeNull();
    expect(checkHkId('L123456(3)')).toBeNull();
  });
});
