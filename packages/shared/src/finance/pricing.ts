import Decimal from 'decimal.js';

/** Exact decimal arithmetic for money: 40 significant digits, half-up rounding (四舍五入). */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface PriceTerms {
  /** Price per unit (four decimals), as text. */
  price: string;
  /** The least a raised line is charged (cents). */
  min_charge?: string | null;
  /** The quantity charged at nothing before the price applies. */
  free_qty?: string | null;
}

/**
 * The amount of one charge: (quantity − free quantity, never below zero) × price, at least the minimum
 * charge when anything is billable, rounded half-up to the cent. Null when nothing is billable (no line
 * is raised for a quantity the free quantity covers or for a zero quantity).
 */
export function chargeAmount(quantity: string | number, terms: PriceTerms): string | null {
  const billable = D.max(new D(quantity).minus(new D(terms.free_qty || 0)), 0);
  if (billable.isZero()) return null;
  const amount = D.max(billable.times(new D(terms.price)), new D(terms.min_charge || 0));
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * An amount in another currency: amount × rate of its currency ÷ rate of the target (each rate is yuan per
 * unit; the yuan's own rate is 1), rounded half-up to the cent.
 */
export function convertAmount(amount: string, fromRate: string | number, toRate: string | number): string {
  return new D(amount)
    .times(new D(fromRate))
    .dividedBy(new D(toRate))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/** The sum of amounts, exactly, to the cent. */
export function sumAmounts(amounts: readonly (string | number)[]): string {
  return amounts.reduce<Decimal>((s, a) => s.plus(new D(a)), new D(0)).toFixed(2);
}

/** a − b, exactly, to the cent. */
export function subtractAmounts(a: string | number, b: string | number): string {
  return new D(a).minus(new D(b)).toFixed(2);
}

/** −1 when a < b, 0 when equal, 1 when a > b. */
export function compareAmounts(a: string | number, b: string | number): number {
  return new D(a).comparedTo(new D(b));
}

/** The negated amount (a credit line reverses a charge with the opposite amounts). */
export function negateAmount(a: string): string {
  const places = a.includes('.') ? a.length - a.indexOf('.') - 1 : 0;
  const n = new D(a).negated();
  return (n.isZero() ? new D(0) : n).toFixed(places);
}
