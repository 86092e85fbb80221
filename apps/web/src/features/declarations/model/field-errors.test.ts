import { describe, expect, it } from 'vitest';
import { errorCount, placeErrors } from './field-errors.ts';

describe('field errors of a declaration', () => {
  it('places head fields, line cells and the rest', () => {
    const placed = placeErrors(
      {
        'head.gross_weight': 'gross < net',
        customs_code: 'required',
        'goods[3].decl_total': 'total ≠ qty × price',
        'goods[3].code_ts': 'unknown HS code',
        'containers[0].container_no': 'bad number',
        goods: 'at least one line',
        'head.unknown_field': 'x',
      },
      new Set(['gross_weight', 'customs_code']),
    );
    expect(placed.head).toEqual({ gross_weight: 'gross < net', customs_code: 'required' });
    expect(placed.lines.goods).toEqual({
      3: { decl_total: 'total ≠ qty × price', code_ts: 'unknown HS code' },
    });
    expect(placed.lines.containers[0]).toEqual({ container_no: 'bad number' });
    expect(placed.other).toEqual(['at least one line', 'head.unknown_field: x']);
    expect(errorCount(placed)).toBe(7);
  });

  it('takes nothing', () => {
    expect(errorCount(placeErrors(undefined))).toBe(0);
  });
});
