import type { DbOrTx } from '../../db/client.ts';
import type { EntityHooks } from '../../crud/hooks.ts';
import { fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { declarationVisible } from '../declarations/declarations.scope.ts';

/** A bill links only to a declaration its writer may see: another company's is refused on cd_id. */
async function assertLinkVisible(tx: DbOrTx, actor: Actor, cdId: unknown) {
  if (cdId === undefined || cdId === null) return;
  if (!(await declarationVisible(tx, actor, Number(cdId)))) throw fieldError('cd_id', 'error.out_of_scope');
}

export const shippingBillEntityHooks: Record<string, EntityHooks> = {
  'shipping-bills': {
    beforeCreate: async (tx, values, actor) => {
      await assertLinkVisible(tx, actor, values.cd_id);
      return { values };
    },
    beforeUpdate: async (tx, _before, values, actor) => {
      await assertLinkVisible(tx, actor, values.cd_id);
      return values;
    },
  },
};
