import { useEffect, useState } from 'react';
import type { Board } from '@app/shared';
import { startLive, subscribeLive } from '../../../live/live-channel.ts';
import { useSession } from '../../../session/session-store.ts';
import { BoardShapeError, fetchBoard, isForbidden } from '../api.ts';
import { forgetBoard, keepBoard, lastBoard } from '../model/board-cache.ts';
import { sameFigures } from '../model/board-model.ts';
import { RefreshScheduler, type LoadOutcome, type RefreshTiming } from '../model/refresh-scheduler.ts';

/** `loading`: no answer yet; `ok`: the last fetch succeeded; `offline`: it failed (retrying); `forbidden`: 403. */
export type BoardStatus = 'loading' | 'ok' | 'offline' | 'forbidden';

export interface BoardState {
  status: BoardStatus;
  /** The last good board (kept while offline); its object stays the same while its figures do. */
  board?: Board;
  /** When the shown figures were taken (the last good answer's `taken_at`). */
  takenAt?: string;
}

function initial(user: number | undefined): BoardState {
  const board = lastBoard(user);
  return { status: 'loading', board, takenAt: board?.taken_at };
}

/**
 * The board, live: fetched at once, again on `summary_changed` pushes (at most once every 3 s), every
 * 60 s without pushes, and with back-off after a failure, keeping the last good board meanwhile. Starts
 * the live channel, which this page (outside the layout) needs as much as the layout does.
 */
export function useBoard(timing?: Partial<RefreshTiming>): BoardState {
  const user = useSession((s) => s.userId);
  const [state, setState] = useState<BoardState>(() => initial(user));
  // the timing is fixed for the life of the page (tests shorten it)
  const [fixedTiming] = useState(timing);

  useEffect(() => {
    let alive = true;
    const load = async (): Promise<LoadOutcome> => {
      try {
        const board = await fetchBoard();
        if (!alive) return 'ok';
        keepBoard(user, board);
        setState((prev) => ({
          status: 'ok',
          board: prev.board && sameFigures(prev.board, board) ? prev.board : board,
          takenAt: board.taken_at,
        }));
        // the channel gives up after a few failed reconnects while the server is away: start it again
        startLive();
        return 'ok';
      } catch (error) {
        if (!alive) return 'failed';
        if (isForbidden(error)) {
          forgetBoard();
          setState({ status: 'forbidden' });
          return 'forbidden';
        }
        if (error instanceof BoardShapeError) console.error(error);
        setState((prev) => {
          const board = prev.board ?? lastBoard(user);
          return { status: 'offline', board, takenAt: prev.takenAt ?? board?.taken_at };
        });
        return 'failed';
      }
    };
    const scheduler = new RefreshScheduler(load, fixedTiming);
    startLive();
    const unsubscribe = subscribeLive('summary_changed', () => scheduler.push());
    const online = () => scheduler.push();
    window.addEventListener('online', online);
    scheduler.start();
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', online);
      scheduler.stop();
    };
  }, [user, fixedTiming]);

  return state;
}
