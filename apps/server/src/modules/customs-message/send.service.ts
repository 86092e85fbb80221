import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DeclarationFull, DeclarationHead } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { envelopeOf, type ChannelDelivery } from '../channels/channel-delivery.ts';
import type { ChannelRow } from '../channels/channels.repo.ts';
import { sendingChannel } from '../channels/sending-channel.ts';
import { messageFileName } from '../channels/folder-channel.ts';
import { loadDeclaration, updateDeclarationHead } from '../declarations/declarations.repo.ts';
import { assertNotLocked } from '../declarations/declarations.scope.ts';
import { asEntries, insertByDate, type ReturnEntry } from '../receipts/receipts.service.ts';
import { renderDecMessage, RenderError, type SignInfo } from './dec-message.renderer.ts';
import { chinaDateTimeText, formatDate8 } from './message-format.ts';

/**
 * Inventory lists number their sends from here up in the id digits, so a list never shares a
 * declaration's client sequence number: both go out through the same channels (the same outbox file
 * names) and their receipts through the same inbox.
 */
export const LIST_SEQ_OFFSET = 50_000_000;

/**
 * The client sequence number of a send (18 digits, DecSign.ClientSeqNo): the China date (yyyyMMdd), the
 * record id (8 digits; an inventory list's after LIST_SEQ_OFFSET) and the number of this send (2
 * digits). A record sends at most once per number, under its row lock, so the number is unique without
 * any shared counter.
 */
export function clientSeqNoFor(id: number, sendNumber: number, at: Date, offset = 0): string {
  if (id >= LIST_SEQ_OFFSET || sendNumber >= 100) throw new AppError(409, 'send.too_many');
  return `${formatDate8(at)}${String(offset + id).padStart(8, '0')}${String(sendNumber).padStart(2, '0')}`;
}

/** What the channel and the head say about who enters and signs the declaration. */
export function signInfoFor(
  head: DeclarationHead,
  channel: ChannelRow,
  clientSeqNo: string,
  at: Date,
): SignInfo {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v as string).trim());
  return {
    clientSeqNo,
    operType: 'C',
    icCode: text(head.typist_no) || text(channel.input_code),
    operName: text(head.inputer_name) || text(channel.input_name),
    copCode: text(head.cop_code) || text(channel.org_code),
    copName: text(head.cop_name) || text(head.declare_name),
    certificate: text(channel.input_cert),
    signDate: at,
  };
}

export interface SendResult {
  client_seq_no: string;
  /** The outbox file's name (folder channels). */
  file?: string;
  /** The topic (kafka channels). */
  topic?: string;
  channel_id: number;
  send_time: string;
}

export interface SendDeps {
  db: Db;
  delivery: ChannelDelivery;
  /** The declare-level checks: throws (400 with the fields named, 409 for unconfirmed reminders). */
  check: (tx: DbOrTx, full: DeclarationFull) => Promise<void>;
  /** Records the send in the operation log, in the same transaction. */
  audit?: (tx: DbOrTx, result: SendResult) => Promise<void>;
}

/**
 * Sends one declaration (already checked by the caller): locks the head, refuses one that is with
 * customs (cd_status 20–50; a bounced or held one may be resent), renders the message, delivers it
 * through the channel and records send_time, send_content, client_seq_no, channel_id and an 'ss'
 * entry (cd_status 20) — all in one transaction, so a failed delivery records nothing.
 */
export async function sendDeclaration(
  deps: SendDeps,
  id: number,
  actor: Actor,
  channelId: number | undefined,
): Promise<SendResult> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from declarations where id = ${id} for update`);
    const full = await loadDeclaration(tx, id);
    if (!full) throw notFound();
    assertNotLocked(full.head.cd_status, 'send.already_sent');
    await deps.check(tx, full);

    const channel = await sendingChannel(
      tx,
      deps.delivery.channelsRoot,
      actor,
      channelId ?? (full.head.channel_id as number | null | undefined),
    );

    const at = new Date();
    const entries = asEntries(full.head.return_content);
    const sendNumber = entries.filter((e) => e.code === 'ss').length + 1;
    const clientSeqNo = clientSeqNoFor(id, sendNumber, at);
    let xml: string;
    try {
      xml = renderDecMessage(full, signInfoFor(full.head, channel, clientSeqNo, at), {
        envelope: envelopeOf(channel),
      });
    } catch (e) {
      if (e instanceof RenderError) throw fieldError(e.field, 'decl.invalid_value');
      throw e;
    }

    const entry: ReturnEntry = {
      code: 'ss',
      message:
        channel.transport_type === 'ftp_tool'
          ? `${channel.name} ${messageFileName(clientSeqNo)}`
          : `${channel.name} ${channel.kafka_topic?.trim() ?? ''}`.trim(),
      date: chinaDateTimeText(at),
      ret_seq_no: clientSeqNo,
    };
    await updateDeclarationHead(tx, id, {
      send_time: at,
      send_content: xml,
      client_seq_no: clientSeqNo,
      channel_id: channel.id,
      return_content: insertByDate(entries, entry),
      return_code: 'ss',
      return_time: at,
      cd_status: '20',
    });
    let delivered;
    try {
      delivered = await deps.delivery.deliver(channel, clientSeqNo, xml, at);
    } catch (e) {
      throw new AppError(502, 'send.delivery_failed', { reason: (e as Error).message });
    }
    const result: SendResult = {
      client_seq_no: clientSeqNo,
      ...(delivered.file ? { file: path.basename(delivered.file) } : {}),
      ...(delivered.topic ? { topic: delivered.topic } : {}),
      channel_id: channel.id,
      send_time: at.toISOString(),
    };
    await deps.audit?.(tx, result);
    return result;
  });
}
