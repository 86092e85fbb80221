import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ingestPassportReceipt, NoPassportError } from '../bonded/passport-receipts.ts';
import { ingestManifestReceipt, NoManifestError } from '../manifests/manifest-receipts.ts';
import { NoMatchError, ReceiptParseError } from './receipt-errors.ts';
import { parseReceipt, type ParsedReceipt } from './receipt-parser.ts';
import { passportImportResponse } from './sas-receipts.ts';
import { receiptIdentityOf } from '../bonded/inventory-receipts.ts';

/** A receipt's identity: the hash of its bytes (the same file read twice is the same receipt). */
const identityOf = (content: Buffer | string) =>
  receiptIdentityOf(Buffer.concat([Buffer.from('bytes\0'), Buffer.from(content)]));

/** The import response to a passport's message: its copy's name says SAS121 or ICP101. */
const answersPassport = (fileName?: string) => /SAS121|ICP101/i.test(fileName ?? '');

async function toPassport(
  db: Db,
  receipt: ParsedReceipt,
  content: Buffer | string,
  fileName?: string,
  scope?: SQL,
) {
  const r =
    receipt.passport ??
    (receipt.inventory?.messageType === 'COMMON' ? passportImportResponse(receipt) : null);
  if (!r) throw new ReceiptParseError('not a passport receipt');
  try {
    const result = await ingestPassportReceipt(db, r, receipt, {
      identity: identityOf(content),
      fileName,
      ...(scope ? { scope } : {}),
    });
    return { ...result, messageType: r.messageType, code: receipt.code };
  } catch (e) {
    if (e instanceof NoPassportError) throw new NoMatchError(e.message);
    throw e;
  }
}

/** Reads and records one passport receipt file (the passports' upload), in the caller's scope. */
export async function recordPassportReceipt(db: Db, content: Buffer, fileName?: string, scope?: SQL) {
  return toPassport(db, parseReceipt(content, fileName), content, fileName, scope);
}

/** Reads and records one manifest receipt file (the manifests' upload), in the caller's scope. */
export async function recordManifestReceipt(db: Db, content: Buffer, fileName?: string, scope?: SQL) {
  const receipt = parseReceipt(content, fileName);
  if (!receipt.manifest) throw new ReceiptParseError('not a manifest receipt');
  try {
    const result = await ingestManifestReceipt(db, receipt.manifest, receipt, {
      identity: identityOf(content),
      fileName,
      ...(scope ? { scope } : {}),
    });
    return { ...result, code: receipt.code };
  } catch (e) {
    if (e instanceof NoManifestError) throw new NoMatchError(e.message);
    throw e;
  }
}

/**
 * Records a receipt that came through a channel when it belongs to a passport or a manifest (true), so
 * one inbox serves every message family; false leaves it to the declarations and inventory lists. An
 * import response goes to a passport when its file says so; otherwise `passportFallback` tries one
 * after no inventory list matched.
 */
export async function recordDocumentReceipt(
  db: Db,
  receipt: ParsedReceipt,
  content: Buffer | string,
  fileName?: string,
): Promise<boolean> {
  if (receipt.manifest) {
    try {
      await ingestManifestReceipt(db, receipt.manifest, receipt, { identity: identityOf(content), fileName });
    } catch (e) {
      if (e instanceof NoManifestError) throw new NoMatchError(e.message);
      throw e;
    }
    return true;
  }
  if (receipt.passport || (receipt.inventory?.messageType === 'COMMON' && answersPassport(fileName))) {
    await toPassport(db, receipt, content, fileName);
    return true;
  }
  return false;
}

/** An import response no inventory list matched may answer a passport. */
export const passportFallback = (
  db: Db,
  receipt: ParsedReceipt,
  content: Buffer | string,
  fileName?: string,
) => toPassport(db, receipt, content, fileName);
