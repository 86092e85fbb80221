import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { BoardShapeError, isForbidden, readBoard } from './api.ts';
import { sampleBoard } from './databoard-test-kit.ts';

describe('the board’s answer', () => {
  it('is read with the shared schema, bare or in the { code, data } envelope', () => {
    const board = sampleBoard();
    expect(readBoard(JSON.parse(JSON.stringify(board)))).toEqual(board);
    expect(readBoard({ code: 0, data: board })).toEqual(board);
  });

  it('that is no board is an error naming what is wrong, not an empty board', () => {
    const { daily: _daily, ...partial } = sampleBoard();
    expect(() => readBoard(partial)).toThrow(BoardShapeError);
    expect(() => readBoard(partial)).toThrow(/daily/);
    expect(() => readBoard(null)).toThrow(BoardShapeError);
  });

  it('tells a refusal (403) from a failure to reach the server', () => {
    expect(isForbidden(new ApiError('forbidden', 403))).toBe(true);
    expect(isForbidden(new ApiError('network', 0))).toBe(false);
    expect(isForbidden(new Error('x'))).toBe(false);
  });
});
