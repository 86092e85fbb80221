import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, inventoryList } from '@app/shared';
import { inventory_lists } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';
import { idSchema } from '../../plugins/paging.ts';
import { parseReceipt, ReceiptParseError } from '../receipts/receipt-parser.ts';
import { MAX_RECEIPT_BYTES, uploadedReceipt, XML_TYPES } from '../receipts/receipt-upload.ts';
import { declareInventoryList } from './inventory-declare.ts';
import {
  ingestInventoryReceipt,
  inventoryTimeline,
  NoInventoryListError,
  receiptIdentityOf,
} from './inventory-receipts.ts';
import { and, eq } from 'drizzle-orm';

const il = inventory_lists;
const tags = ['inventory-lists'];

const declareAnswer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  client_seq_no: z.string(),
  channel_id: z.number().int(),
  file: z.string().optional(),
  topic: z.string().optional(),
});
const timelineAnswer = z.object({
  content: z.array(
    z.object({
      message_type: z.string(),
      code: z.string(),
      message: z.string(),
      receipt_time: z.union([z.date(), z.string()]),
    }),
  ),
});
const uploadAnswer = z.object({
  list_id: z.number().int(),
  duplicate: z.boolean(),
  status: z.string(),
  deducted: z.boolean(),
  message_type: z.string(),
  code: z.string(),
  declaration_id: z.number().int().optional(),
});

/**
 * The inventory list's workflow calls: declare (保存并申报: INV101 through the channel), its timeline,
 * and the upload of a receipt file (INV201, INV202, INV211, the import response) as the inbox does.
 */
export async function inventoryListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = inventoryList.permissions;

  r.post(
    '/api/inventory-lists/:id/declare',
    {
      config: { permission: perms.declare },
      schema: {
        tags,
        summary: 'Declares the list: checks, INV101 message through the channel, outbound quantities locked',
        params: z.object({ id: idSchema }),
        body: z.object({ version: z.number().int().positive(), channel_id: idSchema.optional() }),
        response: { 200: declareAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      return declareInventoryList(app.db, app.channelDelivery, req, actor, req.params.id, req.body);
    },
  );

  r.get(
    '/api/inventory-lists/:id/timeline',
    {
      config: { permission: perms.view },
      schema: {
        tags,
        summary: 'The list’s send and receipts, oldest first',
        params: z.object({ id: idSchema }),
        response: { 200: timelineAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const [list] = await app.db
        .select({ id: il.id })
        .from(il)
        .where(
          and(
            eq(il.id, req.params.id),
            scopeCondition(actor, { company: il.company_id, customer: il.customer_code }),
          ),
        );
      if (!list) throw notFound();
      return { content: await inventoryTimeline(app.db, list.id) };
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_RECEIPT_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/inventory-lists/receipts/upload',
      {
        config: { permission: perms.declare },
        schema: {
          tags,
          summary: 'Records one inventory-list receipt file (multipart "file" or raw XML) as the inbox does',
          response: { 200: uploadAnswer, ...errorResponses },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const { content, fileName } = await uploadedReceipt(req);
        if (content.length === 0) throw fieldError('file', 'upload.empty_file');
        try {
          const receipt = parseReceipt(content, fileName);
          if (!receipt.inventory)
            throw new ReceiptParseError('not an inventory-list receipt: upload it on the declarations');
          const result = await ingestInventoryReceipt(app.db, receipt.inventory, receipt, {
            identity: receiptIdentityOf(Buffer.concat([Buffer.from('bytes\0'), content])),
            fileName,
            scope: scopeCondition(actor, { company: il.company_id, customer: il.customer_code }),
          });
          if (!result.duplicate)
            await recordOperation(app.db, req, {
              action: 'receipt',
              target: 'inventory-lists',
              recordId: result.listId,
              after: { code: receipt.code, message: receipt.message },
            });
          return {
            list_id: result.listId,
            duplicate: result.duplicate,
            status: result.status,
            deducted: result.deducted,
            message_type: receipt.inventory.messageType,
            code: receipt.code,
            ...(result.declarationId ? { declaration_id: result.declarationId } : {}),
          };
        } catch (e) {
          if (e instanceof ReceiptParseError)
            throw fieldError('file', 'receipts.unreadable', { reason: e.message });
          if (e instanceof NoInventoryListError)
            throw fieldError('file', 'receipts.no_match', { reason: e.message });
          throw e;
        }
      },
    );
  });
}
