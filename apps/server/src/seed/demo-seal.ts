import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, companyImages } from '../db/schema/index.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Whether a point lies inside the five-pointed star of radius r centred at the origin. */
function inStar(x: number, y: number, r: number): boolean {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 ? r * 0.38 : r;
    return [d * Math.cos(a), d * Math.sin(a)] as const;
  });
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A red round company seal (ring and star, transparent around them) as an 8-bit RGBA PNG. */
export function demoSealPng(size = 160): Buffer {
  const c = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const d = Math.hypot(dx, dy);
      const ink = (d <= c - 2 && d >= c - 12) || inStar(dx, dy, c * 0.42);
      if (ink) row.set([0xd4, 0x1f, 0x26, 0xe6], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo company's seal, printed on its declarations (打印显示公章 on). */
export async function seedDemoSeal(tx: DbOrTx, companyId: number) {
  const bytes = demoSealPng();
  const name = `seal-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.png`;
  await tx
    .insert(companyImages)
    .values({ company_id: companyId, kind: 'seal', name, content_type: 'image/png', bytes });
  await tx.update(companies).set({ seal_image: name, is_show_cachet: 1 }).where(eq(companies.id, companyId));
}
