import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { MANIFEST_MESSAGE_CODE } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { manifests } from '../../db/schema/index.ts';
import { chinaDateTimeText } from '../receipts/customs-time.ts';
import { claimReceipt } from '../../crud/document-events.ts';
import { parseReceipt } from '../receipts/receipt-parser.ts';
import { NoMatchError, ReceiptParseError } from '../receipts/receipt-errors.ts';
import { bytesIdentity, type ReceiptDelivery, type ReceiptHandler } from '../receipts/receipt-handlers.ts';
import type { ParsedReceipt } from '../receipts/receipt-types.ts';
import type { ManifestReceipt } from '../receipts/sas-receipts.ts';

const mf = manifests;
const M = MANIFEST_MESSAGE_CODE;

/** A receipt whose manifest we do not have (set aside, never guessed). */
export class NoManifestError extends Error {}

/** The declaration status a response code sets (manifest_response_codes.csv); 30 is a success reply. */
export const MESSAGE_STATUS_BY_CODE: Record<string, string> = {
  '01': M.success,
  '02': M.processing,
  '03': M.failed,
  '11': M.success,
  '12': M.failed,
  '13': M.failed,
};

export interface ManifestIngestResult {
  manifestId: number;
  duplicate: boolean;
  message_status: string;
}

/** The one manifest a receipt names: by our message number, else by batch number when only one has it. */
async function lockManifestFor(tx: DbOrTx, r: ManifestReceipt, clientSeqNo: string | null, scope?: SQL) {
  const keys = [
    clientSeqNo ? eq(mf.client_seq_no, clientSeqNo) : undefined,
    r.batchNo ? eq(mf.batch_no, r.batchNo.toUpperCase()) : undefined,
  ];
  for (const key of keys) {
    if (!key) continue;
    const rows = await tx.select().from(mf).where(and(key, scope)).orderBy(asc(mf.id)).limit(2).for('update');
    if (rows.length === 1) return rows[0]!;
  }
  return undefined;
}

const entriesOf = (value: unknown): { date: string; code: string; message: string }[] =>
  Array.isArray(value) ? (value as { date: string; code: string; message: string }[]) : [];

/**
 * Records a manifest receipt in one transaction with the manifest locked: the log entry keyed by the
 * receipt's identity (exactly once), the response code and the declaration status it sets, and the
 * entry in return_content.
 */
export async function ingestManifestReceipt(
  db: Db,
  r: ManifestReceipt,
  entry: { code: string; message: string; date: Date | null; clientSeqNo: string | null },
  options: { identity: string; fileName?: string | undefined; scope?: SQL | undefined; now?: Date },
): Promise<ManifestIngestResult> {
  return db.transaction(async (tx) => {
    const head = await lockManifestFor(tx, r, entry.clientSeqNo, options.scope);
    if (!head)
      throw new NoManifestError(`no manifest matches ${entry.clientSeqNo ?? ''} ${r.batchNo ?? ''}`.trim());
    const at = entry.date ?? options.now ?? new Date();
    const fresh = await claimReceipt(
      tx,
      { type: 'manifest', id: head.id },
      {
        identity: options.identity,
        messageType: r.messageType,
        code: r.code,
        message: entry.message,
        at,
        fileName: options.fileName,
      },
    );
    if (!fresh) return { manifestId: head.id, duplicate: true, message_status: head.message_status ?? '' };
    const status = MESSAGE_STATUS_BY_CODE[r.code] ?? head.message_status ?? M.sent;
    const content = [
      ...entriesOf(head.return_content),
      { date: chinaDateTimeText(at), code: r.code, message: entry.message },
    ];
    await tx
      .update(mf)
      .set({
        message_status: status,
        return_code: r.code.slice(0, 10),
        return_content: content,
        version: sql`${mf.version} + 1`,
        update_time: new Date(),
      })
      .where(eq(mf.id, head.id));
    return { manifestId: head.id, duplicate: false, message_status: status };
  });
}

/** Records a manifest's receipt: the manifests' receipt handler, registered in index.ts, and the upload's. */
async function recordManifest(db: Db, receipt: ParsedReceipt, delivery: ReceiptDelivery) {
  if (!receipt.manifest) throw new ReceiptParseError('not a manifest receipt');
  try {
    const result = await ingestManifestReceipt(db, receipt.manifest, receipt, delivery);
    return { ...result, code: receipt.code };
  } catch (e) {
    if (e instanceof NoManifestError) throw new NoMatchError(e.message);
    throw e;
  }
}

export const manifestReceiptHandler: ReceiptHandler = recordManifest;

/** Reads and records one manifest receipt file (the manifests' upload), in the caller's scope. */
export async function recordManifestReceipt(db: Db, content: Buffer, fileName?: string, scope?: SQL) {
  return recordManifest(db, parseReceipt(content, fileName), {
    identity: bytesIdentity(content),
    fileName,
    ...(scope ? { scope } : {}),
  });
}
