/** The largest receipt read (a customs receipt is a few kilobytes; a DxpMsg envelope tens). */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

/** Not a receipt we can read: malformed XML, an unknown message, a receipt without a code. */
export class ReceiptParseError extends Error {}

/** A receipt that names no document we have (set aside, never guessed). */
export class NoMatchError extends Error {}
