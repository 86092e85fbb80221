/**
 * PromiseItmes of the declaration head: one digit per confirmation, in the message's order (special
 * relationship, price influence, royalties, then formula pricing and provisional price on newer forms):
 * 1 yes, 0 no, 9 not applicable. The editor shows the first three; further digits are kept as they are.
 */
export const PROMISE_ITEMS = ['relation', 'price', 'royalty'] as const;
export type PromiseItem = (typeof PROMISE_ITEMS)[number];
export const PROMISE_ANSWERS = ['1', '0', '9'] as const;

/** The answer of one confirmation ('' when the text does not say). */
export function promiseAnswer(text: unknown, index: number): string {
  const digit = String(text ?? '').charAt(index);
  return (PROMISE_ANSWERS as readonly string[]).includes(digit) ? digit : '';
}

/**
 * The text with one confirmation answered: unanswered positions before it become 9, digits after the
 * shown ones are kept; an all-empty answer clears the field.
 */
export function withPromiseAnswer(
  text: unknown,
  index: number,
  answer: string | undefined,
): string | undefined {
  const digits = String(text ?? '').split('');
  while (digits.length <= index) digits.push('9');
  digits[index] = answer && (PROMISE_ANSWERS as readonly string[]).includes(answer) ? answer : '9';
  const result = digits.map((d) => ((PROMISE_ANSWERS as readonly string[]).includes(d) ? d : '9')).join('');
  return /^9*$/.test(result) ? undefined : result;
}
