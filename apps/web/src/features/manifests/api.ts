import { requestJson } from '../../api/http.ts';
import { receiptForm, type ActionLogEntry, type ReceiptUploadAnswer } from '../bonded/api.ts';

/** The manifest's calls beside its moves (confirm, cancel, submit, delete: the definition's, posted by crud/row-moves.tsx). */
const MANIFESTS = '/api/manifests';

/** The manifest's log, oldest first: add, confirm, cancel, submit, delete and each receipt. */
export const manifestLog = (id: number) =>
  requestJson<{ content: ActionLogEntry[] }>(`${MANIFESTS}/${id}/log`);

export const uploadManifestReceipt = (file: File) =>
  requestJson<ReceiptUploadAnswer & { manifest_id: number; message_status: string }>(
    `${MANIFESTS}/receipts/upload`,
    { method: 'POST', form: receiptForm(file), timeoutMs: 60_000 },
  );
