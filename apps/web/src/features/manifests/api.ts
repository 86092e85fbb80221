import type { DocumentLog, ManifestReceiptUploaded } from '@app/shared';
import { requestJson } from '../../api/http.ts';
import { receiptForm } from '../bonded/api.ts';

/** The manifest's calls beside its moves (confirm, cancel, submit, delete: the definition's, posted by crud/row-moves.tsx). */
const MANIFESTS = '/api/manifests';

/** The manifest's log, oldest first: add, confirm, cancel, submit, delete and each receipt. */
export const manifestLog = (id: number) => requestJson<DocumentLog>(`${MANIFESTS}/${id}/log`);

export const uploadManifestReceipt = (file: File) =>
  requestJson<ManifestReceiptUploaded>(`${MANIFESTS}/receipts/upload`, {
    method: 'POST',
    form: receiptForm(file),
    timeoutMs: 60_000,
  });
