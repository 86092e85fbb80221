import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBankCard, isLuhnValid, luhnCheckDigit } from './bank-card.ts';

/** Published test card numbers of the card schemes (Visa, Mastercard, Amex, Discover, UnionPay). */
const TEST_CARDS = [
  '4111111111111111',
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '6200000000000005',
  '6250941006528599',
];

describe('checkBankCard', () => {
  it.each(TEST_CARDS)('accepts the published test card %s', (card) => {
    expect(checkBankCard(card)).toBeNull();
  });

  it('implements Luhn as in the classic example 7992739871 → 3', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(luhnCheckDigit('12a')).toBeNull();
  });

  it('rejects a wrong check digit', () => {
    expect(checkBankCard('4111111111111112')).toEqual({ key: 'v.bank_card_checksum' });
    expect(checkBankCard('6200000000000006')).toEqual({ key: 'v.bank_card_checksum' });
  });

  it('needs 12 to 19 digits and nothing else', () => {
    const shape = { key: 'v.bank_card', params: { min: 12, max: 19 } };
    expect(checkBankCard('79927398713')).toEqual(shape);
    expect(checkBankCard('41111111111111111111')).toEqual(shape);
    expect(checkBankCard('4111 1111 1111 1111')).toEqual(shape);
    expect(checkBankCard('4111-1111-1111-1111')).toEqual(shape);
    expect(checkBankCard('-4111111111111111')).toEqual(shape);
    expect(checkBankCard('4'.repeat(100_000))).toEqual(shape);
  });

  it('handles spaces around, blank input and full-width digits', () => {
    expect(checkBankCard(' 4111111111111111 ')).toBeNull();
    expect(checkBankCard('')).toBeNull();
    expect(checkBankCard(null)).toBeNull();
    expect(checkBankCard(undefined)).toBeNull();
    expect(checkBankCard('４１１１１１１１１１１１１１１１')).toEqual({ key: 'v.full_width' });
  });
});

const digit = fc.constantFrom(...'0123456789');
const validCard = fc
  .array(digit, { minLength: 11, maxLength: 18 })
  .map((d) => d.join(''))
  .map((payload) => payload + String(luhnCheckDigit(payload)));

describe('Luhn properties', () => {
  it('a generated number with its check digit passes', () => {
    fc.assert(fc.property(validCard, (card) => checkBankCard(card) === null));
  });

  it('changing any single digit to another digit fails', () => {
    fc.assert(
      fc.property(validCard, fc.nat(18), digit, (card, at, d) => {
        const index = at % card.length;
        fc.pre(card.charAt(index) !== d);
        const changed = card.slice(0, index) + d + card.slice(index + 1);
        expect(checkBankCard(changed)).toEqual({ key: 'v.bank_card_checksum' });
      }),
    );
  });
});
