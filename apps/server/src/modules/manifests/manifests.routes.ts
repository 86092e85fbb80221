import type { FastifyInstance } from 'fastify';
import { manifest, manifestReceiptUploadedSchema } from '@app/shared';
import { requireActor } from '../../plugins/auth.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { recordManifestReceipt } from './manifest-receipts.ts';
import { receiptUploadRoute } from '../receipts/receipt-upload-route.ts';

const tags = ['manifests'];

/**
 * The road manifest's calls beside its moves and log (confirm, cancel, submit, delete at customs and
 * GET /log: the engine's, from its definition): the upload of a receipt file.
 */
export async function manifestRoutes(app: FastifyInstance) {
  const perms = manifest.permissions;
  // the submit and delete hooks send through this server's channels

  await receiptUploadRoute(app, {
    url: '/api/manifests/receipts/upload',
    permission: perms.submit,
    tags,
    summary: 'Records one manifest receipt file (multipart "file" or raw XML) as the inbox does',
    answer: manifestReceiptUploadedSchema,
    record: async (req, content, fileName) => {
      const scope = scopeOf(manifest, tableOf(manifest), requireActor(req));
      const result = await recordManifestReceipt(app.db, content, fileName, scope);
      return {
        record: { target: 'manifests', id: result.manifestId, duplicate: result.duplicate },
        answer: {
          manifest_id: result.manifestId,
          duplicate: result.duplicate,
          message_status: result.message_status,
          code: result.code,
        },
      };
    },
  });
}
