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
  };
}

describe('pageAndTotal', () => {
  it('on the embedded database takes the total from a last page without counting', async () => {
    const c = calls(7, 999);
    expect(await pageAndTotal(embedded, c.page, c.count, 40, 20)).toEqual([[0, 1, 2, 3, 4, 5, 6], 47]);
    expect(c.ran).toEqual(['page']);
    const none = calls(0, 999);
    expect((await pageAndTotal(embedded, none.page, none.count, 0, 20))[1]).toBe(0);
    expect(none.ran).toEqual(['page']);
  });

  it('counts when the page is full or a later page is empty (the rows say nothing of the total)', async () => {
    const full = calls(20, 123);
    expect((await pageAndTotal(embedded, full.page, full.count, 0, 20))[1]).toBe(123);
    expect(full.ran).toEqual(['page', 'count']);
    const past = calls(0, 15);
    expect((await pageAndTotal(embedded, past.page, past.count, 100, 20))[1]).toBe(15);
    expect(past.ran).toEqual(['page', 'count']);
  });

  it('on PostgreSQL runs page and count together', async () => {
    const c = calls(3, 3);
    expect(await pageAndTotal(server, c.page, c.count, 0, 20)).toEqual([[0, 1, 2], 3]);
    expect(c.ran.sort()).toEqual(['count', 'page']);
  });
});
