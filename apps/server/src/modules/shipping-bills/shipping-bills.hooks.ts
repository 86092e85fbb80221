import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { DECLARATION_BILL_CODE } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { declarations, shipping_bills } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { declarationScope } from '../declarations/declarations.scope.ts';

/**
 * A bill links only to a declaration its writer may see (another company's is refused on cd_id); a
 * link copies the declaration's numbers onto the bill (cd_sn, entry_sn: what the list shows).
 */
async function linkValues(tx: DbOrTx, actor: Actor, values: Row): Promise<Row> {
  const cdId = values.cd_id;
  if (cdId === undefined || cdId === null) return values;
  const [cd] = await tx
    .select({ cd_sn: declarations.cd_sn, entry_sn: declarations.entry_sn })
    .from(declarations)
    .where(and(eq(declarations.id, Number(cdId)), declarationScope(actor)));
  if (!cd) throw fieldError('cd_id', 'error.out_of_scope');
  return { ...values, cd_sn: cd.cd_sn, entry_sn: cd.entry_sn ?? values.entry_sn ?? null };
}

const idsOf = (values: unknown[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0)),
];

/**
 * Sets the declarations' bill_status from their links (DECLARATION_BILL_CODE): linked while a bill
 * refers to one, unlinked once none does. `leaving` are bills about to be deleted (not counted). The
 * declaration's version stays: a link does not edit the declaration (an open editor saves over it).
 */
async function syncBillStatus(tx: DbOrTx, cdIds: unknown[], leaving: number[] = []) {
  const ids = idsOf(cdIds);
  if (!ids.length) return;
  const b = shipping_bills;
  const linked = sql`exists (select 1 from ${b} where ${b.cd_id} = ${declarations.id}${
    leaving.length ? sql` and ${notInArray(b.id, leaving)}` : sql``
  })`;
  await tx
    .update(declarations)
    .set({
      bill_status: sql`case when ${linked} then ${DECLARATION_BILL_CODE.linked} else ${DECLARATION_BILL_CODE.unlinked} end`,
    })
    .where(inArray(declarations.id, ids));
}

export const shippingBillEntityHooks: Record<string, EntityHooks> = {
  'shipping-bills': {
    beforeCreate: async (tx, values, actor) => ({ values: await linkValues(tx, actor, values) }),
    afterCreate: async (tx, after) => syncBillStatus(tx, [after.cd_id]),
    beforeUpdate: async (tx, _before, values, actor) => linkValues(tx, actor, values),
    afterUpdate: async (tx, before, after) => {
      if (before.cd_id !== after.cd_id) await syncBillStatus(tx, [before.cd_id, after.cd_id]);
    },
    beforeDelete: async (tx, rows) =>
      syncBillStatus(
        tx,
        rows.map((r) => r.cd_id),
        idsOf(rows.map((r) => r.id)),
      ),
  },
};
