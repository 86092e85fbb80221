import type { AttachmentDeleted, AttachmentList, AttachmentRow } from '@app/shared';
import { downloadFile, requestJson } from '../../api/http.ts';

const ATTACHMENTS = '/api/attachments';

export type { AttachmentRow };

/** The react-query key of a document's attachment rows (the panel and the forms share it). */
export const attachmentsKey = (ownerType: string, ownerId: number) =>
  ['attachments', ownerType, ownerId] as const;

export const listAttachments = (ownerType: string, ownerId: number) =>
  requestJson<AttachmentList>(ATTACHMENTS, {
    params: { owner_type: ownerType, owner_id: ownerId },
  });

/** Adds a row (its title); the file is uploaded into it afterwards. */
export const addAttachmentRow = (ownerType: string, ownerId: number, title: string, kind = 'other') =>
  requestJson<AttachmentRow>(ATTACHMENTS, {
    method: 'POST',
    data: { owner_type: ownerType, owner_id: ownerId, kind, title },
  });

/** Uploads the file of an empty row (multipart field `file`); the server checks it by content. */
export function uploadAttachmentFile(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return requestJson<AttachmentRow>(`${ATTACHMENTS}/${id}/file`, {
    method: 'POST',
    form,
    timeoutMs: 120_000,
  });
}

/** Removes a row's file (the row stays, to be uploaded again). */
export const removeAttachmentFile = (id: number) =>
  requestJson<AttachmentRow>(`${ATTACHMENTS}/${id}/file`, { method: 'DELETE' });

/** Deletes an added row with its file (a header row is refused). */
export const deleteAttachmentRow = (id: number) =>
  requestJson<AttachmentDeleted>(`${ATTACHMENTS}/${id}`, { method: 'DELETE' });

/** Downloads a row's file with the session's token in the header. */
export const downloadAttachment = (row: Pick<AttachmentRow, 'id' | 'file_name'>) =>
  downloadFile(`${ATTACHMENTS}/${row.id}/file`, row.file_name ?? `attachment-${row.id}`);

/** The document's required files are all uploaded (every header row holds a file). */
export const headerFilesPresent = (rows: readonly AttachmentRow[]) =>
  rows.filter((r) => r.is_header).every((r) => !!r.file_name);
