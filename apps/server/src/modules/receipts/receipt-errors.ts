import fs from 'node:fs/promises';

/** The largest receipt read (a customs receipt is a few kilobytes; a DxpMsg envelope tens). */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

/** Not a receipt we can read: malformed XML, an unknown message, a receipt without a code. */
export class ReceiptParseError extends Error {}

/** A receipt that names no document we have (set aside, never guessed). */
export class NoMatchError extends Error {}

/** The keys a receipt named, for the message of one that matched nothing (`seq_no …, ems_no …`). */
export function receiptKeys(keys: Record<string, unknown>): string {
  const named = Object.entries(keys).filter(([, value]) => value);
  return named.map(([key, value]) => `${key} ${String(value)}`).join(', ') || 'no key';
}

/** A file's bytes, refused unread (set aside) when it is larger than any receipt. */
export async function readBounded(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_RECEIPT_BYTES)
      throw new ReceiptParseError(
        `larger than ${MAX_RECEIPT_BYTES / 1024 / 1024} MB (${size} bytes): not read`,
      );
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
