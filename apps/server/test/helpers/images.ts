import { demoSealPng } from '../../src/seed/demo-seal.ts';

/** A real PNG (the demo seal: 8-bit RGBA with transparency). */
export const goodPng = (size = 64) => demoSealPng(size);

/** A minimal JPEG: start, one 8-bit 3-component frame header of 40×30, end (enough for the PDF writer). */
export function goodJpeg(): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 40, 0x03];
  const components = [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...sof, ...components, 0xff, 0xd9]);
}

/** HTML, to be sent as image/png. */
export const htmlPage = () => Buffer.from('<html><script>alert(1)</script></html>');

/** The PNG signature followed by junk: a forged image. */
export const forgedPng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 0x41)]);

/** A real PNG whose image data is cut short (IHDR intact, IDAT damaged). */
export function damagedPng(): Buffer {
  const png = goodPng();
  const at = png.indexOf(Buffer.from('IDAT'));
  const bytes = Buffer.from(png);
  bytes.fill(0x00, at + 6, at + 40);
  return bytes;
}

/** A GIF (an avatar may be one; a seal may not). */
export const gif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);
