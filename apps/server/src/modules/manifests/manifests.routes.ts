import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, manifest } from '@app/shared';
import { manifests } from '../../db/schema/index.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { documentLogRoute } from '../../crud/document-log-route.ts';
import { recordManifestReceipt } from '../receipts/document-receipts.ts';
import { receiptUploadRoute } from '../receipts/receipt-upload-route.ts';
import { confirmManifest, sendManifest } from './manifest-actions.ts';
import { manifestScope } from './manifests.hooks.ts';

const tags = ['manifests'];
const version = z.number().int().positive();
const answer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  bill_status: z.string(),
  message_status: z.string(),
  client_seq_no: z.string().optional(),
  file: z.string().optional(),
  topic: z.string().optional(),
});

/** The road manifest's actions (confirm, cancel, submit, delete at customs), its log and its receipts. */
export async function manifestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = manifest.permissions;
  const params = z.object({ id: idSchema });

  for (const action of ['confirm', 'cancel'] as const)
    r.post(
      `/api/manifests/:id/${action}`,
      {
        config: { permission: perms.confirm },
        schema: {
          tags,
          summary:
            action === 'confirm'
              ? 'Confirms a saved manifest (it needs consignments with items)'
              : 'Cancels the confirmation (also of a manifest whose send failed or was refused)',
          params,
          body: z.object({ version }),
          response: { 200: answer, ...errorResponses },
        },
      },
      async (req) => confirmManifest(app.db, req, requireActor(req), req.params.id, req.body, action),
    );

  r.post(
    '/api/manifests/:id/submit',
    {
      config: { permission: perms.submit },
      schema: {
        tags,
        summary: 'Submits a confirmed manifest: MT1401 or MT2401 through the channel',
        params,
        body: z.object({ version, channel_id: idSchema.optional() }),
        response: { 200: answer, ...errorResponses },
      },
    },
    async (req) =>
      sendManifest(app.db, app.channelDelivery, req, requireActor(req), req.params.id, req.body, 'submit'),
  );

  r.post(
    '/api/manifests/:id/delete',
    {
      config: { permission: perms.delete },
      schema: {
        tags,
        summary: 'Asks customs to delete a submitted manifest (function code 3), with the reason',
        params,
        body: z.object({
          version,
          reason: z.string().trim().min(1).max(255),
          contact: z.string().trim().max(64).optional(),
          phone: z.string().trim().max(32).optional(),
          channel_id: idSchema.optional(),
        }),
        response: { 200: answer, ...errorResponses },
      },
    },
    async (req) =>
      sendManifest(app.db, app.channelDelivery, req, requireActor(req), req.params.id, req.body, 'delete'),
  );

  documentLogRoute(app, {
    url: '/api/manifests/:id/log',
    permission: perms.view,
    tags,
    summary: 'The manifest’s log: who did what and when, with the result, and each receipt',
    doc: 'manifest',
    table: manifests,
    scope: manifestScope,
  });

  await receiptUploadRoute(app, {
    url: '/api/manifests/receipts/upload',
    permission: perms.submit,
    tags,
    summary: 'Records one manifest receipt file (multipart "file" or raw XML) as the inbox does',
    answer: z.object({
      manifest_id: z.number().int(),
      duplicate: z.boolean(),
      message_status: z.string(),
      code: z.string(),
    }),
    record: async (req, content, fileName) => {
      const result = await recordManifestReceipt(app.db, content, fileName, manifestScope(requireActor(req)));
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
