import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, passport } from '@app/shared';
import { passports } from '../../db/schema/index.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { documentLogRoute } from '../../crud/document-log-route.ts';
import { receiptUploadRoute } from '../receipts/receipt-upload-route.ts';
import { recordPassportReceipt } from '../receipts/document-receipts.ts';
import { bindPassportLists } from './passport-binding.ts';
import { editPassportLine, lineEditSchema } from './passport-line-edit.ts';
import { confirmPassport, sendPassport } from './passport-workflow.ts';
import { passportScope } from './passports.hooks.ts';

const tags = ['passports'];
const version = z.number().int().positive();
const stateAnswer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  stucd: z.string().nullable(),
});
const sendAnswer = stateAnswer.extend({
  client_seq_no: z.string(),
  channel_id: z.number().int(),
  file: z.string().optional(),
  topic: z.string().optional(),
});

/**
 * The passport's workflow calls: bind its inventory lists, confirm / un-confirm, declare (SAS121, ICP101
 * for a two-step passport) and void through the channel, its timeline, and the upload of a receipt file.
 */
export async function passportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = passport.permissions;
  const params = z.object({ id: idSchema });

  r.post(
    '/api/passports/:id/lists',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Binds the passport to inventory lists; its goods lines are taken from theirs',
        params,
        body: z.object({ version, list_ids: z.array(idSchema).max(200) }),
        response: {
          200: z.object({
            id: z.number().int(),
            version: z.number().int(),
            lines: z.number().int(),
            total_gross_wt: z.string().nullable(),
            total_net_wt: z.string().nullable(),
            rlt_no: z.string().nullable(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => bindPassportLists(app.db, req, requireActor(req), req.params.id, req.body),
  );

  r.put(
    '/api/passport-lines/:id',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'Changes a passport line’s quantity, weights or note (the part of the list this vehicle carries)',
        params,
        body: lineEditSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
      },
    },
    async (req) => editPassportLine(app.db, req, requireActor(req), req.params.id, req.body),
  );

  for (const [action, confirm] of [
    ['confirm', true],
    ['unconfirm', false],
  ] as const)
    r.post(
      `/api/passports/:id/${action}`,
      {
        config: { permission: perms.edit },
        schema: {
          tags,
          summary: confirm
            ? 'Confirms the passport (its lists and weights checked)'
            : 'Cancels the confirmation',
          params,
          body: z.object({ version }),
          response: { 200: stateAnswer, ...errorResponses },
        },
      },
      async (req) => confirmPassport(app.db, req, requireActor(req), req.params.id, req.body, confirm),
    );

  r.post(
    '/api/passports/:id/declare',
    {
      config: { permission: perms.declare },
      schema: {
        tags,
        summary: 'Declares the passport: checks, SAS121 (ICP101 for a two-step one) through the channel',
        params,
        body: z.object({ version, channel_id: idSchema.optional() }),
        response: { 200: sendAnswer, ...errorResponses },
      },
    },
    async (req) =>
      sendPassport(app.db, app.channelDelivery, req, requireActor(req), req.params.id, req.body, 'declare'),
  );

  r.post(
    '/api/passports/:id/void',
    {
      config: { permission: perms.void },
      schema: {
        tags,
        summary: 'Voids a passport customs approved and that has not passed the gate (SAS121 作废)',
        params,
        body: z.object({
          version,
          reason: z.string().trim().min(1).max(255),
          channel_id: idSchema.optional(),
        }),
        response: { 200: sendAnswer, ...errorResponses },
      },
    },
    async (req) =>
      sendPassport(app.db, app.channelDelivery, req, requireActor(req), req.params.id, req.body, 'void'),
  );

  documentLogRoute(app, {
    url: '/api/passports/:id/timeline',
    permission: perms.view,
    tags,
    summary: 'The passport’s actions and receipts, in the order recorded',
    doc: 'passport',
    table: passports,
    scope: passportScope,
  });

  await receiptUploadRoute(app, {
    url: '/api/passports/receipts/upload',
    permission: perms.declare,
    tags,
    summary: 'Records one passport receipt file (multipart "file" or raw XML) as the inbox does',
    answer: z.object({
      passport_id: z.number().int(),
      duplicate: z.boolean(),
      status: z.string(),
      stucd: z.string().nullable(),
      message_type: z.string(),
      code: z.string(),
    }),
    record: async (req, content, fileName) => {
      const result = await recordPassportReceipt(app.db, content, fileName, passportScope(requireActor(req)));
      return {
        record: { target: 'passports', id: result.passportId, duplicate: result.duplicate },
        answer: {
          passport_id: result.passportId,
          duplicate: result.duplicate,
          status: result.status,
          stucd: result.stucd,
          message_type: result.messageType,
          code: result.code,
        },
      };
    },
  });
}
