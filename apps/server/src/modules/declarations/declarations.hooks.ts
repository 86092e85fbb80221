import { sql } from 'drizzle-orm';
import { agentRelationEndDate, agentRelationStatus } from '@app/shared';
import { businessDay } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { agent_relations } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { assertNotLocked } from './declarations.scope.ts';

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
  // created and updated by this module's POST and PUT (workflowWrites); the generic delete keeps this guard
  declarations: {
    beforeDelete: async (_tx, rows) => rows.forEach((row) => assertNotLocked(row.cd_status)),
  },
  'agent-relations': {
    beforeCreate: async (_tx, values) => ({ values: computed(values) }),
    beforeUpdate: async (_tx, before, values) => {
      const merged = computed({ ...before, ...values });
      return { ...values, end_date: merged.end_date, status: merged.status };
    },
  },
};
