import { describe, expect, it } from 'vitest';
import { searchGrid } from './SearchForm.tsx';
import { arranged } from './TableToolbar.tsx';

describe('the list layout', () => {
  it('lays the search fields out 1 to 4 a row by the form width, labels above when narrow (as QueryFilter)', () => {
    expect(searchGrid(400)).toEqual({ span: 24, layout: 'vertical' });
    expect(searchGrid(600)).toEqual({ span: 12, layout: 'vertical' });
    expect(searchGrid(701)).toEqual({ span: 8, layout: 'horizontal' });
    expect(searchGrid(1300)).toEqual({ span: 8, layout: 'horizontal' });
    expect(searchGrid(1352)).toEqual({ span: 6, layout: 'horizontal' });
  });

  it('orders columns as the user arranged them, columns the order does not know last in their own order', () => {
    const columns = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
    expect(arranged(columns, ['c', 'a']).map((c) => c.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(arranged(columns, []).map((c) => c.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});
