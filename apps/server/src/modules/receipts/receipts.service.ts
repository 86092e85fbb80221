import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db, type DbOrTx } from '../../db/client.ts';
import { chinaDateTimeText } from './customs-time.ts';
import type { DeclarationHead } from '@app/shared';
import { updateDeclarationHead } from '../declarations/declarations.repo.ts';
import { recordedReceipts } from '../../db/schema/index.ts';
import { MILESTONE_BY_CODE, statusForCode } from './receipt-codes.ts';
import { parseReceipt, ReceiptParseError, type ParsedReceipt } from './receipt-parser.ts';
import { NoMatchError } from './receipt-errors.ts';
import { bytesIdentity, documentKindOf, handReceipt } from './receipt-handlers.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';

/** One entry of a declaration's return_content (business-domain §3): newest last. */
export interface ReturnEntry {
  code: string;
  message: string;
  /** China time, "YYYY-MM-DD HH:mm:ss". */
  date: string;
  ret_seq_no: string;
}

export { NoMatchError };

export interface IngestResult {
  declarationId: number;
  /** The same receipt had been recorded before (a file read twice): nothing changed. */
  duplicate: boolean;
  entry: ReturnEntry;
}

export interface HeadRow {
  id: number;
  return_content: unknown;
  return_time: Date | string | null;
  client_seq_no: string | null;
}

const rows = executeRows;

/**
 * The declaration a receipt belongs to, locked for update: by our client sequence number (the current
 * one, or one of an earlier send recorded in its 'ss' entries), else by data-centre number (qp_sn), else
 * by customs number (entry_sn). One statement per key tried; usually the first finds it.
 */
export async function lockDeclarationFor(db: DbOrTx, r: ParsedReceipt, scope?: SQL): Promise<HeadRow | null> {
  const conditions: SQL[] = [];
  if (r.clientSeqNo) {
    conditions.push(sql`client_seq_no = ${r.clientSeqNo}`);
    const ss = JSON.stringify([{ code: 'ss', ret_seq_no: r.clientSeqNo }]);
    conditions.push(sql`return_content @> ${ss}::jsonb`);
  }
  if (r.seqNo) conditions.push(sql`qp_sn = ${r.seqNo}`);
  if (r.entryId) conditions.push(sql`entry_sn = ${r.entryId}`);
  for (const condition of conditions) {
    const where = scope ? sql`${condition} and ${scope}` : condition;
    const [row] = await rows<HeadRow>(
      db,
      sql`select id, return_content, return_time, client_seq_no from declarations
          where ${where} order by id desc limit 1 for update`,
    );
    if (row) return { ...row, id: Number(row.id) };
  }
  return null;
}

export function asEntries(value: unknown): ReturnEntry[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e) => ({
      code: String(e.code ?? ''),
      message: String(e.message ?? ''),
      date: String(e.date ?? ''),
      ret_seq_no: String(e.ret_seq_no ?? ''),
    }));
}

/** Inserts an entry after every entry of the same or an earlier date (receipts may arrive out of order). */
export function insertByDate(list: ReturnEntry[], entry: ReturnEntry): ReturnEntry[] {
  let at = list.length;
  while (at > 0 && list[at - 1]!.date > entry.date) at--;
  return [...list.slice(0, at), entry, ...list.slice(at)];
}

function describeKeys(r: ParsedReceipt): string {
  const keys = [
    r.clientSeqNo && `client sequence number ${r.clientSeqNo}`,
    r.seqNo && `data-centre number ${r.seqNo}`,
    r.entryId && `customs number ${r.entryId}`,
  ].filter(Boolean);
  return keys.length ? keys.join(', ') : 'no sequence number at all';
}

/**
 * A receipt's identity: the hash of its bytes when we have them (the same file read twice is the same
 * receipt), else of what it says (kind, keys, code, its own time and message).
 */
export function receiptIdentity(r: ParsedReceipt, content?: Buffer | string): string {
  if (content !== undefined) return bytesIdentity(content);
  return createHash('sha256')
    .update(
      JSON.stringify([
        r.kind,
        r.clientSeqNo,
        r.seqNo,
        r.entryId,
        r.code,
        r.date?.toISOString() ?? null,
        r.message,
      ]),
    )
    .digest('hex');
}

/** The return_content entry a receipt makes (its own time, else `now`). */
export function receiptEntry(r: ParsedReceipt, now: Date): { entry: ReturnEntry; at: Date } {
  const at = r.date ?? now;
  return {
    at,
    entry: {
      code: r.code,
      message: r.message,
      date: chinaDateTimeText(at),
      ret_seq_no: r.seqNo ?? r.entryId ?? r.clientSeqNo ?? '',
    },
  };
}

/**
 * What recording a receipt changes on its declaration's head, or null when the same entry is there
 * already: the entry inserted in date order into return_content, qp_sn / entry_sn when the receipt
 * carries them, the milestone time of its code (MILESTONE_BY_CODE) and — when it is the newest receipt
 * and not a late answer to an earlier send — return_code, return_time and cd_status (statusForCode).
 */
export function receiptPatch(
  head: HeadRow,
  r: ParsedReceipt,
  entry: ReturnEntry,
  at: Date,
): Partial<DeclarationHead> | null {
  const list = asEntries(head.return_content);
  if (list.some((e) => e.code === entry.code && e.date === entry.date && e.message === entry.message))
    return null;
  const lastTime = head.return_time ? new Date(head.return_time) : null;
  // a late answer to an earlier send (matched by an old client sequence number) is history only
  const earlierSend = !!r.clientSeqNo && !!head.client_seq_no && r.clientSeqNo !== head.client_seq_no;
  const newest = !earlierSend && (!lastTime || at.getTime() >= lastTime.getTime());
  const patch: Partial<DeclarationHead> = { return_content: insertByDate(list, entry) };
  if (newest) {
    patch.return_code = r.code;
    patch.return_time = at;
    const status = statusForCode(r.code);
    if (status) patch.cd_status = status;
  }
  if (r.seqNo) patch.qp_sn = r.seqNo;
  if (r.entryId) patch.entry_sn = r.entryId;
  // customs gives the declaration its date and the goods' import or export date
  if (r.declareDate) patch.apply_date = r.declareDate;
  if (r.ieDate) patch.ie_date = r.ieDate;
  const milestone = MILESTONE_BY_CODE[r.code];
  if (milestone) patch[milestone] = at;
  return patch;
}

/** Receipts that raise the declaration's charge lines (released, cleared). */
export const raisesCharges = (code: string) => code === 'P' || code === 'R';

export const noMatch = (r: ParsedReceipt) => new NoMatchError(`no declaration matches: ${describeKeys(r)}`);

/**
 * Records one receipt on its declaration, in one transaction with the declaration row locked:
 * appends {code, message, date, ret_seq_no} to return_content (unless the same entry is there) and
 * applies `receiptPatch`. Like every workflow write it bumps the version, so an editor holding the old
 * one reloads. Many receipts at once: `ingestReceipts` (receipt-batch.ts).
 */
export async function ingestReceipt(
  db: Db,
  r: ParsedReceipt,
  options: { now?: Date; scope?: SQL; identity?: string; fileName?: string | undefined } = {},
): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    const head = await lockDeclarationFor(tx, r, options.scope);
    if (!head) throw noMatch(r);
    const id = head.id;
    // exactly once, whatever crashed between recording and moving the file: the identity is the key
    const claimed = await tx
      .insert(recordedReceipts)
      .values(claimRow(options.identity ?? receiptIdentity(r), id, r, options.fileName))
      .onConflictDoNothing()
      .returning({ identity: recordedReceipts.identity });
    const { entry, at } = receiptEntry(r, options.now ?? new Date());
    const patch = claimed.length ? receiptPatch(head, r, entry, at) : null;
    if (!patch) return { declarationId: id, duplicate: true, entry };
    await updateDeclarationHead(tx, id, patch);
    if (raisesCharges(r.code)) await raiseFor(tx, 'declaration', id);
    return { declarationId: id, duplicate: false, entry };
  });
}

/** The recorded_receipts row that claims a receipt for a declaration. */
export function claimRow(identity: string, declarationId: number, r: ParsedReceipt, fileName?: string) {
  return {
    identity,
    declaration_id: declarationId,
    code: r.code.slice(0, 10),
    file_name: fileName?.slice(0, 255) ?? null,
  };
}

/**
 * Records one receipt that came through a channel (the inbox watcher, a kafka topic): a declaration's
 * here, any other document's by the handler its module registered (receipt-handlers.ts). One receipt
 * inbox serves every message family.
 */
export async function recordChannelReceipt(
  db: Db,
  content: Buffer | string,
  fileName?: string,
): Promise<void> {
  const receipt = parseReceipt(content, fileName);
  const identity = receiptIdentity(receipt, content);
  const kind = documentKindOf(receipt, fileName);
  if (kind) await handReceipt(db, kind, receipt, { identity, fileName });
  else await ingestReceipt(db, receipt, { identity, fileName });
}

/** Reads and records one declaration receipt file (the declarations' upload). */
export async function recordReceiptFile(
  db: Db,
  content: Buffer | string,
  fileName?: string,
  scope?: SQL,
): Promise<IngestResult & { receipt: ParsedReceipt }> {
  const receipt = parseReceipt(content, fileName);
  if (receipt.inventory || receipt.passport || receipt.manifest)
    throw new ReceiptParseError(
      `${receipt.inventory?.messageType ?? receipt.passport?.messageType ?? receipt.manifest?.messageType} is not a declaration receipt: upload it on its document`,
    );
  const identity = receiptIdentity(receipt, content);
  return {
    ...(await ingestReceipt(db, receipt, { identity, fileName, ...(scope ? { scope } : {}) })),
    receipt,
  };
}
