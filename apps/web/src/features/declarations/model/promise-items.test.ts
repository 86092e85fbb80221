import { describe, expect, it } from 'vitest';
import { promiseAnswer, withPromiseAnswer } from './promise-items.ts';

describe('price confirmations (PromiseItmes)', () => {
  it('reads one digit per confirmation', () => {
    expect([0, 1, 2].map((i) => promiseAnswer('109', i))).toEqual(['1', '0', '9']);
    expect(promiseAnswer('1', 2)).toBe('');
    expect(promiseAnswer(undefined, 0)).toBe('');
    expect(promiseAnswer('1X0', 1)).toBe('');
  });

  it('writes one confirmation, filling the ones before it with 9 and keeping later digits', () => {
    expect(withPromiseAnswer('000', 1, '1')).toBe('010');
    expect(withPromiseAnswer('', 2, '0')).toBe('990');
    expect(withPromiseAnswer('00011', 0, '1')).toBe('10011');
    expect(withPromiseAnswer('1X0', 0, '1')).toBe('190');
  });

  it('clears the field when nothing is answered', () => {
    expect(withPromiseAnswer('900', 1, undefined)).toBe('990');
    expect(withPromiseAnswer('990', 2, undefined)).toBeUndefined();
  });
});
