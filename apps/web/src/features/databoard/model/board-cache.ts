import { boardSchema, type Board } from '@app/shared';

/**
 * The last good board, in memory and in this tab's sessionStorage: a re-render, a remount or a reload
 * while the server is unreachable shows it (with the time it was taken) instead of a blank screen. It
 * belongs to the user who fetched it; another user of the tab never sees it.
 */
export const BOARD_CACHE_KEY = 'bo.data-board';

interface Cached {
  user: string;
  board: Board;
}

const userKey = (user: number | string | undefined) => String(user ?? '');

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A cache with its own memory: the tab's is made at load (a reload starts with an empty one). */
export function boardCache() {
  let memory: Cached | undefined;
  return {
    /** The last good board of this user, if any (a stored one that no longer reads as a board is dropped). */
    lastBoard(user: number | string | undefined): Board | undefined {
      const key = userKey(user);
      if (memory?.user === key) return memory.board;
      const text = storage()?.getItem(BOARD_CACHE_KEY);
      if (!text) return undefined;
      try {
        const stored = JSON.parse(text) as Partial<Cached>;
        const board = boardSchema.safeParse(stored.board);
        if (stored.user === key && board.success) {
          memory = { user: key, board: board.data };
          return board.data;
        }
      } catch {
        // not JSON: dropped below
      }
      return undefined;
    },

    keepBoard(user: number | string | undefined, board: Board): void {
      memory = { user: userKey(user), board };
      try {
        storage()?.setItem(BOARD_CACHE_KEY, JSON.stringify(memory));
      } catch {
        // storage full or denied: the memory copy still serves re-renders
      }
    },

    /** Forgets the board (the user may not see it any more). */
    forgetBoard(): void {
      memory = undefined;
      try {
        storage()?.removeItem(BOARD_CACHE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

export const { lastBoard, keepBoard, forgetBoard } = boardCache();
