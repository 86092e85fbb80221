import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentDeletedAnswerSchema,
  attachmentListAnswerSchema,
  attachmentRowSchema,
  binaryFileSchema,
  errorResponses,
  UPLOAD_SIZE_MAX,
} from '@app/shared';
import { attachments } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { FileStore } from '../../plugins/file-store.ts';
import { LocalBlobStore, S3BlobStore, type BlobStore } from '../../plugins/blob-store.ts';
import { idSchema } from '../../plugins/paging.ts';
import { contentDisposition } from '../downloads/content-disposition.ts';
import { scheduleAttachmentSweep } from './attachment-sweeper.ts';
import { ensureDemoFiles } from './demo-files.ts';
import {
  deleteRow,
  listAttachments,
  ownerFor,
  removeFile,
  rowFor,
  storeFile,
  type AttachmentRow,
} from './attachments.service.ts';
import { wholeFile } from '../../plugins/upload-bytes.ts';

const tags = ['attachments'];
const answer = (row: AttachmentRow) => ({
  id: row.id,
  owner_type: row.owner_type,
  owner_id: row.owner_id,
  kind: row.kind,
  title: row.title,
  is_header: row.is_header,
  file_name: row.file_name,
  file_size: row.file_size,
  content_type: row.content_type,
  upload_time: row.upload_time?.toISOString() ?? null,
});
const ownerType = z.string().min(1).max(32);
const params = z.object({ id: idSchema });

/** The uploaded file (multipart field "file"), read whole: at most 10 MB, refused with 413 beyond. */
async function uploadedFile(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw fieldError('file', 'attachment.no_file');
  try {
    const file = await req.file({ limits: { fileSize: UPLOAD_SIZE_MAX, files: 1 } });
    if (!file) throw fieldError('file', 'attachment.no_file');
    const bytes = await wholeFile(file);
    return { name: file.filename, bytes };
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'v.upload_size', { max: '10MB' });
    throw new AppError(400, 'error.bad_request');
  }
}

/**
 * Attachment rows of any registered document (appointments, transport orders, …): list, add a row,
 * upload into a row, remove a row's file, delete a row, download. Each call checks the owner's
 * permission and data scope; changes only while the owner allows them.
 */
export async function attachmentRoutes(app: FastifyInstance) {
  const blobs: BlobStore = app.config.s3Url
    ? new S3BlobStore(app.config.s3Url)
    : new LocalBlobStore(new FileStore(app.config.filesDir));
  if (blobs instanceof S3BlobStore) app.addHook('onClose', async () => blobs.destroy());
  // the demo's files (API tests start from the seeded database and do not need them)
  if (app.config.nodeEnv !== 'test')
    app.addHook('onReady', async () => {
      const written = await ensureDemoFiles(app.db, blobs).catch((err: unknown) => {
        app.log.warn({ err }, 'demo attachment files not written');
        return 0;
      });
      if (written) app.log.info({ written }, 'demo attachment files written');
    });
  // files of deleted rows (a deleted draft's) leave the local store in the hourly sweep
  if (blobs.kind === 'local') scheduleAttachmentSweep(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/attachments',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "A document's attachment rows (the header rows first)",
        querystring: z.object({ owner_type: ownerType, owner_id: idSchema }),
        // one page holding every row (a document has a handful), in the engine lists' shape
        response: { 200: attachmentListAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { owner_type, owner_id } = req.query;
      await ownerFor(app.db, actor, owner_type, owner_id, 'view');
      const content = (await listAttachments(app.db, owner_type, owner_id)).map(answer);
      return { content, totalElements: content.length, page: 1, size: Math.max(content.length, 1) };
    },
  );

  r.post(
    '/api/attachments',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Adds an attachment row (a title; the file is uploaded into it)',
        body: z.object({
          owner_type: ownerType,
          owner_id: idSchema,
          kind: z.string().trim().min(1).max(32).default('other'),
          title: z.string().trim().min(1).max(100),
        }),
        response: { 201: attachmentRowSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const row = await app.db.transaction(async (tx) => {
        const owner = await ownerFor(tx, actor, req.body.owner_type, req.body.owner_id, 'edit');
        const [saved] = await tx
          .insert(attachments)
          .values({
            owner_type: req.body.owner_type,
            owner_id: req.body.owner_id,
            kind: req.body.kind,
            title: req.body.title,
            company_id: owner.company_id,
            customer_code: owner.customer_code,
          })
          .returning();
        return saved!;
      });
      return reply.code(201).send(answer(row));
    },
  );

  r.post(
    '/api/attachments/:id/file',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Uploads the file of a row (multipart "file"): name ≤ 64, ≤ 10 MB, xls xlsx doc docx pdf rar zip jpg jpeg png bmp, ' +
          'checked by content; spreadsheets without formulas; a row with a file is refused (delete it first)',
        params,
        response: { 200: attachmentRowSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      // the row is checked before the body is read, so a refused upload is not read into memory
      await rowFor(app.db, actor, req.params.id, 'edit');
      const file = await uploadedFile(req);
      return answer(await storeFile(app.db, blobs, actor, req.params.id, file));
    },
  );

  r.delete(
    '/api/attachments/:id/file',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "Removes a row's file (the row stays)",
        params,
        response: { 200: attachmentRowSchema, ...errorResponses },
      },
    },
    async (req) => answer(await removeFile(app.db, blobs, requireActor(req), req.params.id)),
  );

  r.delete(
    '/api/attachments/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Deletes an added row with its file (a header row cannot be deleted)',
        params,
        response: { 200: attachmentDeletedAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deleteRow(app.db, blobs, requireActor(req), req.params.id);
      return { id: req.params.id };
    },
  );

  r.get(
    '/api/attachments/:id/file',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "Downloads a row's file (refused when the row has none)",
        params,
        response: { 200: binaryFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const row = await rowFor(app.db, requireActor(req), req.params.id, 'view');
      if (!row.file_key || !row.file_name) throw new AppError(404, 'attachment.none');
      const stream = await blobs.read(row.file_key);
      if (!stream) throw new AppError(404, 'attachment.none');
      return reply
        .header('Content-Type', row.content_type ?? 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(row.file_name))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
