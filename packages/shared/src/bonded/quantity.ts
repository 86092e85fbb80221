/**
 * Exact arithmetic on the book's quantities (numeric(19,5) in the database, answered as strings):
 * a quantity is held as an integer count of 1/100000 units, so sums and differences never drift as
 * binary floating point would.
 */
const SCALE = 5;
const FACTOR = 10n ** BigInt(SCALE);

/** A decimal (number or string, up to 5 places; more are refused) as 1/100000 units. */
export function toUnits(value: unknown): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? value.toFixed(SCALE) : String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a quantity: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > SCALE) throw new Error(`more than ${SCALE} decimal places: ${text}`);
  const units = BigInt(whole!) * FACTOR + BigInt(digits.padEnd(SCALE, '0') || '0');
  return sign ? -units : units;
}

/** 1/100000 units back to a plain decimal string without trailing zeros ("12.5", "0"). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / FACTOR;
  const fraction = (abs % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** price × quantity rounded half-up to 5 places (a material's total). */
export function multiply(price: unknown, quantity: unknown): string {
  const product = toUnits(price) * toUnits(quantity);
  const rounded = (product + (product >= 0n ? FACTOR / 2n : -FACTOR / 2n)) / FACTOR;
  return fromUnits(rounded);
}

/** A book goods item's derived quantities: balance = in − out, available = balance − locked. */
export function goodsBalance(q: { in_qty?: unknown; out_qty?: unknown; locked_qty?: unknown }) {
  const balance = toUnits(q.in_qty) - toUnits(q.out_qty);
  const available = balance - toUnits(q.locked_qty);
  return { balance, available, balance_qty: fromUnits(balance), available_qty: fromUnits(available) };
}
