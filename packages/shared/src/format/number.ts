const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/**
 * A decimal's text without the trailing zeros of its fraction ('10.00000' → '10', '1.25000' → '1.25',
 * '-0.50' → '-0.5'); anything that is not a plain decimal is returned as it is. Only what is shown: the
 * stored value keeps its precision.
 */
export function trimZeros(text: string): string {
  const match = /^(-?\d+)\.(\d*?)0*$/.exec(text);
  if (!match) return text;
  const [, whole, fraction] = match;
  return fraction ? `${whole}.${fraction}` : whole!;
}

/**
 * A short form of a number with the suffixes k, M, G, T, P, E (powers of
 * 1000): `numberShort(1234, 1)` → '1.2k', `numberShort(1_000_000, 2)` → '1M'.
 * Trailing zeros of the fraction are dropped; numbers under 1000 are returned
 * as they are; negative numbers keep their sign.
 */
export function numberShort(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  for (const { value, symbol } of UNITS) {
    if (abs >= value) {
      const text = (abs / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${n < 0 ? '-' : ''}${text}${symbol}`;
    }
  }
  return String(n);
}
