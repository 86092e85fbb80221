import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EMPTY_VEHICLE_PASSPORT_TYPE,
  PASSPORT_GATE_CODE,
  passport,
  passportVoidable,
  stateName,
  TWO_STEP_PASSPORT_TYPE,
  type Lang,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { documentEvents, passport_lines, passport_lists, type passports } from '../../db/schema/index.ts';
import type { MoveContext, MoveHooks } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { channelsRootOf, deliverStaged, stageSend } from '../channels/move-send.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor } from '../customs-message/send.service.ts';
import { checkPassportWeights } from './passport-weights.ts';
import { renderSas121 } from './sas121-message.ts';

/** Passports number their sends after 60,000,000 (declarations from 0, inventory lists from 50,000,000). */
export const PASSPORT_SEQ_OFFSET = 60_000_000;
const MAX_ID = 10_000_000;

type Passport = typeof passports.$inferSelect;

/** Customs' state at the gate in words (— when customs has not answered). */
const gateStateName = (state: unknown, lang: Lang) =>
  state ? stateName({ fields: { status: passport.fields.stucd! } }, state, lang) : '—';

/** What a passport carries, checked: lists for a loaded vehicle, entries for a two-step one, the weights. */
async function checkedContent(tx: DbOrTx, head: Passport, check = true) {
  const lines = await tx
    .select()
    .from(passport_lines)
    .where(eq(passport_lines.passport_id, head.id))
    .orderBy(asc(passport_lines.passport_seqno));
  const related = await tx
    .select({ rlt_tb_typecd: passport_lists.rlt_tb_typecd, rlt_no: passport_lists.rlt_no })
    .from(passport_lists)
    .where(eq(passport_lists.passport_id, head.id))
    .orderBy(asc(passport_lists.id));
  if (!check) return { lines, related, weights: { gross: head.total_gross_wt, net: head.total_net_wt } };
  if (head.passport_typecd === TWO_STEP_PASSPORT_TYPE) {
    if (!head.rlt_entry_nos?.trim()) throw fieldError('rlt_entry_nos', 'passport.needs_entries');
  } else if (head.passport_typecd !== EMPTY_VEHICLE_PASSPORT_TYPE && !related.length)
    throw new AppError(409, 'passport.needs_lists');
  const weights = await checkPassportWeights(tx, head, lines);
  return { lines, related, weights };
}

/** How many messages the passport sent: its declarations and voids (and the sends logged before moves). */
async function sendsOf(tx: DbOrTx, id: number) {
  const e = documentEvents;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .where(
      and(eq(e.doc_type, 'passport'), eq(e.doc_id, id), inArray(e.action, ['submit', 'declare', 'void'])),
    );
  return Number(row?.n ?? 0);
}

/**
 * Renders the SAS121 (ICP101 for a two-step passport): 申报 (dclTypecd 1) or 作废 (dclTypecd 3), with the
 * channel and the message number; the values the move sets with the state and its log line.
 */
async function prepareSend(ctx: MoveContext, kind: 'declare' | 'void') {
  const head = ctx.before as Passport;
  if (head.id >= MAX_ID) throw new AppError(409, 'send.too_many');
  const { lines, related, weights } = await checkedContent(ctx.tx, head, kind === 'declare');
  const channel = await sendingChannel(
    ctx.tx,
    channelsRootOf(ctx),
    ctx.actor!,
    ctx.body.channel_id ?? head.channel_id,
  );
  const at = ctx.now;
  const clientSeqNo = clientSeqNoFor(head.id, (await sendsOf(ctx.tx, head.id)) + 1, at, PASSPORT_SEQ_OFFSET);
  const messageType = head.passport_typecd === TWO_STEP_PASSPORT_TYPE ? 'ICP101' : 'SAS121';
  const xml = renderSas121({
    passport: { ...head, total_gross_wt: weights.gross, total_net_wt: weights.net },
    lines,
    related,
    channel,
    clientSeqNo,
    at,
    dclTypecd: kind === 'declare' ? '1' : '3',
    messageType,
  });
  stageSend(ctx, { channel, clientSeqNo, xml, at, messageType });
  return { channel, clientSeqNo, messageType, weights, at };
}

/**
 * What the passport's moves (its definition's workflow) do beyond the state: confirm checks the content
 * and the weights; declare checks them too and sends the SAS121 (ICP101) through the channel; void sends
 * the SAS121 作废 of a passport customs approved that has not passed the gate. Customs' moves (approve,
 * refuse) need nothing more: the receipt's data are written by passport-receipts.ts.
 */
export const passportMoves: Record<string, MoveHooks> = {
  confirm: {
    async before({ tx, before }) {
      const { weights } = await checkedContent(tx, before as Passport);
      return { values: { total_gross_wt: weights.gross, total_net_wt: weights.net } };
    },
  },
  declare: {
    async before(ctx) {
      const { channel, clientSeqNo, messageType, weights, at } = await prepareSend(ctx, 'declare');
      return {
        values: {
          total_gross_wt: weights.gross,
          total_net_wt: weights.net,
          return_message: null,
          send_time: at,
          client_seq_no: clientSeqNo,
          channel_id: channel.id,
        },
        message: `${channel.name} ${clientSeqNo}`,
        messageType,
        code: 'ss',
      };
    },
    after: deliverStaged,
  },
  void: {
    async before(ctx) {
      const state = String(ctx.before.stucd ?? '');
      const passed: string[] = [
        PASSPORT_GATE_CODE.passed,
        PASSPORT_GATE_CODE.firstGate,
        PASSPORT_GATE_CODE.secondGate,
      ];
      if (passed.includes(state))
        throw new AppError(409, 'passport.gate_passed', { state: gateStateName(state, ctx.lang) });
      if (!passportVoidable(ctx.before))
        throw new AppError(409, 'passport.void_needs_approval', { state: gateStateName(state, ctx.lang) });
      const reason = String(ctx.body.reason ?? '');
      const { channel, clientSeqNo, messageType, at } = await prepareSend(ctx, 'void');
      return {
        values: {
          stucd: PASSPORT_GATE_CODE.voided,
          void_reason: reason,
          send_time: at,
          client_seq_no: clientSeqNo,
          channel_id: channel.id,
        },
        message: `${channel.name} ${clientSeqNo} 作废：${reason}`,
        messageType,
        code: 'void',
      };
    },
    after: deliverStaged,
  },
};
