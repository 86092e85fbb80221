import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { NoMatchError } from './receipt-errors.ts';
import type { ParsedReceipt } from './receipt-types.ts';

/**
 * The documents whose receipts another module records: this module reads a receipt and hands it to the
 * handler the document's module registered (`registerReceiptHandler`, from its index.ts), so it imports
 * none of them. A declaration's receipts are this module's own (receipts.service.ts, receipt-batch.ts).
 */
export type DocumentReceiptKind = 'inventory' | 'passport' | 'manifest' | 'book';

/** How a receipt came: its identity (the key that records it once), its file's name, the caller's scope. */
export interface ReceiptDelivery {
  identity: string;
  fileName?: string | undefined;
  /** The uploader's data scope; none for a channel's receipt. */
  scope?: SQL | undefined;
}

/**
 * Records one receipt on its document, in its own transaction, exactly once by `delivery.identity`.
 * Throws `NoMatchError` when the receipt names no document, `ReceiptParseError` when it is not one of
 * the handler's kind.
 */
export type ReceiptHandler = (db: Db, receipt: ParsedReceipt, delivery: ReceiptDelivery) => Promise<unknown>;

const handlers = new Map<DocumentReceiptKind, ReceiptHandler>();

/** A module takes the receipts of one kind of document (the last registration of a kind wins). */
export function registerReceiptHandler(kind: DocumentReceiptKind, handler: ReceiptHandler): void {
  handlers.set(kind, handler);
}

/** The identity of a receipt read from bytes: the hash of the bytes (the same file read twice is one receipt). */
export const bytesIdentity = (content: Buffer | string): string =>
  createHash('sha256').update('bytes\0').update(content).digest('hex');

/** The import response to a passport's message: its copy's name says SAS121 or ICP101. */
const answersPassport = (fileName?: string) => /SAS121|ICP101/i.test(fileName ?? '');
/** The import response to an account book's message: its copy's name says EMS111, BWS101 or EMS121. */
const answersBook = (fileName?: string) => /EMS111|BWS101|EMS121/i.test(fileName ?? '');

/**
 * Whose a receipt is: a manifest's, an account book's (also an import response whose file says EMS111,
 * BWS101 or EMS121), a passport's (also an import response whose file says SAS121 or
 * ICP101), an inventory list's (an import response otherwise: the inventory lists' handler hands it on
 * to a passport when no list matches), else null: a declaration's.
 */
export function documentKindOf(receipt: ParsedReceipt, fileName?: string): DocumentReceiptKind | null {
  if (receipt.manifest) return 'manifest';
  if (receipt.book || (receipt.inventory?.messageType === 'COMMON' && answersBook(fileName))) return 'book';
  if (receipt.passport || (receipt.inventory?.messageType === 'COMMON' && answersPassport(fileName)))
    return 'passport';
  if (receipt.inventory) return 'inventory';
  return null;
}

/** Hands a receipt to the handler of its kind (a kind no module registered names no document). */
export async function handReceipt(
  db: Db,
  kind: DocumentReceiptKind,
  receipt: ParsedReceipt,
  delivery: ReceiptDelivery,
): Promise<unknown> {
  const handler = handlers.get(kind);
  if (!handler) throw new NoMatchError(`no module records ${kind} receipts`);
  return handler(db, receipt, delivery);
}
