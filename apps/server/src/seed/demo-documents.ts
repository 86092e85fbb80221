import { businessDate8, fromUnits, toUnits } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { channels, documentEvents, users } from '../db/schema/index.ts';

/** Helpers the passport and manifest demos share: times, message numbers, the clerk, the channel, the log. */

/** A day of November 2026 at a China time, e.g. demoTime(21, '09:30'). */
export const demoTime = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+08:00`);

/** An exact sum of decimals (weights), as a decimal string. */
export const sumOf = (values: unknown[]) => fromUnits(values.reduce<bigint>((s, v) => s + toUnits(v), 0n));

export interface DemoEvent {
  action: 'add' | 'confirm' | 'cancel' | 'submit' | 'delete' | 'void' | 'receipt' | 'approve' | 'refuse';
  at: Date;
  result?: 'ok' | 'failed';
  messageType?: string;
  code?: string;
  message?: string;
}

/** A receipt customs sent: its message type, code and text, so many minutes after the send. */
export type DemoReceipt = [messageType: string, code: string, message: string, minutesAfterSend: number];

/** Customs' receipts to a send, as log entries. */
export const demoReceipts = (sent: Date, receipts: DemoReceipt[]): DemoEvent[] =>
  receipts.map(([messageType, code, message, minutes]) => ({
    action: 'receipt',
    at: new Date(sent.getTime() + minutes * 60_000),
    messageType,
    code,
    message,
  }));

export interface DemoClerk {
  id: number | null;
  name: string;
}

/** Who keeps the demo documents: the seeded clerk. */
export async function demoClerk(tx: DbOrTx): Promise<DemoClerk> {
  const [u] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.username, 'clerk'));
  return { id: u?.id ?? null, name: u?.name ?? '演示单证员' };
}

/** The company's folder channel (seeded with the declarations), through which the demo documents went. */
export async function demoChannel(tx: DbOrTx, companyId: number) {
  const [c] = await tx
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .where(and(eq(channels.company_id, companyId), eq(channels.transport_type, 'ftp_tool')))
    .limit(1);
  return { id: c?.id ?? null, name: c?.name ?? '单一窗口' };
}

/** A document's log in document_events: the clerk's actions, and customs' receipts (no user, but a file). */
export async function seedDocumentLog(
  tx: DbOrTx,
  doc: { type: 'passport' | 'manifest' | 'account-book'; id: number },
  clerk: DemoClerk,
  events: DemoEvent[],
) {
  if (!events.length) return;
  await tx.insert(documentEvents).values(
    events.map((e, i) => {
      const receipt = e.action === 'receipt';
      return {
        identity: `demo:${doc.type}:${doc.id}:${i + 1}`,
        doc_type: doc.type,
        doc_id: doc.id,
        action: e.action,
        result: e.result ?? 'ok',
        message_type: e.messageType ?? null,
        code: e.code ?? null,
        message: e.message ?? '',
        user_id: receipt ? null : clerk.id,
        user_name: receipt ? null : clerk.name,
        at: e.at,
        file_name: receipt ? `${e.messageType}_${businessDate8(e.at)}_${doc.id}_${i + 1}.xml` : null,
      };
    }),
  );
}

/**
 * The usual start of a log: drafted at 09:10, confirmed at 09:40 (unless still a draft; a manifest's
 * confirmation names its message type), and the send when there was one.
 */
export function demoActions(
  day: number,
  stage: 'draft' | 'confirmed' | 'sent',
  send: Omit<DemoEvent, 'action'>,
  confirmType?: string,
): DemoEvent[] {
  const events: DemoEvent[] = [{ action: 'add', at: demoTime(day, '09:10') }];
  if (stage !== 'draft')
    events.push({
      action: 'confirm',
      at: demoTime(day, '09:40'),
      ...(confirmType ? { messageType: confirmType } : {}),
    });
  if (stage === 'sent') events.push({ action: 'submit', ...send });
  return events;
}
