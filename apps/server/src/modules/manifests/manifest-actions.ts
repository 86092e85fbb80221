import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MANIFEST_BILL_CODE, MANIFEST_MESSAGE_CODE } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { manifest_consignments, manifest_items, manifests } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import type { ChannelDelivery } from '../channels/channel-delivery.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor } from '../customs-message/send.service.ts';
import { renderManifest } from '../customs-message/manifest-message.ts';
import { recordAction, sendCount, type DocAction } from '../../crud/document-events.ts';
import { manifestScope, manifestStateName } from './manifests.hooks.ts';

const mf = manifests;
const B = MANIFEST_BILL_CODE;
const M = MANIFEST_MESSAGE_CODE;

/** Manifests number their messages after 70,000,000 (passports from 60,000,000). */
export const MANIFEST_SEQ_OFFSET = 70_000_000;

type Manifest = typeof mf.$inferSelect;
type Action = 'confirm' | 'cancel' | 'submit' | 'delete';

const ACTION_NAMES: Record<Action, string> = {
  confirm: '确认',
  cancel: '取消确认',
  submit: '申报',
  delete: '删除',
};
const failedAtCustoms = (m: Manifest) => m.message_status === M.sendFailed || m.message_status === M.failed;

/** Where each action may start: the manifest's action (bill_status) and its declaration status. */
const ALLOWED: Record<Action, (m: Manifest) => boolean> = {
  confirm: (m) => m.bill_status === B.draft,
  cancel: (m) => m.bill_status === B.confirmed || (m.bill_status === B.submitted && failedAtCustoms(m)),
  submit: (m) => m.bill_status === B.confirmed || (m.bill_status === B.submitted && failedAtCustoms(m)),
  delete: (m) =>
    m.bill_status === B.submitted &&
    [M.sent, M.processing, M.success].includes(m.message_status as '20' | '25' | '30'),
};

async function lockManifest(tx: DbOrTx, actor: Actor, id: number, version: number, action: Action) {
  const [head] = await tx
    .select()
    .from(mf)
    .where(and(eq(mf.id, id), manifestScope(actor)))
    .for('update');
  if (!head) throw notFound();
  if (head.version !== version) throw conflict();
  if (!ALLOWED[action](head))
    throw new AppError(409, 'manifest.action_state', {
      status: manifestStateName(head.bill_status, head.message_status),
      action: ACTION_NAMES[action],
    });
  return head;
}

/** The manifest's consignments, each with its items; a confirmable manifest has both. */
async function contentOf(tx: DbOrTx, id: number, check: boolean) {
  const consignments = await tx
    .select()
    .from(manifest_consignments)
    .where(eq(manifest_consignments.manifest_id, id))
    .orderBy(asc(manifest_consignments.id));
  if (check && !consignments.length) throw new AppError(409, 'manifest.no_consignments');
  const items = consignments.length
    ? await tx
        .select()
        .from(manifest_items)
        .where(
          inArray(
            manifest_items.consignment_id,
            consignments.map((c) => c.id),
          ),
        )
        .orderBy(asc(manifest_items.seq_no))
    : [];
  return consignments.map((c) => {
    const own = items.filter((i) => i.consignment_id === c.id);
    if (check && !own.length) throw new AppError(409, 'manifest.no_items', { bill: c.bill_no });
    return { ...c, items: own };
  });
}

export interface ManifestAnswer {
  id: number;
  version: number;
  bill_status: string;
  message_status: string;
  client_seq_no?: string;
  file?: string;
  topic?: string;
}

async function updateHead(tx: DbOrTx, actor: Actor, id: number, values: Partial<Manifest>) {
  const [after] = await tx
    .update(mf)
    .set({ ...values, version: sql`${mf.version} + 1`, update_id: actor.userId, update_time: new Date() })
    .where(eq(mf.id, id))
    .returning();
  return after!;
}

const answerOf = (m: Manifest): ManifestAnswer => ({
  id: m.id,
  version: m.version,
  bill_status: m.bill_status ?? '',
  message_status: m.message_status ?? '',
});

/** 确认 (暂存 → 确认, content checked) and 取消确认 (back to 暂存, also after a failed send). */
export async function confirmManifest(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number },
  action: 'confirm' | 'cancel',
): Promise<ManifestAnswer> {
  return db.transaction(async (tx) => {
    const head = await lockManifest(tx, actor, id, body.version, action);
    if (action === 'confirm') await contentOf(tx, id, true);
    const after = await updateHead(tx, actor, id, {
      bill_status: action === 'confirm' ? B.confirmed : B.draft,
      op_type: action === 'confirm' ? 'C' : 'A',
      ...(action === 'cancel' && head.bill_status === B.submitted ? { message_status: M.notDeclared } : {}),
    });
    await recordAction(tx, { type: 'manifest', id }, actor, { action, messageType: head.manifest_type });
    await recordOperation(tx, req, { action, target: 'manifests', recordId: id });
    return answerOf(after);
  });
}

/**
 * 申报 (function code 9) of a confirmed manifest, or 删除 at customs (function code 3) of a submitted
 * one: renders MT1401/MT2401 and sends it through the channel. A submit whose delivery fails is kept as
 * 发送失败 with its log entry (then 502); a failed delete request records nothing.
 */
export async function sendManifest(
  db: Db,
  delivery: ChannelDelivery,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: {
    version: number;
    channel_id?: number | undefined;
    reason?: string;
    contact?: string;
    phone?: string;
  },
  action: 'submit' | 'delete',
): Promise<ManifestAnswer> {
  if (id >= 10_000_000) throw new AppError(409, 'send.too_many');
  const outcome = await db.transaction(async (tx) => {
    const head = await lockManifest(tx, actor, id, body.version, action);
    const consignments = await contentOf(tx, id, action === 'submit');
    const channel = await sendingChannel(
      tx,
      delivery.channelsRoot,
      actor,
      body.channel_id ?? head.channel_id,
    );
    const at = new Date();
    const doc = { type: 'manifest' as const, id };
    const clientSeqNo = clientSeqNoFor(id, (await sendCount(tx, doc)) + 1, at, MANIFEST_SEQ_OFFSET);
    const xml = renderManifest({
      manifest: head,
      consignments,
      messageId: clientSeqNo,
      at,
      senderId: channel.sender ?? channel.org_code ?? '',
      functionCode: action === 'submit' ? '9' : '3',
    });
    let delivered: { file?: string; topic?: string } | null = null;
    let failure = '';
    try {
      delivered = await delivery.deliver(channel, clientSeqNo, xml, at, String(head.manifest_type));
    } catch (e) {
      failure = (e as Error).message;
      if (action === 'delete') throw new AppError(502, 'send.delivery_failed', { reason: failure });
    }
    const event: DocAction = action;
    await recordAction(tx, doc, actor, {
      action: 'submit',
      result: delivered ? 'ok' : 'failed',
      messageType: head.manifest_type,
      code: delivered ? 'ss' : 'sf',
      message: `${channel.name} ${clientSeqNo}${failure ? `：${failure}` : ''}`,
      at,
    });
    if (event === 'delete')
      await recordAction(tx, doc, actor, { action: 'delete', message: body.reason ?? '', at });
    const after = await updateHead(tx, actor, id, {
      bill_status: action === 'submit' ? B.submitted : B.deleted,
      message_status: delivered ? M.sent : M.sendFailed,
      op_type: action === 'submit' ? 'S' : 'D',
      send_time: at,
      client_seq_no: clientSeqNo,
      channel_id: channel.id,
      ...(action === 'delete'
        ? {
            del_reason: body.reason ?? null,
            del_contact: body.contact ?? null,
            del_phone: body.phone ?? null,
            del_time: at,
          }
        : {}),
    });
    await recordOperation(tx, req, { action, target: 'manifests', recordId: id });
    return { after, delivered, failure, clientSeqNo };
  });
  if (!outcome.delivered) throw new AppError(502, 'send.delivery_failed', { reason: outcome.failure });
  return {
    ...answerOf(outcome.after),
    client_seq_no: outcome.clientSeqNo,
    ...(outcome.delivered.file ? { file: path.basename(outcome.delivered.file) } : {}),
    ...(outcome.delivered.topic ? { topic: outcome.delivered.topic } : {}),
  };
}
