import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache.ts';

const answer = (n: number): Buffer => Buffer.from(JSON.stringify({ content: [{ id: n }] }));

/** A read the test finishes when it wants. */
function pendingRead(n: number) {
  let finish = () => {};
  let reads = 0;
  const read = () => {
    reads += 1;
    return new Promise<Buffer>((resolve) => (finish = () => resolve(answer(n))));
  };
  return { read, finish: () => finish(), reads: () => reads };
}

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
    expect(cache.stats()).toMatchObject({
      hits: 1,
      notKept: 1,
      changes: { '*': { changes: 1, dropped: 1 } },
    });
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
    expect(cache.stats().changes).toEqual({ companies: { changes: 1, dropped: 1 } });
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
    expect(cache.stats().evicted).toBe(1);
  });

  it('keeps nothing when off, and reads every time', async () => {
    const cache = new ListCache(false);
    cache.store('a', cache.generation, answer(1), ['t']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return answer(1);
    };
    await cache.answer('a', ['t'], read);
    await cache.answer('a', ['t'], read);
    expect(reads).toBe(2);
  });

  it('answers requests that arrive while the same answer is read from that one read, then from memory', async () => {
    const cache = new ListCache(true);
    const first = pendingRead(1);
    const answers = [1, 2, 3].map(() => cache.answer('a', ['t'], first.read));
    first.finish();
    expect(await Promise.all(answers)).toEqual([answer(1), answer(1), answer(1)]);
    expect(first.reads()).toBe(1);
    expect(await cache.answer('a', ['t'], first.read)).toEqual(answer(1));
    expect(cache.stats()).toMatchObject({ misses: 1, joined: 2, hits: 1 });
  });

  it('does not answer a request that arrives after a change from a read begun before it', async () => {
    const cache = new ListCache(true);
    const before = pendingRead(1);
    const early = cache.answer('a', ['t', 'names'], before.read);
    cache.clear('names');
    const after = pendingRead(2);
    const late = cache.answer('a', ['t', 'names'], after.read);
    before.finish();
    after.finish();
    expect(await early).toEqual(answer(1));
    expect(await late).toEqual(answer(2));
    // the read begun before the change is not kept; the one begun after it is
    expect(cache.get('a')).toEqual(answer(2));
    expect(cache.stats()).toMatchObject({ misses: 2, joined: 0, notKept: 1 });
  });

  it('lets a change to another table not stop a request from joining a read', async () => {
    const cache = new ListCache(true);
    const one = pendingRead(1);
    const first = cache.answer('a', ['t'], one.read);
    cache.clear('jobs');
    const second = cache.answer('a', ['t'], one.read);
    one.finish();
    expect(await Promise.all([first, second])).toEqual([answer(1), answer(1)]);
    expect(one.reads()).toBe(1);
  });

  it('passes a failed read to the requests that waited for it and keeps nothing', async () => {
    const cache = new ListCache(true);
    let fail = (_: Error) => {};
    const read = () => new Promise<Buffer>((_, reject) => (fail = reject));
    const answers = [cache.answer('a', ['t'], read), cache.answer('a', ['t'], read)];
    fail(new Error('engine gone'));
    for (const a of answers) await expect(a).rejects.toThrow('engine gone');
    expect(cache.size).toBe(0);
    expect(await cache.answer('a', ['t'], async () => answer(4))).toEqual(answer(4));
  });
});
