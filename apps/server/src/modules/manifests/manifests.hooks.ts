import { and, eq } from 'drizzle-orm';
import { manifest, MANIFEST_BILL_CODE, MANIFEST_MESSAGE_CODE } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { manifest_consignments, manifest_items, manifests } from '../../db/schema/index.ts';
import type { EntityHooks } from '../../crud/hooks.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAction } from '../../crud/document-events.ts';
import { manifestMoves } from './manifest-actions.ts';
import { manifestStateName } from './manifest-state.ts';

const mf = manifests;
const cs = manifest_consignments;
const B = MANIFEST_BILL_CODE;
const M = MANIFEST_MESSAGE_CODE;

/** Never at customs: a draft whose message was not sent, failed to go, or was refused. */
const NOT_AT_CUSTOMS = new Set<string>([M.notDeclared, M.sendFailed, M.failed]);

/** Content changes only in a draft (暂存); a confirmed manifest is cancelled first. */
export function assertManifestEditable(head: { bill_status: string | null; message_status: string | null }) {
  if (head.bill_status !== B.draft || !NOT_AT_CUSTOMS.has(head.message_status ?? M.notDeclared))
    throw new AppError(409, 'manifest.not_editable', {
      status: manifestStateName(head.bill_status, head.message_status),
    });
}

/** The manifest a consignment or item belongs to, in the caller's scope and still a draft. */
async function editableManifest(tx: DbOrTx, actor: Actor, manifestId: unknown, field = 'manifest_id') {
  const [head] = await tx
    .select({
      id: mf.id,
      bill_status: mf.bill_status,
      message_status: mf.message_status,
      cd_company_id: mf.cd_company_id,
      customer_code: mf.customer_code,
    })
    .from(mf)
    .where(and(eq(mf.id, Number(manifestId)), scopeOf(manifest, tableOf(manifest), actor)));
  if (!head) throw fieldError(field, 'error.out_of_scope');
  assertManifestEditable(head);
  return head;
}

async function consignmentManifest(tx: DbOrTx, actor: Actor, consignmentId: unknown) {
  const [row] = await tx
    .select({ manifest_id: cs.manifest_id })
    .from(cs)
    .where(eq(cs.id, Number(consignmentId)));
  if (!row) throw fieldError('consignment_id', 'error.out_of_scope');
  return editableManifest(tx, actor, row.manifest_id, 'consignment_id');
}

/** The manifests' hooks on the engine, with the moves' side effects (the sends need the server's settings). */
export const manifestEntityHooks: Record<string, EntityHooks> = {
  manifests: {
    moves: manifestMoves,
    deletesWith: ['manifest-consignments', 'manifest-items'],
    async beforeCreate(_tx, values) {
      return { values: { ...values, bill_status: B.draft, message_status: M.notDeclared, op_type: 'A' } };
    },
    async afterCreate(tx, after, actor) {
      await recordAction(tx, { type: 'manifest', id: after.id }, actor, {
        action: 'add',
        messageType: String(after.manifest_type),
      });
    },
    async beforeUpdate(_tx, before, values) {
      assertManifestEditable({
        bill_status: before.bill_status as string | null,
        message_status: before.message_status as string | null,
      });
      return values;
    },
    async beforeDelete(tx, rows) {
      for (const row of rows)
        assertManifestEditable({
          bill_status: row.bill_status as string | null,
          message_status: row.message_status as string | null,
        });
      for (const row of rows) {
        await tx.delete(manifest_items).where(eq(manifest_items.manifest_id, Number(row.id)));
        await tx.delete(cs).where(eq(cs.manifest_id, Number(row.id)));
      }
    },
  },
  'manifest-consignments': {
    deletesWith: ['manifest-items'],
    async beforeCreate(tx, values, actor) {
      const head = await editableManifest(tx, actor, values.manifest_id);
      return { values: { ...values, cd_company_id: head.cd_company_id, customer_code: head.customer_code } };
    },
    async beforeUpdate(tx, before, values, actor) {
      if (values.manifest_id !== undefined && Number(values.manifest_id) !== Number(before.manifest_id))
        throw fieldError('manifest_id', 'manifest.item_other_manifest');
      await editableManifest(tx, actor, before.manifest_id);
      return values;
    },
    async beforeDelete(tx, rows, _lang, actor) {
      for (const row of rows) await editableManifest(tx, actor, row.manifest_id);
      for (const row of rows)
        await tx.delete(manifest_items).where(eq(manifest_items.consignment_id, Number(row.id)));
    },
  },
  'manifest-items': {
    async beforeCreate(tx, values, actor) {
      const head = await consignmentManifest(tx, actor, values.consignment_id);
      return {
        values: {
          ...values,
          manifest_id: head.id,
          cd_company_id: head.cd_company_id,
          customer_code: head.customer_code,
        },
      };
    },
    async beforeUpdate(tx, before, values, actor) {
      if (
        values.consignment_id !== undefined &&
        Number(values.consignment_id) !== Number(before.consignment_id)
      )
        throw fieldError('consignment_id', 'manifest.item_other_manifest');
      await consignmentManifest(tx, actor, before.consignment_id);
      return values;
    },
    async beforeDelete(tx, rows, _lang, actor) {
      for (const row of rows) await consignmentManifest(tx, actor, row.consignment_id);
    },
  },
};
