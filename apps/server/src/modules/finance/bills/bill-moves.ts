import type { MoveHooks } from '../../../crud/hooks.ts';

/** What a charge line's moves do beyond the state: void keeps its reason (confirm needs nothing). */
export const billMoves: Record<string, MoveHooks> = {
  void: {
    async before({ body }) {
      return { values: { void_reason: typeof body.reason === 'string' ? body.reason : null } };
    },
  },
};
