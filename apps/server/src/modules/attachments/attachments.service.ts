import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { checkUploadFile, fileExtension, SPREADSHEET_EXTENSIONS } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { hasPermission } from '../../plugins/auth.ts';
import type { BlobStore } from '../../plugins/blob-store.ts';
import { attachmentOwner, type AttachmentOwnerState } from './attachment-owners.ts';
import { CONTENT_TYPES, contentMatchesName, spreadsheetHasFormula } from './file-content.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

/** The owner in scope, with the permission checked; 404 when it is not the caller's. */
export async function ownerFor(
  tx: DbOrTx,
  actor: Actor,
  type: string,
  ownerId: number,
  need: 'view' | 'edit',
): Promise<AttachmentOwnerState> {
  const owner = attachmentOwner(type);
  if (!owner) throw fieldError('owner_type', 'attachment.owner_type');
  if (!hasPermission(actor, need === 'view' ? owner.viewPerm : owner.editPerm))
    throw new AppError(403, 'error.forbidden');
  const state = await owner.load(tx, actor, ownerId);
  if (!state) throw new AppError(404, 'error.not_found');
  if (need === 'edit' && !state.editable)
    throw new AppError(409, 'attachment.not_editable', { status: state.stateName });
  return state;
}

/** The attachment row and its owner, checked as `ownerFor` does. */
export async function rowFor(tx: DbOrTx, actor: Actor, id: number, need: 'view' | 'edit', lock = false) {
  const query = tx.select().from(attachments).where(eq(attachments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'error.not_found');
  await ownerFor(tx, actor, row.owner_type, row.owner_id, need);
  return row;
}

export function listAttachments(tx: DbOrTx, type: string, ownerId: number) {
  return tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.owner_type, type), eq(attachments.owner_id, ownerId)))
    .orderBy(asc(attachments.is_header), asc(attachments.id));
}

/** The header rows a new document starts with (its required files: the customs draft of an appointment). */
export async function createHeaderRows(
  tx: DbOrTx,
  owner: { type: string; id: number; company_id: number | null; customer_code: string | null },
  rows: { kind: string; title: string }[],
) {
  if (!rows.length) return;
  await tx.insert(attachments).values(
    rows.map((r) => ({
      owner_type: owner.type,
      owner_id: owner.id,
      kind: r.kind,
      title: r.title,
      is_header: true,
      company_id: owner.company_id,
      customer_code: owner.customer_code,
    })),
  );
}

/**
 * Checks an uploaded file by the spec's rules (name at most 64 characters, allowed extension, not
 * empty, at most 10 MB) and by its content: the bytes must be what the extension says, and a
 * spreadsheet must be xls or xlsx without formulas. Nothing is stored before this passes.
 */
export async function checkUploadedFile(name: string, bytes: Buffer): Promise<{ contentType: string }> {
  const rule = checkUploadFile({ name, size: bytes.length });
  if (rule) throw fieldError('file', rule.key, rule.params);
  const ext = fileExtension(name);
  if (!contentMatchesName(name, bytes)) throw fieldError('file', 'attachment.content', { type: ext });
  if ((SPREADSHEET_EXTENSIONS as readonly string[]).includes(ext)) {
    const formula = await spreadsheetHasFormula(name, bytes);
    if (formula === undefined) throw fieldError('file', 'attachment.unreadable');
    if (formula) throw fieldError('file', 'attachment.formula');
  }
  return { contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}

/**
 * Stores a checked file into an empty attachment row. The bytes are written first under a new key;
 * the row takes the key in one transaction that locks it (two uploads at once: one wins, the other is
 * told to delete first); when that transaction fails the written object is removed, so no half-done
 * upload survives.
 */
export async function storeFile(
  db: Db,
  blobs: BlobStore,
  actor: Actor,
  id: number,
  file: { name: string; bytes: Buffer },
): Promise<AttachmentRow> {
  // the row and its owner are checked before the bytes are read into the store
  await db.transaction(async (tx) => {
    const row = await rowFor(tx, actor, id, 'edit');
    if (row.file_key) throw new AppError(409, 'attachment.exists');
  });
  const { contentType } = await checkUploadedFile(file.name, file.bytes);
  const key = `attachments/${randomUUID()}.${fileExtension(file.name)}`;
  await blobs.put(key, file.bytes, contentType);
  try {
    return await db.transaction(async (tx) => {
      const row = await rowFor(tx, actor, id, 'edit', true);
      if (row.file_key) throw new AppError(409, 'attachment.exists');
      const [saved] = await tx
        .update(attachments)
        .set({
          file_name: file.name,
          file_key: key,
          file_size: file.bytes.length,
          content_type: contentType,
          uploaded_by: actor.userId,
          upload_time: new Date(),
        })
        .where(and(eq(attachments.id, id), isNull(attachments.file_key)))
        .returning();
      if (!saved) throw new AppError(409, 'attachment.exists');
      return saved;
    });
  } catch (error) {
    await blobs.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Removes a row's file (the row stays, empty); the object goes after the row no longer names it. */
export async function removeFile(db: Db, blobs: BlobStore, actor: Actor, id: number): Promise<AttachmentRow> {
  const { saved, key } = await db.transaction(async (tx) => {
    const row = await rowFor(tx, actor, id, 'edit', true);
    if (!row.file_key) throw new AppError(409, 'attachment.none');
    const [saved] = await tx
      .update(attachments)
      .set({
        file_name: null,
        file_key: null,
        file_size: null,
        content_type: null,
        uploaded_by: actor.userId,
        upload_time: null,
      })
      .where(eq(attachments.id, id))
      .returning();
    return { saved: saved!, key: row.file_key };
  });
  await blobs.remove(key).catch(() => undefined);
  return saved;
}

/** Deletes an added row with its file; the header row is refused. */
export async function deleteRow(db: Db, blobs: BlobStore, actor: Actor, id: number): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const row = await rowFor(tx, actor, id, 'edit', true);
    if (row.is_header) throw new AppError(409, 'attachment.header');
    await tx.delete(attachments).where(eq(attachments.id, id));
    return row.file_key;
  });
  if (key) await blobs.remove(key).catch(() => undefined);
}
