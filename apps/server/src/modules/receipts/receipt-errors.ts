/** Not a receipt we can read: malformed XML, an unknown message, a receipt without a code. */
export class ReceiptParseError extends Error {}

/** A receipt that names no document we have (set aside, never guessed). */
export class NoMatchError extends Error {}
