/**
 * Receipt codes of the declaration history (business-domain §4) and the colour each shows in.
 * Their meanings are texts of the `declarations` namespace (`receipt.<code>`).
 */

export const RECEIPT_CODES = ['ss', '0', '7', 'L', 'J', 'E', 'H', 'K', 'P', 'R', 'C'] as const;

const COLOURS: Record<string, string> = {
  ss: 'blue',
  '0': 'cyan',
  '7': 'geekblue',
  L: 'geekblue',
  J: 'purple',
  K: 'gold',
  P: 'green',
  R: 'success',
  C: 'orange',
  E: 'red',
  H: 'volcano',
};

/** The antd colour of a receipt code (unknown codes are grey). */
export function receiptColour(code: string | null | undefined): string {
  return (code && COLOURS[code]) || 'default';
}

/** Whether the code has a meaning text of its own. */
export function isKnownReceipt(code: string | null | undefined): boolean {
  return !!code && (RECEIPT_CODES as readonly string[]).includes(code);
}

/** The timeline dot of a code: red for a bounce or hold, green once released, else blue. */
export function receiptDot(code: string | null | undefined): 'red' | 'green' | 'blue' | 'gray' {
  if (code === 'E' || code === 'H') return 'red';
  if (code === 'P' || code === 'R' || code === 'K') return 'green';
  return code ? 'blue' : 'gray';
}
