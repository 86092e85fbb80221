import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The picture of a drag-slider challenge: a random textured strip with the gap drawn into it, as a PNG.
 * It spans the handle's travel (left edge: the handle's centre at 0 %, right edge: at 100 %), so the gap
 * is centred at `target` percent of its width. The target is only in the pixels, never as a number: no
 * library, a few lines of PNG (RGB, no filter, deflated by node:zlib).
 */
export const SLIDER_IMAGE_WIDTH = 300;
export const SLIDER_IMAGE_HEIGHT = 48;
/** The gap: about the handle's 40 px on the sign-in page's track. */
const GAP_WIDTH = 40;
const GAP_TOP = 8;
const GAP_BOTTOM = 40;
const GAP_RADIUS = 5;
const BORDER = 2;

type Rgb = [number, number, number];

const pastel = (): Rgb => [randomInt(120, 230), randomInt(120, 230), randomInt(120, 230)];

/** Inside the rounded rectangle of the gap (x0..x1, y0..y1, corners of radius r). */
function inRoundedRect(x: number, y: number, x0: number, x1: number, y0: number, y1: number, r: number) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = x < x0 + r ? x0 + r : x > x1 - r ? x1 - r : x;
  const cy = y < y0 + r ? y0 + r : y > y1 - r ? y1 - r : y;
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The RGB pixels (row by row) of a challenge's picture with its gap centred at `target` percent. */
export function sliderPixels(target: number): Uint8Array {
  const w = SLIDER_IMAGE_WIDTH;
  const h = SLIDER_IMAGE_HEIGHT;
  const [from, to] = [pastel(), pastel()];
  // two crossing waves and a few soft blobs, so no two pictures look alike
  const waves = Array.from({ length: 2 }, () => ({
    fx: randomInt(20, 90) / 1000,
    fy: randomInt(20, 160) / 1000,
    phase: randomInt(0, 628) / 100,
    amp: randomInt(10, 26),
  }));
  const blobs = Array.from({ length: 5 }, () => ({
    x: randomInt(0, w),
    y: randomInt(0, h),
    r: randomInt(8, 22),
    tone: randomInt(-30, 31),
  }));
  const gx0 = Math.round((target / 100) * w - GAP_WIDTH / 2);
  const gx1 = gx0 + GAP_WIDTH - 1;
  const pixels = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const f = x / (w - 1);
      let shade = 0;
      for (const v of waves) shade += v.amp * Math.sin(x * v.fx + y * v.fy + v.phase);
      for (const b of blobs) {
        const d2 = (x - b.x) ** 2 + (y - b.y) ** 2;
        if (d2 < b.r * b.r) shade += b.tone * (1 - d2 / (b.r * b.r));
      }
      const inGap = inRoundedRect(x, y, gx0, gx1, GAP_TOP, GAP_BOTTOM, GAP_RADIUS);
      const inInner = inRoundedRect(
        x,
        y,
        gx0 + BORDER,
        gx1 - BORDER,
        GAP_TOP + BORDER,
        GAP_BOTTOM - BORDER,
        GAP_RADIUS - BORDER,
      );
      for (let c = 0; c < 3; c++) {
        let v = from[c]! + (to[c]! - from[c]!) * f + shade;
        if (inInner)
          v *= 0.45; // the hole's shadow
        else if (inGap) v += (255 - v) * 0.8; // its light rim
        pixels[(y * w + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** RGB pixels as a PNG file (8 bits per channel, filter 0 on every row). */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 3, width * 3).copy(
      raw,
      y * (width * 3 + 1) + 1,
    );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The challenge's picture as a data URL. */
export function sliderImage(target: number): string {
  const png = encodePng(sliderPixels(target), SLIDER_IMAGE_WIDTH, SLIDER_IMAGE_HEIGHT);
  return `data:image/png;base64,${png.toString('base64')}`;
}
