import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  bindableListsAnswer,
  entityRecordSchema,
  errorResponses,
  passport,
  passportBindAnswer,
  passportLine,
  passportReceiptUploadedSchema,
} from '@app/shared';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { documentLogRoute } from '../../crud/document-log-route.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { receiptUploadRoute } from '../receipts/receipt-upload-route.ts';
import { bindableLists, bindPassportLists } from './passport-binding.ts';
import { editPassportLine, lineEditSchema } from './passport-line-edit.ts';
import { recordPassportReceipt, registerPassportMoves } from './passport-receipts.ts';

const tags = ['passports'];
const version = z.number().int().positive();

/**
 * The passport's calls beside its moves (confirm, unconfirm, declare, void: the engine's, from its
 * definition): bind its inventory lists and the lists the binding would take, a line's quantities, its
 * timeline, and the upload of a receipt file.
 */
export async function passportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = passport.permissions;
  const params = z.object({ id: idSchema });
  const table = tableOf(passport);
  // the declare and void hooks send through this server's channels; receipts move through its service
  registerPassportMoves(app.db, app.entities(passport.name));

  r.get(
    '/api/passports/:id/bindable-lists',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'The inventory lists the binding would accept for this passport (its rule), the latest 100 first',
        params,
        response: { 200: bindableListsAnswer, ...errorResponses },
      },
    },
    async (req) => bindableLists(app.db, requireActor(req), req.params.id, req.lang),
  );

  r.post(
    '/api/passports/:id/lists',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Binds the passport to inventory lists; its goods lines are taken from theirs',
        params,
        body: z.object({ version, list_ids: z.array(idSchema).max(200) }),
        response: { 200: passportBindAnswer, ...errorResponses },
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
        response: { 200: entityRecordSchema(passportLine), ...errorResponses },
      },
    },
    async (req) => editPassportLine(app.db, req, requireActor(req), req.params.id, req.body),
  );

  // the screens' older name of the engine's GET /api/passports/{id}/log
  documentLogRoute(app, {
    url: '/api/passports/:id/timeline',
    permission: perms.view,
    tags,
    summary: 'The passport’s actions and receipts, in the order recorded (as /log)',
    doc: passport.workflow!.docType,
    table,
    scope: (actor) => scopeOf(passport, table, actor) ?? sql`true`,
  });

  await receiptUploadRoute(app, {
    url: '/api/passports/receipts/upload',
    permission: perms.declare,
    tags,
    summary: 'Records one passport receipt file (multipart "file" or raw XML) as the inbox does',
    answer: passportReceiptUploadedSchema,
    record: async (req, content, fileName) => {
      const result = await recordPassportReceipt(
        app.db,
        content,
        fileName,
        scopeOf(passport, table, requireActor(req)),
      );
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
