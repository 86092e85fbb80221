import { describe, expect, it } from 'vitest';
import {
  correctPage,
  hasRefresh,
  isEmptySearch,
  lastPage,
  pageAfterDelete,
  readPage,
  trimValues,
  withoutRefresh,
  writePage,
} from './list-query.ts';
import { tableHeight } from './table-height.ts';

const q = (text: string) => new URLSearchParams(text);

describe('page and size in the address bar', () => {
  it('reads them, falling back to page 1 and the default size 20', () => {
    expect(readPage(q('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(readPage(q(''))).toEqual({ page: 1, size: 20 });
    expect(readPage(q('page=0&size=7'))).toEqual({ page: 1, size: 20 });
    expect(readPage(q('page=-2&size=abc'))).toEqual({ page: 1, size: 20 });
    expect(readPage(q('page=2.5&size=100'))).toEqual({ page: 1, size: 100 });
    expect(readPage(q('size=999'))).toEqual({ page: 1, size: 20 });
  });

  it('writes them back, keeping the other parameters', () => {
    expect(writePage(q('group_code=x&page=1'), { page: 4, size: 30 }).toString()).toBe(
      'group_code=x&page=4&size=30',
    );
  });

  it('round-trips every page size the spec allows', () => {
    for (const size of [10, 20, 30, 40, 50, 100]) {
      expect(readPage(writePage(q(''), { page: 7, size }))).toEqual({ page: 7, size });
    }
  });

  it('treats `refresh` as a reload flag and removes it', () => {
    expect(hasRefresh(q('refresh=1'))).toBe(true);
    expect(hasRefresh(q('refresh='))).toBe(true);
    expect(hasRefresh(q('refresh=false'))).toBe(false);
    expect(hasRefresh(q('page=2'))).toBe(false);
    expect(withoutRefresh(q('page=2&refresh=1')).toString()).toBe('page=2');
  });
});

describe('page correction', () => {
  it('a page past the end becomes the last page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
    expect(correctPage(9, 20, 41)).toBe(3);
    expect(correctPage(2, 20, 41)).toBe(2);
    expect(correctPage(5, 20, 0)).toBe(1);
  });

  it('deleting the last row of the last page moves back one page', () => {
    expect(pageAfterDelete(3, 20, 41, 1)).toBe(2);
    expect(pageAfterDelete(3, 20, 42, 1)).toBe(3);
    expect(pageAfterDelete(3, 10, 30, 10)).toBe(2);
    expect(pageAfterDelete(1, 20, 1, 1)).toBe(1);
  });
});

describe('search values', () => {
  it('are trimmed, also inside lists', () => {
    expect(trimValues({ a: ' x ', b: [' y', 'z '], c: 3, d: null })).toEqual({
      a: 'x',
      b: ['y', 'z'],
      c: 3,
      d: null,
    });
  });

  it('an empty search holds nothing but blanks', () => {
    expect(isEmptySearch({ a: '', b: undefined, c: [], d: null })).toBe(true);
    expect(isEmptySearch({ a: 0 })).toBe(false);
  });
});

describe('table height', () => {
  it('is the window height less the table top less 60, at least 400', () => {
    expect(tableHeight(1000, 200)).toBe(740);
    expect(tableHeight(600, 200)).toBe(400);
  });
});
