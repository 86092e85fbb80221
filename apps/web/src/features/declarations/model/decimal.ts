/**
 * Exact decimal arithmetic on the text the API uses for decimals (no float rounding): the goods
 * table computes each item total from quantity × unit price.
 */

const DECIMAL = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/;

interface Scaled {
  units: bigint;
  scale: number;
}

/** "12.5" → 125 at scale 1; undefined for blank or non-numeric text. */
function parse(text: string | undefined | null): Scaled | undefined {
  if (text === undefined || text === null) return undefined;
  const m = DECIMAL.exec(String(text));
  if (!m || (!m[2] && !m[3])) return undefined;
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${frac}`);
  return { units: m[1] ? -units : units, scale: frac.length };
}

/** Rounds half away from zero to `scale` places and prints without trailing zeros. */
function format({ units, scale }: Scaled, to: number): string {
  let value = units;
  if (scale > to) {
    const div = 10n ** BigInt(scale - to);
    const half = div / 2n;
    value = value >= 0n ? (value + half) / div : -((-value + half) / div);
  } else {
    value = value * 10n ** BigInt(to - scale);
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(to + 1, '0');
  const whole = digits.slice(0, digits.length - to);
  const frac = digits.slice(digits.length - to).replace(/0+$/, '');
  const text = frac ? `${whole}.${frac}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** a × b rounded to `scale` places; undefined when either is blank or not a number. */
export function multiplyDecimal(
  a: string | undefined,
  b: string | undefined,
  scale: number,
): string | undefined {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return undefined;
  return format({ units: x.units * y.units, scale: x.scale + y.scale }, scale);
}
