import { z } from 'zod';

/** The attachment calls (`apps/server/src/modules/attachments/attachments.routes.ts`). */

/** One attachment row of a document: a header row (a required file, e.g. 报关草单) or an added one. */
export const attachmentRowSchema = z.object({
  id: z.number().int(),
  owner_type: z.string(),
  owner_id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  is_header: z.boolean(),
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  content_type: z.string().nullable(),
  /** ISO time of the upload, null while the row holds no file. */
  upload_time: z.string().nullable(),
});
export type AttachmentRow = z.infer<typeof attachmentRowSchema>;

/** GET /api/attachments: every row of a document (a handful) as one page, header rows first. */
export const attachmentListAnswerSchema = z.object({
  content: z.array(attachmentRowSchema),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AttachmentList = z.infer<typeof attachmentListAnswerSchema>;

/** DELETE /api/attachments/{id}: the row deleted. */
export const attachmentDeletedAnswerSchema = z.object({ id: z.number().int() });
export type AttachmentDeleted = z.infer<typeof attachmentDeletedAnswerSchema>;
