import { boardSchema, type Board } from '@app/shared';
import { ApiError } from '../../api/http.ts';
import { BOARD_URL, summaryAnswer } from '../summary/home-prefetch.ts';

/** The answer that is not a board (a contract mismatch): a refresh that failed, not an empty board. */
export class BoardShapeError extends Error {
  constructor(readonly issues: string) {
    super(`${BOARD_URL}: the answer is not a board (${issues})`);
    this.name = 'BoardShapeError';
  }
}

/**
 * Reads the board's answer with the shared schema: the board itself, or (should the route answer the
 * `{ code, data }` envelope) its `data`.
 */
export function readBoard(body: unknown): Board {
  const direct = boardSchema.safeParse(body);
  if (direct.success) return direct.data;
  if (body && typeof body === 'object' && 'data' in body) {
    const wrapped = boardSchema.safeParse((body as { data: unknown }).data);
    if (wrapped.success) return wrapped.data;
  }
  throw new BoardShapeError(direct.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
}

/** Fetches the board (prefetched while signing in, if it was); a refusal is an ApiError (403 without `summary:board`, 0 when unreachable). */
export async function fetchBoard(): Promise<Board> {
  return readBoard(await summaryAnswer(BOARD_URL));
}

/** Whether a failure means "not allowed" (show the forbidden state) rather than "try again". */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
