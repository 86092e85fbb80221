import { afterEach, describe, expect, it } from 'vitest';
import { sampleBoard } from '../databoard-test-kit.ts';
import { BOARD_CACHE_KEY, boardCache, forgetBoard, keepBoard, lastBoard } from './board-cache.ts';

afterEach(() => {
  forgetBoard();
  sessionStorage.clear();
});

describe('the last good board', () => {
  it('is kept for its user, in memory and in the tab’s sessionStorage', () => {
    const board = sampleBoard();
    keepBoard(7, board);
    expect(lastBoard(7)).toBe(board);
    expect(lastBoard(8)).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(BOARD_CACHE_KEY)!)).toEqual({ user: '7', board });
  });

  it('comes back from sessionStorage after a reload (the memory is empty then)', () => {
    const board = sampleBoard({ today: 99 });
    sessionStorage.setItem(BOARD_CACHE_KEY, JSON.stringify({ user: '7', board }));
    const fresh = boardCache();
    expect(fresh.lastBoard(7)).toEqual(board);
    expect(fresh.lastBoard(3)).toBeUndefined();
  });

  it('drops what no longer reads as a board, and is forgotten on request', () => {
    let fresh = boardCache();
    sessionStorage.setItem(BOARD_CACHE_KEY, JSON.stringify({ user: '7', board: { taken_at: 'x' } }));
    expect(fresh.lastBoard(7)).toBeUndefined();
    sessionStorage.setItem(BOARD_CACHE_KEY, '{not json');
    expect(fresh.lastBoard(7)).toBeUndefined();
    fresh = boardCache();
    fresh.keepBoard(7, sampleBoard());
    fresh.forgetBoard();
    expect(fresh.lastBoard(7)).toBeUndefined();
    expect(sessionStorage.getItem(BOARD_CACHE_KEY)).toBeNull();
  });
});
