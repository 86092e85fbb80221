import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { localize, MANIFEST_BILL_CODE, MANIFEST_MESSAGE_CODE, manifestMoveAllowed } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  documentEvents,
  manifest_consignments,
  manifest_items,
  type manifests,
} from '../../db/schema/index.ts';
import type { MoveContext, MoveHooks, Row } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import { channelsRootOf, deliverStaged, stageSend } from '../channels/move-send.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor } from '../customs-message/send.service.ts';
import { renderManifest } from '../customs-message/manifest-message.ts';
import { manifestStateName } from './manifest-state.ts';

const B = MANIFEST_BILL_CODE;
const M = MANIFEST_MESSAGE_CODE;

/** Manifests number their messages after 70,000,000 (passports from 60,000,000). */
export const MANIFEST_SEQ_OFFSET = 70_000_000;

type Manifest = typeof manifests.$inferSelect;

/** The declaration status a move from 申报 needs (manifestMoveAllowed), refused with both states named. */
function assertDeclarationStatus(ctx: MoveContext) {
  const head = ctx.before as Manifest;
  if (!manifestMoveAllowed(ctx.move.name, head))
    throw new AppError(409, 'manifest.action_state', {
      status: manifestStateName(head.bill_status, head.message_status, ctx.lang),
      action: localize(ctx.move.label, ctx.lang),
    });
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

/** How many messages the manifest sent: its submits and delete requests. */
async function sendsOf(tx: DbOrTx, id: number) {
  const e = documentEvents;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .where(and(eq(e.doc_type, 'manifest'), eq(e.doc_id, id), inArray(e.action, ['submit', 'delete'])));
  return Number(row?.n ?? 0);
}

/**
 * Renders the MT1401 / MT2401: 申报 (function code 9, its content checked) or 删除 at customs (function
 * code 3), with the channel and the message number; the values the move sets and its log line.
 */
async function prepareSend(ctx: MoveContext) {
  const head = ctx.before as Manifest;
  if (head.id >= 10_000_000) throw new AppError(409, 'send.too_many');
  const submit = ctx.move.name === 'submit';
  const consignments = await contentOf(ctx.tx, head.id, submit);
  const channel = await sendingChannel(
    ctx.tx,
    channelsRootOf(ctx),
    ctx.actor!,
    ctx.body.channel_id ?? head.channel_id,
  );
  const at = ctx.now;
  const clientSeqNo = clientSeqNoFor(head.id, (await sendsOf(ctx.tx, head.id)) + 1, at, MANIFEST_SEQ_OFFSET);
  const xml = renderManifest({
    manifest: head,
    consignments,
    messageId: clientSeqNo,
    at,
    senderId: channel.sender ?? channel.org_code ?? '',
    functionCode: submit ? '9' : '3',
  });
  const messageType = String(head.manifest_type);
  stageSend(ctx, { channel, clientSeqNo, xml, at, messageType });
  return {
    values: {
      message_status: M.sent,
      send_time: at,
      client_seq_no: clientSeqNo,
      channel_id: channel.id,
    } as Row,
    message: `${channel.name} ${clientSeqNo}`,
    messageType,
    code: 'ss',
  };
}

/**
 * What the manifest's moves (its definition's workflow) do beyond the state: confirm checks the content;
 * cancel and submit from 申报 need a failed send or declaration; submit sends MT1401/MT2401 (function
 * code 9) and delete asks customs to delete (function code 3) through the channel; each sets the
 * operation type (op_type) the message and the list show.
 */
export const manifestMoves: Record<string, MoveHooks> = {
  confirm: {
    async before({ tx, before }) {
      await contentOf(tx, Number(before.id), true);
      return { values: { op_type: 'C' }, messageType: String(before.manifest_type) };
    },
  },
  cancel: {
    async before(ctx) {
      assertDeclarationStatus(ctx);
      const fromSubmitted = ctx.before.bill_status === B.submitted;
      return {
        values: { op_type: 'A', ...(fromSubmitted ? { message_status: M.notDeclared } : {}) },
        messageType: String(ctx.before.manifest_type),
      };
    },
  },
  submit: {
    async before(ctx) {
      assertDeclarationStatus(ctx);
      const send = await prepareSend(ctx);
      return { ...send, values: { ...send.values, op_type: 'S' } };
    },
    after: deliverStaged,
  },
  delete: {
    async before(ctx) {
      assertDeclarationStatus(ctx);
      const send = await prepareSend(ctx);
      const reason = String(ctx.body.reason ?? '');
      return {
        ...send,
        values: {
          ...send.values,
          op_type: 'D',
          del_reason: reason,
          del_contact: ctx.body.contact ?? null,
          del_phone: ctx.body.phone ?? null,
          del_time: ctx.now,
        },
        message: `${send.message}：${reason}`,
      };
    },
    after: deliverStaged,
  },
};
