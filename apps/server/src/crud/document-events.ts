import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { documentEvents } from '../db/schema/index.ts';
import type { Actor } from '../plugins/actor.ts';

/**
 * The documents whose history lives in document_events: a definition's `workflow.docType`, or one of
 * the documents whose workflow is still written by its module.
 */
export type DocType =
  | (string & {})
  | 'passport'
  | 'manifest'
  | 'task-order'
  | 'transport-order'
  | 'appointment'
  // finance
  | 'statement'
  | 'payment';

/** What a person did to a document (a definition's move by its name), or 'receipt' for what customs answered. */
export type DocAction =
  | (string & {})
  | 'add'
  | 'confirm'
  | 'cancel'
  | 'submit'
  | 'delete'
  | 'void'
  | 'receipt'
  // task and transport orders
  | 'start'
  | 'finish'
  | 'dispatch'
  | 'deliver'
  // appointments
  | 'update'
  | 'approve'
  | 'reject'
  | 'arrive'
  | 'complete'
  // statements and payments
  | 'send'
  | 'dispute'
  | 'reopen'
  | 'invoice'
  | 'remove_line';

export interface DocEvent {
  action: DocAction;
  result?: 'ok' | 'failed';
  messageType?: string | null;
  code?: string | null;
  message?: string;
  at?: Date;
}

/** Records a person's action on a document (who, when, what, with which result). */
export async function recordAction(
  db: DbOrTx,
  doc: { type: DocType; id: number },
  actor: Pick<Actor, 'userId' | 'name' | 'username'> | null,
  event: DocEvent,
) {
  await db.insert(documentEvents).values({
    identity: randomUUID().replace(/-/g, ''),
    doc_type: doc.type,
    doc_id: doc.id,
    action: event.action,
    result: event.result ?? 'ok',
    message_type: event.messageType ?? null,
    code: event.code?.slice(0, 10) ?? null,
    message: (event.message ?? '').slice(0, 500),
    user_id: actor?.userId ?? null,
    user_name: actor ? (actor.name || actor.username).slice(0, 64) : null,
    at: event.at ?? new Date(),
  });
}

/**
 * Claims a receipt for a document by its identity: true the first time, false when the same receipt was
 * recorded before (a file read twice). Runs in the transaction that applies the receipt.
 */
export async function claimReceipt(
  tx: DbOrTx,
  doc: { type: DocType; id: number },
  receipt: {
    identity: string;
    messageType: string;
    code: string;
    message: string;
    at: Date;
    fileName?: string | undefined;
  },
): Promise<boolean> {
  const claimed = await tx
    .insert(documentEvents)
    .values({
      identity: receipt.identity,
      doc_type: doc.type,
      doc_id: doc.id,
      action: 'receipt',
      result: 'ok',
      message_type: receipt.messageType.slice(0, 16),
      code: receipt.code.slice(0, 10),
      message: (receipt.message || receipt.code).slice(0, 500),
      at: receipt.at,
      file_name: receipt.fileName?.slice(0, 255) ?? null,
    })
    .onConflictDoNothing()
    .returning({ identity: documentEvents.identity });
  return claimed.length > 0;
}

/** A document's history in the order it was recorded (a receipt carries customs' own time in `at`). */
export async function documentTimeline(db: DbOrTx, doc: { type: DocType; id: number }) {
  const e = documentEvents;
  return db
    .select({
      action: e.action,
      result: e.result,
      message_type: e.message_type,
      code: e.code,
      message: e.message,
      at: e.at,
      user_name: e.user_name,
    })
    .from(e)
    .where(and(eq(e.doc_type, doc.type), eq(e.doc_id, doc.id)))
    .orderBy(asc(e.create_time), asc(e.at));
}

/** How many sends a document made (its submit actions), for its next client sequence number. */
export async function sendCount(db: DbOrTx, doc: { type: DocType; id: number }): Promise<number> {
  const e = documentEvents;
  const rows = await db
    .select({ identity: e.identity })
    .from(e)
    .where(and(eq(e.doc_type, doc.type), eq(e.doc_id, doc.id), eq(e.action, 'submit')));
  return rows.length;
}
