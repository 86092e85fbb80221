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
    cache.store('a', before, answer(1), ['t']);
    expect(cache.get('a')).toEqual(answer(1));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.store('b', before, answer(2), ['t']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the answers read from a changed table, keeps the others, and refuses a stale one', () => {
    const cache = new ListCache(true);
    const before = cache.generation;
    cache.store('customers', before, answer(1), ['customers', 'companies']);
    cache.store('declarations', before, answer(2), ['declarations']);
    cache.clear('companies');
    expect(cache.get('customers')).toBeUndefined();
    expect(cache.get('declarations')).toEqual(answer(2));
    cache.store('customers', before, answer(1), ['customers', 'companies']);
    expect(cache.get('customers')).toBeUndefined();
    cache.store('other', before, answer(3), ['jobs_list']);
    expect(cache.get('other')).toEqual(answer(3));
  });

  it('drops the least recently used answer when full', () => {
    const cache = new ListCache(true, 2);
    cache.store('a', 0, answer(1), ['t']);
    cache.store('b', 0, answer(2), ['t']);
    cache.get('a');
    cache.store('c', 0, answer(3), ['t']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer(1));
    expect(cache.get('c')).toEqual(answer(3));
  });

  it('keeps nothing when off', () => {
    const cache = new ListCache(false);
    cache.store('a', cache.generation, answer(1), ['t']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
