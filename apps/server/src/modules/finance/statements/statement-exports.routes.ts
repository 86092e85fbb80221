import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { binaryFileSchema, errorResponses, statement, subtractAmounts } from '@app/shared';
import type { Db } from '../../../db/client.ts';
import { statements } from '../../../db/schema/index.ts';
import { notFound } from '../../../plugins/app-error.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { idSchema } from '../../../plugins/paging.ts';
import { contentDisposition } from '../../downloads/content-disposition.ts';
import { waitForZip } from '../../exports/xlsx-backpressure.ts';
import type { StatementRow } from './statement-actions.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { inScope } from './statement-actions.ts';
import { LINE_COLUMNS, lineBatches, statementHeader, statementTotals } from './statement-print.ts';

const tags = ['statements'];
const params = z.object({ id: idSchema });
/** Bytes the reply may hold unread before the writer waits for the client. */
const REPLY_QUEUE = 4 * 1024 * 1024;

async function scopedStatement(db: Db, actor: Actor, id: number): Promise<StatementRow> {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), inScope(actor)));
  if (!row) throw notFound();
  return row;
}

/** Waits while the client has not read what the reply holds (a slow download keeps memory flat). */
async function waitForClient(out: PassThrough) {
  while (out.readableLength > REPLY_QUEUE && !out.destroyed)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Writes the statement workbook into `out`: the header block, the lines (read in keyset batches,
 * each row committed at once, waiting for the compressor and the client) and the totals.
 */
async function writeWorkbook(db: Db, s: StatementRow, out: PassThrough) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('对账单');
  sheet.columns = LINE_COLUMNS.map((c) => ({ width: c.width }));
  const header = await statementHeader(db, s);
  const title = sheet.addRow([header.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const [label, value] of header.rows) sheet.addRow([label, value]).commit();
  sheet.addRow([]).commit();
  const head = sheet.addRow(LINE_COLUMNS.map((c) => c.header));
  head.font = { bold: true };
  head.commit();
  for await (const batch of lineBatches(db, s.id)) {
    for (const line of batch) sheet.addRow(LINE_COLUMNS.map((c) => c.value(line))).commit();
    await waitForZip(sheet);
    await waitForClient(out);
    if (out.destroyed) return;
  }
  sheet.addRow([]).commit();
  const open = subtractAmounts(s.total_amount ?? '0', s.paid_amount ?? '0');
  for (const [label, value] of statementTotals(s, open)) sheet.addRow([label, value]).commit();
  sheet.commit();
  await workbook.commit();
}

/** The printable files of a statement: the workbook (streamed) and the PDF. */
export async function statementExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/statements/:id/xlsx',
    {
      config: { permission: statement.permissions.export },
      schema: {
        tags,
        summary:
          'The statement as a workbook (header, every line, totals), streamed as it is written: flat memory for any length',
        params,
        response: { 200: binaryFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const s = await scopedStatement(app.db, requireActor(req), req.params.id);
      const out = new PassThrough();
      writeWorkbook(app.db, s, out).catch((err: unknown) => {
        app.log.error({ err, statement: s.id }, 'statement workbook failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`对账单-${s.statement_no ?? s.id}.xlsx`))
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  r.get(
    '/api/statements/:id/pdf',
    {
      config: { permission: statement.permissions.list },
      schema: {
        tags,
        summary:
          'The statement as a printable A4 PDF: company, party, period, notice code, bank account, lines, totals',
        params,
        response: { 200: binaryFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const s = await scopedStatement(app.db, requireActor(req), req.params.id);
      const pdf = await renderStatementPdf(app.db, s);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`对账单-${s.statement_no ?? s.id}.pdf`).replace(/^attachment/, 'inline'),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
