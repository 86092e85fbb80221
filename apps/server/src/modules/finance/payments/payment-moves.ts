import type { MoveHooks } from '../../../crud/hooks.ts';
import { allocatePayment, writeOffOf } from './payment-writeoff.ts';

/**
 * What a payment's moves do beyond the state: confirm writes it off against the open lines in the same
 * transaction (what it applied and the credit left are set with the state), reject keeps the reason.
 */
export const paymentMoves: Record<string, MoveHooks> = {
  confirm: {
    async before({ tx, before, actor }) {
      const { applied, unapplied } = await allocatePayment(tx, writeOffOf(before), actor?.userId ?? null);
      return {
        values: { applied_amount: applied, unapplied_amount: unapplied },
        message: `${applied} / ${unapplied}`,
      };
    },
  },
  reject: {
    async before({ body }) {
      return { values: { reject_reason: typeof body.reason === 'string' ? body.reason : null } };
    },
  },
};
