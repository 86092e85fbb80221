import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';
import type { BlobStore } from '../../plugins/blob-store.ts';

/** The seed's attachment keys (the seed writes rows, not files: it has no file store). */
const DEMO_KEYS = 'attachments/demo-%';

async function demoPdf(title: string): Promise<Buffer> {
  // loaded only when a demo file is missing (once, on the first start)
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Customs draft (demo)');
    doc.moveDown().fontSize(11).text(title);
    doc.end();
  });
}

/**
 * Writes the demo attachments' files into the store when they are missing, so every demo download
 * works. Only rows the seed made (`attachments/demo-…` keys) are looked at; a user's file is never made.
 */
export async function ensureDemoFiles(db: Db, blobs: BlobStore): Promise<number> {
  const rows = await db
    .select({ id: attachments.id, key: attachments.file_key, name: attachments.file_name })
    .from(attachments)
    .where(like(attachments.file_key, DEMO_KEYS));
  let written = 0;
  for (const row of rows) {
    if (!row.key || (await blobs.read(row.key).then((s) => (s?.destroy(), !!s)))) continue;
    const bytes = await demoPdf(row.name ?? row.key);
    await blobs.put(row.key, bytes, 'application/pdf');
    await db.update(attachments).set({ file_size: bytes.length }).where(eq(attachments.id, row.id));
    written += 1;
  }
  return written;
}
