import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPANY_IMAGE_KINDS, type CompanyImageKind } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyImages } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { UploadedImage } from '../../plugins/image-upload.ts';
import { MAX_IMAGE_SIDE, printableImage } from './printable-image.ts';

/** A stored company image. */
export interface CompanyImage {
  name: string;
  content_type: string;
  bytes: Buffer;
}

async function companyRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, is_show_cachet: companies.is_show_cachet })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Keeps a company's seal or signature (replacing the one before) and names it on the company
 * (`seal_image` / `signature_image`). The upload's type was checked by its bytes (`uploadedImage`); here
 * the image must also be one the printed form can draw, else nothing is written.
 */
export async function saveCompanyImage(
  db: DbOrTx,
  req: FastifyRequest,
  companyId: number,
  kind: CompanyImageKind,
  image: UploadedImage,
): Promise<string> {
  await companyRow(db, companyId);
  if (!printableImage(image.bytes, image.type))
    throw fieldError('file', 'upload.seal_unreadable', { max: MAX_IMAGE_SIDE });
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
  const name = `${kind}-${hash}.${image.ext}`;
  const field = COMPANY_IMAGE_KINDS[kind];
  await db.transaction(async (tx) => {
    const values = {
      company_id: companyId,
      kind,
      name,
      content_type: image.type,
      bytes: image.bytes,
      uploaded_by: req.actor?.userId ?? null,
      upload_time: new Date(),
    };
    await tx
      .insert(companyImages)
      .values(values)
      .onConflictDoUpdate({ target: [companyImages.company_id, companyImages.kind], set: values });
    const [before] = await tx
      .select({ name: companies[field] })
      .from(companies)
      .where(eq(companies.id, companyId));
    await tx
      .update(companies)
      .set({ [field]: name })
      .where(eq(companies.id, companyId));
    await recordOperation(tx, req, {
      action: `upload-${kind}`,
      target: 'companies',
      recordId: companyId,
      before: { [field]: before?.name ?? null },
      after: { [field]: name, bytes: image.bytes.length },
    });
  });
  return name;
}

/** Removes a company's seal or signature and clears its name on the company. */
export async function removeCompanyImage(
  db: DbOrTx,
  req: FastifyRequest,
  companyId: number,
  kind: CompanyImageKind,
): Promise<void> {
  await companyRow(db, companyId);
  const field = COMPANY_IMAGE_KINDS[kind];
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyImages)
      .where(and(eq(companyImages.company_id, companyId), eq(companyImages.kind, kind)))
      .returning({ name: companyImages.name });
    if (!removed.length) return;
    await tx
      .update(companies)
      .set({ [field]: null })
      .where(eq(companies.id, companyId));
    await recordOperation(tx, req, {
      action: `remove-${kind}`,
      target: 'companies',
      recordId: companyId,
      before: { [field]: removed[0]!.name },
      after: { [field]: null },
    });
  });
}

/** A company's stored seal or signature; undefined when it has none. */
export async function readCompanyImage(
  db: DbOrTx,
  companyId: number,
  kind: CompanyImageKind,
): Promise<CompanyImage | undefined> {
  const [row] = await db
    .select({
      name: companyImages.name,
      content_type: companyImages.content_type,
      bytes: companyImages.bytes,
    })
    .from(companyImages)
    .where(and(eq(companyImages.company_id, companyId), eq(companyImages.kind, kind)));
  return row;
}

/**
 * The seal a company's printed declarations carry: its seal when 打印显示公章 (`is_show_cachet`) is on,
 * else undefined (also for a declaration without a company).
 */
export async function printedSeal(db: DbOrTx, companyId: number | null | undefined) {
  if (!companyId) return undefined;
  const [row] = await db
    .select({ on: companies.is_show_cachet })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (row?.on !== 1) return undefined;
  return readCompanyImage(db, companyId, 'seal');
}
