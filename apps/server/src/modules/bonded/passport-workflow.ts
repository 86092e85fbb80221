import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EMPTY_VEHICLE_PASSPORT_TYPE,
  PASSPORT_GATE_CODE,
  PASSPORT_STATUS_CODE,
  TWO_STEP_PASSPORT_TYPE,
} from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passport_lines, passport_lists, passports } from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import type { ChannelDelivery } from '../channels/channel-delivery.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { clientSeqNoFor } from '../customs-message/send.service.ts';
import { recordAction, sendCount } from '../../crud/document-events.ts';
import { checkPassportWeights } from './passport-weights.ts';
import { gateStateName, passportScope, passportStatusName } from './passports.hooks.ts';
import { renderSas121 } from './sas121-message.ts';

const pp = passports;
const S = PASSPORT_STATUS_CODE;

/** Passports number their sends after 60,000,000 (declarations from 0, inventory lists from 50,000,000). */
export const PASSPORT_SEQ_OFFSET = 60_000_000;
const MAX_ID = 10_000_000;

type Passport = typeof pp.$inferSelect;

const ACTION_NAMES = {
  confirm: '确认',
  unconfirm: '取消确认',
  declare: '申报',
} as const;

async function lockPassport(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [head] = await tx
    .select()
    .from(pp)
    .where(and(eq(pp.id, id), passportScope(actor)))
    .for('update');
  if (!head) throw notFound();
  if (head.version !== version) throw conflict();
  return head;
}

function assertState(head: Passport, allowed: string[], action: keyof typeof ACTION_NAMES) {
  if (!allowed.includes(head.status ?? ''))
    throw new AppError(409, 'passport.action_state', {
      status: passportStatusName(head.status),
      action: ACTION_NAMES[action],
    });
}

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

export interface PassportAnswer {
  id: number;
  version: number;
  status: string;
  stucd: string | null;
}

const answer = (row: Passport): PassportAnswer => ({
  id: row.id,
  version: row.version,
  status: row.status ?? '',
  stucd: row.stucd,
});

/** 确认 (unconfirmed → confirmed, its content checked) and 取消确认 (confirmed → unconfirmed). */
export async function confirmPassport(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number },
  confirm: boolean,
): Promise<PassportAnswer> {
  return db.transaction(async (tx) => {
    const head = await lockPassport(tx, actor, id, body.version);
    assertState(head, [confirm ? S.unconfirmed : S.confirmed], confirm ? 'confirm' : 'unconfirm');
    const weights = confirm ? (await checkedContent(tx, head)).weights : null;
    const [after] = await tx
      .update(pp)
      .set({
        status: confirm ? S.confirmed : S.unconfirmed,
        ...(weights ? { total_gross_wt: weights.gross, total_net_wt: weights.net } : {}),
        version: sql`${pp.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(pp.id, id))
      .returning();
    await recordAction(tx, { type: 'passport', id }, actor, { action: confirm ? 'confirm' : 'cancel' });
    await recordOperation(tx, req, {
      action: confirm ? 'confirm' : 'unconfirm',
      target: 'passports',
      recordId: id,
    });
    return answer(after!);
  });
}

export interface SendAnswer extends PassportAnswer {
  client_seq_no: string;
  channel_id: number;
  file?: string;
  topic?: string;
}

/**
 * Renders and sends the SAS121 (ICP101 for a two-step passport) through the channel, in one transaction
 * with the passport locked: 申报 (dclTypecd 1) of an unconfirmed, confirmed or refused passport, or 作废
 * (dclTypecd 3) of one customs approved and that has not passed the gate. A failed delivery records nothing.
 */
export async function sendPassport(
  db: Db,
  delivery: ChannelDelivery,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; channel_id?: number | undefined; reason?: string },
  kind: 'declare' | 'void',
): Promise<SendAnswer> {
  if (id >= MAX_ID) throw new AppError(409, 'send.too_many');
  return db.transaction(async (tx) => {
    const head = await lockPassport(tx, actor, id, body.version);
    if (kind === 'declare') assertState(head, [S.unconfirmed, S.confirmed, S.failed], 'declare');
    else {
      const state = head.stucd;
      const passed: string[] = [
        PASSPORT_GATE_CODE.passed,
        PASSPORT_GATE_CODE.firstGate,
        PASSPORT_GATE_CODE.secondGate,
      ];
      if (passed.includes(state ?? ''))
        throw new AppError(409, 'passport.gate_passed', { state: gateStateName(state) });
      if (state !== PASSPORT_GATE_CODE.approved)
        throw new AppError(409, 'passport.void_needs_approval', { state: gateStateName(state) });
    }
    const { lines, related, weights } = await checkedContent(tx, head, kind === 'declare');
    const channel = await sendingChannel(
      tx,
      delivery.channelsRoot,
      actor,
      body.channel_id ?? head.channel_id,
    );
    const at = new Date();
    const doc = { type: 'passport' as const, id };
    const clientSeqNo = clientSeqNoFor(id, (await sendCount(tx, doc)) + 1, at, PASSPORT_SEQ_OFFSET);
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
    await recordAction(tx, doc, actor, {
      action: 'submit',
      messageType,
      code: kind === 'declare' ? 'ss' : 'void',
      message: `${channel.name} ${clientSeqNo}${kind === 'void' ? ` 作废：${body.reason ?? ''}` : ''}`,
      at,
    });
    if (kind === 'void')
      await recordAction(tx, doc, actor, { action: 'void', message: body.reason ?? '', at });
    const [after] = await tx
      .update(pp)
      .set({
        ...(kind === 'declare'
          ? {
              status: S.submitted,
              total_gross_wt: weights.gross,
              total_net_wt: weights.net,
              return_message: null,
            }
          : { stucd: PASSPORT_GATE_CODE.voided, void_reason: body.reason ?? null }),
        send_time: at,
        client_seq_no: clientSeqNo,
        channel_id: channel.id,
        version: sql`${pp.version} + 1`,
        update_id: actor.userId,
        update_time: at,
      })
      .where(eq(pp.id, id))
      .returning();
    let delivered;
    try {
      delivered = await delivery.deliver(channel, clientSeqNo, xml, at, messageType);
    } catch (e) {
      throw new AppError(502, 'send.delivery_failed', { reason: (e as Error).message });
    }
    const result: SendAnswer = {
      ...answer(after!),
      client_seq_no: clientSeqNo,
      channel_id: channel.id,
      ...(delivered.file ? { file: path.basename(delivered.file) } : {}),
      ...(delivered.topic ? { topic: delivered.topic } : {}),
    };
    await recordOperation(tx, req, { action: kind, target: 'passports', recordId: id, after: result });
    return result;
  });
}
