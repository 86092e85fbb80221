import { requestJson } from '../../api/http.ts';
import { receiptForm, type ActionLogEntry, type ReceiptUploadAnswer } from '../bonded/api.ts';

const MANIFESTS = '/api/manifests';

/** A manifest as its actions answer it: the last action (bill_status), the message status and the version. */
export interface ManifestAnswer {
  id: number;
  version: number;
  bill_status: string;
  message_status: string;
}

/** Confirm (暂存 → 确认) and its undo (确认 → 暂存). */
export type ManifestStep = 'confirm' | 'cancel';

export const manifestStep = (id: number, step: ManifestStep, version: number) =>
  requestJson<ManifestAnswer>(`${MANIFESTS}/${id}/${step}`, { method: 'POST', data: { version } });

/** Sends the manifest (MT1401 or MT2401) through its channel; again after a failed send or declaration. */
export const submitManifest = (id: number, version: number) =>
  requestJson<ManifestAnswer & { client_seq_no: string; file?: string }>(`${MANIFESTS}/${id}/submit`, {
    method: 'POST',
    data: { version },
  });

/** What a delete request tells customs: the reason, and whom to call about it. */
export interface DeleteRequest {
  reason: string;
  contact?: string;
  phone?: string;
}

/** Asks customs to delete a submitted manifest (a draft is deleted with the plain DELETE). */
export const requestManifestDelete = (id: number, version: number, request: DeleteRequest) =>
  requestJson<ManifestAnswer>(`${MANIFESTS}/${id}/delete`, {
    method: 'POST',
    data: {
      version,
      reason: request.reason,
      ...(request.contact ? { contact: request.contact } : {}),
      ...(request.phone ? { phone: request.phone } : {}),
    },
  });

/** The manifest's log, oldest first: add, confirm, cancel, submit, delete and each receipt. */
export const manifestLog = (id: number) =>
  requestJson<{ content: ActionLogEntry[] }>(`${MANIFESTS}/${id}/log`);

export const uploadManifestReceipt = (file: File) =>
  requestJson<ReceiptUploadAnswer & { manifest_id: number; message_status: string }>(
    `${MANIFESTS}/receipts/upload`,
    { method: 'POST', form: receiptForm(file), timeoutMs: 60_000 },
  );
