import { describe, expect, it } from 'vitest';
import { ListCache, type ListAnswer } from './list-cache.ts';

const answer = (n: number): ListAnswer => ({
  content: [{ id: n }],
  totalElements: 1,
  totalCapped: false,
  page: 1,
  size: 20,
});

describe('ListCache', () => {
  it('keeps an answer until cleared, and refuses one computed before a clear', () => {
    const cache = new ListCache(true);
    const before = cache.generation;
    cache.store('a', before, answer(1));
    expect(cache.get('a')).toEqual(answer(1));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.store('b', before, answer(2));
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used answer when full', () => {
    const cache = new ListCache(true, 2);
    cache.store('a', 0, answer(1));
    cache.store('b', 0, answer(2));
    cache.get('a');
    cache.store('c', 0, answer(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer(1));
    expect(cache.get('c')).toEqual(answer(3));
  });

  it('keeps nothing when off', () => {
    const cache = new ListCache(false);
    cache.store('a', cache.generation, answer(1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
