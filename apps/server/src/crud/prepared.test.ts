import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { pageAndTotal } from './prepared.ts';

const embedded = { kind: 'pglite' } as Database;
const server = { kind: 'postgres' } as Database;

/** A page of `n` rows and a count that answers `total`, recording which ran. */
function calls(n: number, total: number) {
  const ran: string[] = [];
  return {
    ran,
    page: () => {
      ran.push('page');
      return Promise.resolve(Array.from({ length: n }, (_, i) => i));
    },
    count: () => {
      ran.push('count');
      return Promise.resolve(total);
    },
    pageWithTotal: () => {
      ran.push('pageWithTotal');
      const rows = Array.from({ length: n }, (_, i) => i);
      return Promise.resolve<[number[], number | undefined]>([rows, n ? total : undefined]);
    },
  };
}

describe('pageAndTotal', () => {
  it('on the embedded database takes the total from a last page without counting', async () => {
    const c = calls(7, 999);
    expect(await pageAndTotal(embedded, c, 40, 20)).toEqual([[0, 1, 2, 3, 4, 5, 6], 47]);
    expect(c.ran).toEqual(['page']);
    const none = calls(0, 999);
    expect((await pageAndTotal(embedded, none, 0, 20))[1]).toBe(0);
    expect(none.ran).toEqual(['page']);
  });

  it('counts when the page is full or a later page is empty (the rows say nothing of the total)', async () => {
    const full = calls(20, 123);
    expect((await pageAndTotal(embedded, full, 0, 20))[1]).toBe(123);
    expect(full.ran).toEqual(['page', 'count']);
    const past = calls(0, 15);
    expect((await pageAndTotal(embedded, past, 100, 20))[1]).toBe(15);
    expect(past.ran).toEqual(['page', 'count']);
  });

  it('on PostgreSQL reads page and total in one statement', async () => {
    const c = calls(3, 3);
    expect(await pageAndTotal(server, c, 0, 20)).toEqual([[0, 1, 2], 3]);
    expect(c.ran).toEqual(['pageWithTotal']);
    const none = calls(0, 999);
    expect(await pageAndTotal(server, none, 0, 20)).toEqual([[], 0]);
    expect(none.ran).toEqual(['pageWithTotal']);
  });

  it('on PostgreSQL counts apart only a page past the end (no row carries the total)', async () => {
    const past = calls(0, 15);
    expect(await pageAndTotal(server, past, 100, 20)).toEqual([[], 15]);
    expect(past.ran).toEqual(['pageWithTotal', 'count']);
  });

  it('on PostgreSQL does not count a list known to be past its cap, unless its page is empty', async () => {
    const known = { ...calls(20, 999), knownTotal: 10_001 };
    expect((await pageAndTotal(server, known, 0, 20))[1]).toBe(10_001);
    expect(known.ran).toEqual(['page']);
    const shrunk = { ...calls(0, 12), knownTotal: 10_001 };
    expect((await pageAndTotal(server, shrunk, 200, 20))[1]).toBe(12);
    expect(shrunk.ran).toEqual(['page', 'count']);
  });
});
