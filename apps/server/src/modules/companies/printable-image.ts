import { inflateSync } from 'node:zlib';

/** The longest side of a seal or signature image, in pixels (a seal scanned at 600 dpi is about 1,000). */
export const MAX_IMAGE_SIDE = 3000;

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_FILTERS = 4;

/**
 * Whether a PNG is one the PDF writer draws without surprises: chunks well formed up to IEND, 8 bits a
 * channel, not interlaced, a palette when it needs one, and image data that inflates to exactly its rows,
 * each with a known filter. (pdfkit decodes a PNG with transparency at print time, where a damaged one
 * would fail the print; so it is decoded here, once, within the size it declares.)
 */
function printablePng(bytes: Buffer): boolean {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR' || bytes.readUInt32BE(8) !== 13)
    return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colour, compression, filter, interlace] = [24, 25, 26, 27, 28].map((i) => bytes[i]!);
  const channels = CHANNELS[colour!];
  if (!channels || depth !== 8 || compression !== 0 || filter !== 0 || interlace !== 0) return false;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return false;
  const data: Buffer[] = [];
  let palette = false;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) return false;
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'PLTE') palette = true;
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (colour === 3 && !palette) return false;
  const rowBytes = width * channels + 1;
  const expected = rowBytes * height;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  for (let row = 0; row < height; row++) if (pixels[row * rowBytes]! > PNG_FILTERS) return false;
  return true;
}

/** Whether a JPEG has the frame header the PDF writer reads (its size and 1, 3 or 4 components). */
function printableJpeg(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return false;
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) {
      if (at + 10 > bytes.length) return false;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      const components = bytes[at + 9]!;
      return (
        width >= 1 &&
        height >= 1 &&
        width <= MAX_IMAGE_SIDE &&
        height <= MAX_IMAGE_SIDE &&
        [1, 3, 4].includes(components)
      );
    }
    if (marker === 0xda || marker === 0xd9) return false;
    at += 2 + length;
  }
  return false;
}

/** Whether the bytes of a PNG or JPEG (by their sniffed type) can be drawn on the printed declaration. */
export function printableImage(bytes: Buffer, type: string): boolean {
  if (type === 'image/png') return printablePng(bytes);
  if (type === 'image/jpeg') return printableJpeg(bytes);
  return false;
}
