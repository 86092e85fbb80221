import { describe, expect, it } from 'vitest';
import { ListTotals } from './list-totals.ts';

describe('ListTotals', () => {
  it('remembers what a list was counted as until its time is up', () => {
    const totals = new ListTotals(true, 1000);
    totals.store('a', 'customers', totals.generation, 'wide', 0);
    expect(totals.lookup('a', 999)).toBe('wide');
    expect(totals.lookup('a', 1000)).toBeUndefined();
    expect(totals.lookup('a', 0)).toBeUndefined();
  });

  it('forgets the lists of a changed table, or all of them, and keeps no count made before a clear', () => {
    const totals = new ListTotals(true);
    const before = totals.generation;
    totals.store('a', 'customers', before, 'wide');
    totals.store('b', 'declarations', before, 'narrow');
    totals.clear('customers');
    expect([totals.lookup('a'), totals.lookup('b')]).toEqual([undefined, 'narrow']);
    totals.store('a', 'customers', before, 'wide');
    expect(totals.lookup('a')).toBeUndefined();
    totals.clear();
    expect(totals.lookup('b')).toBeUndefined();
  });

  it('keeps nothing while off (its process cannot hear other processes’ changes)', () => {
    const totals = new ListTotals(true);
    totals.store('a', 'customers', totals.generation, 'wide');
    totals.setEnabled(false);
    // counted up to the cap on every page, as before it knew anything (never further, never skipped)
    expect(totals.lookup('a')).toBe('narrow');
    totals.store('a', 'customers', totals.generation, 'wide');
    expect(totals.lookup('a')).toBe('narrow');
    totals.setEnabled(true);
    expect(totals.lookup('a')).toBeUndefined();
  });
});
