import { inventory_lists } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';

/** The inventory lists the actor may see (its company, or a partner's own customer). */
export const listScope = (actor: Actor) =>
  scopeCondition(actor, { company: inventory_lists.company_id, customer: inventory_lists.customer_code });
