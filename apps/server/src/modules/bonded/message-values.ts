/** Values as the single window's 金二 messages (INV101, SAS121) write them. */

/** Text of a value; null and undefined are empty. */
export const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A decimal without trailing zeros, as the single window takes it ("12.5", not "12.50000"). */
export const num = (v: unknown) => {
  const text = s(v);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/** "2026-11-25T10:30:00" in China time (the envelope's send_time). */
export function sendTime(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19);
}
