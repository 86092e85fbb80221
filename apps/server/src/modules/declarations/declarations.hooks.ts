import { inArray, sql } from 'drizzle-orm';
import { agentRelationEndDate, agentRelationStatus } from '@app/shared';
import { businessDay } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { agent_relations, inventory_lists } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';

const ar = agent_relations;

/** Today in the business calendar, YYYY-MM-DD. */
export function today(at: Date = new Date()): string {
  return businessDay(at);
}

/** end_date = begin_date + expire_months; status valid/expired as of today. */
function computed(values: Row): Row {
  const begin = values.begin_date;
  const months = values.expire_months;
  if (typeof begin !== 'string' || typeof months !== 'number') return values;
  const end_date = agentRelationEndDate(begin, months);
  return { ...values, end_date, status: agentRelationStatus({ begin_date: begin, end_date }, today()) };
}

/** The stored status follows the calendar: refreshed at start-up and daily (see declarations.routes.ts). */
export async function refreshAgentRelationStatus(db: DbOrTx, day = today()): Promise<void> {
  const status = sql`case when ${ar.begin_date} <= ${day}::date and ${day}::date <= ${ar.end_date} then 'valid' else 'expired' end`;
  // only the rows whose status the calendar changed
  await db
    .update(agent_relations)
    .set({ status })
    .where(sql`${ar.status} is distinct from ${status}`);
}

export const declarationEntityHooks: Record<string, EntityHooks> = {
  // declarations are created and updated by this module's POST and PUT (workflowWrites); the generic
  // delete takes only drafts, by the definition's `deletable`
  declarations: {
    // a deleted draft made from an inventory list (INV202) frees the list, which no longer shows a
    // declaration that is gone
    beforeDelete: async (tx, rows) => {
      const ids = rows.map((r) => Number(r.id));
      await tx
        .update(inventory_lists)
        .set({ declaration_id: null })
        .where(inArray(inventory_lists.declaration_id, ids));
    },
  },
  'agent-relations': {
    beforeCreate: async (_tx, values) => ({ values: computed(values) }),
    beforeUpdate: async (_tx, before, values) => {
      const merged = computed({ ...before, ...values });
      return { ...values, end_date: merged.end_date, status: merged.status };
    },
  },
};
