import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  binaryFileSchema,
  errorResponses,
  GOODS_KIND,
  INVT_IE,
  INVT_STATUS,
  inventoryList,
  inventoryBookItemAnswer,
  inventoryBookItemQuery,
  inventoryListAnswers,
  formatBusinessTime,
  localize,
  type EnumOption,
} from '@app/shared';
import { account_books, inventory_list_lines } from '../../db/schema/index.ts';
import { contentDisposition } from '../downloads/content-disposition.ts';
import { printedAt } from '../declaration-print/declaration-print.routes.ts';
import { renderInventoryPdf } from './inventory-pdf.ts';
import { copyList, MAX_LIST_LINES, saveListLines } from './inventory-lines-save.ts';
import { inventory_lists } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { parseReceipt, ReceiptParseError } from '../receipts/receipt-parser.ts';
import { MAX_RECEIPT_BYTES, uploadedReceipt, XML_TYPES } from '../receipts/receipt-upload.ts';
import { bytesIdentity } from '../receipts/receipt-handlers.ts';
import { ingestInventoryReceipt, inventoryTimeline, NoInventoryListError } from './inventory-receipts.ts';
import { and, asc, eq } from 'drizzle-orm';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import type { Actor } from '../../plugins/actor.ts';
import { bindInventoryServices } from './inventory-services.ts';
import { lookUpBookItem } from './inventory-items.ts';

const il = inventory_lists;
const tags = ['inventory-lists'];

const answers = inventoryListAnswers;

/**
 * The inventory list's calls beside its moves (the definition's workflow, served by the engine: declare
 * sends INV101 through its hooks, `inventory-declare.ts`): its lines saved at once, a copy, its
 * timeline, its PDF, and the upload of a receipt file (INV201, INV202, INV211, the import response) as
 * the inbox does. Binds what the moves' hooks and the receipts need of the server (`inventory-services.ts`).
 */
export async function inventoryListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = inventoryList.permissions;
  const inScope = (actor: Actor) => scopeOf(inventoryList, tableOf(inventoryList), actor);
  bindInventoryServices(app);

  r.put(
    '/api/inventory-lists/:id/lines',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'Saves all the lines of a list in one call (they replace the old ones); each refused line is named',
        params: z.object({ id: idSchema }),
        body: z.object({
          version: z.number().int().positive(),
          lines: z.array(z.record(z.string(), z.unknown())).max(MAX_LIST_LINES),
        }),
        response: { 200: answers.linesSaved, ...errorResponses },
      },
    },
    async (req) => saveListLines(app, req, requireActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/inventory-lists/book-item',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          "The account book item a line's 备案序号 names (料号, 商品名称, HS code, …), before the line is saved",
        querystring: inventoryBookItemQuery,
        response: { 200: inventoryBookItemAnswer, ...errorResponses },
      },
    },
    async (req) => lookUpBookItem(app.db, requireActor(req), req.lang, req.query),
  );

  r.post(
    '/api/inventory-lists/:id/copy',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary: 'Copies a list and its lines into a new draft (复制新增)',
        params: z.object({ id: idSchema }),
        response: { 200: answers.copied, ...errorResponses },
      },
    },
    async (req) => copyList(app, req, requireActor(req), req.params.id),
  );

  r.get(
    '/api/inventory-lists/:id/timeline',
    {
      config: { permission: perms.view },
      schema: {
        tags,
        summary: 'The list’s send and receipts, oldest first',
        params: z.object({ id: idSchema }),
        response: { 200: answers.timeline, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const [list] = await app.db
        .select({ id: il.id })
        .from(il)
        .where(and(eq(il.id, req.params.id), inScope(actor)));
      if (!list) throw notFound();
      return { content: await inventoryTimeline(app.db, list.id) };
    },
  );

  r.get(
    '/api/inventory-lists/:id/print.pdf',
    {
      config: { permission: perms.view },
      schema: {
        tags,
        summary: 'The inventory list as an A4 landscape PDF: head and lines',
        params: z.object({ id: idSchema }),
        response: { 200: binaryFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const [list] = await app.db
        .select()
        .from(il)
        .where(and(eq(il.id, req.params.id), inScope(actor)));
      if (!list) throw notFound();
      const [book] = await app.db.select().from(account_books).where(eq(account_books.id, list.book_id));
      const lines = await app.db
        .select()
        .from(inventory_list_lines)
        .where(eq(inventory_list_lines.list_id, list.id))
        .orderBy(asc(inventory_list_lines.gds_seqno));
      const label = (name: string) => localize(inventoryList.fields[name]!.label, 'zh');
      const option = (options: readonly EnumOption[], value: string | null) => {
        const found = options.find((o) => o.value === value);
        return found ? localize(found.label, 'zh') : (value ?? '');
      };
      const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
      const num = (v: unknown) =>
        text(v)
          .replace(/(\.\d*?)0+$/, '$1')
          .replace(/\.$/, '');
      const pdf = await renderInventoryPdf(
        {
          title: '保税核注清单',
          head: [
            [label('etps_inner_invt_no'), list.etps_inner_invt_no],
            [label('bond_invt_no'), text(list.bond_invt_no)],
            [label('seq_no'), text(list.seq_no)],
            ['账册编号', text(book?.ems_no)],
            [label('impexp_markcd'), option(INVT_IE, list.impexp_markcd)],
            [label('mtpck_endprd_markcd'), option(GOODS_KIND, list.mtpck_endprd_markcd)],
            [label('supv_modecd'), text(list.supv_modecd)],
            [label('trsp_modecd'), text(list.trsp_modecd)],
            [label('dcl_plc_cuscd'), text(list.dcl_plc_cuscd)],
            [label('impexp_portcd'), text(list.impexp_portcd)],
            [label('stship_trsarv_natcd'), text(list.stship_trsarv_natcd)],
            [label('status'), option(INVT_STATUS, list.status)],
            ['经营企业', text(book?.trade_name)],
            // the list's own declarant when it names one, else the book's
            ['申报企业', text(list.declare_name || book?.decl_name)],
            [label('container_no'), text(list.container_no)],
            [label('num'), text(list.num)],
            [label('gross_weight'), num(list.gross_weight)],
            [label('net_weight'), num(list.net_weight)],
            [label('wms_no'), text(list.wms_no)],
            [label('work_no'), text(list.work_no)],
            [label('send_time'), list.send_time ? formatBusinessTime(new Date(list.send_time)) : ''],
            [label('entry_no'), text(list.entry_no)],
            [label('rmk'), text(list.rmk)],
          ],
          lines: lines.map((l) => [
            text(l.gds_seqno),
            text(l.putrec_seqno),
            text(l.gds_mtno),
            text(l.gdecd),
            text(l.gds_nm),
            text(l.gds_spcf_model_desc),
            num(l.dcl_qty),
            text(l.dcl_unitcd),
            num(l.dcl_uprc_amt),
            num(l.dcl_total_amt),
            text(l.dcl_currcd),
            text(l.natcd),
          ]),
        },
        printedAt(new Date()),
      );
      await recordOperation(app.db, req, { action: 'print', target: 'inventory-lists', recordId: list.id });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`${list.etps_inner_invt_no}.pdf`).replace(/^attachment/, 'inline'),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
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
          response: { 200: answers.receiptUploaded, ...errorResponses },
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
            identity: bytesIdentity(content),
            fileName,
            scope: inScope(actor),
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
