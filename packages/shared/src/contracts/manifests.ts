import { z } from 'zod';
import { receiptUploadedSchema } from './bonded.ts';

/**
 * The road manifest's own answers beside the engine's (`apps/server/src/modules/manifests/manifests.routes.ts`);
 * its moves answer its record and its log is the engine's `DocumentLog`.
 */

/** POST /api/manifests/receipts/upload: the manifest the receipt moved and customs' status of it. */
export const manifestReceiptUploadedSchema = receiptUploadedSchema.extend({
  manifest_id: z.number().int(),
  message_status: z.string(),
});
export type ManifestReceiptUploaded = z.infer<typeof manifestReceiptUploadedSchema>;
