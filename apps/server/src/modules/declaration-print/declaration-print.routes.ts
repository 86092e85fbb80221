import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessZoneLabel, CODE_OK, formatBusinessTime } from '@app/shared';
import { binaryFileSchema, printRecordAnswerSchema, printSealAnswerSchema } from '@app/shared';
import { PERM } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema, tokenQuery } from '../../plugins/paging.ts';
import { printedSeal } from '../companies/company-images.ts';
import { loadDeclaration } from '../declarations/declarations.repo.ts';
import { contentDisposition } from '../downloads/content-disposition.ts';
import { loadCodeNames } from './code-names.ts';
import { declarations } from '../../db/schema/index.ts';
import { assertDeclarationVisible } from '../declarations/declarations.scope.ts';
import { renderDeclarationPdf } from './declaration-pdf.ts';
import { buildPrintForm, codesToName } from './print-form.ts';

export const PRINT_PERMISSION = PERM.declarationPrint;

const params = z.object({ id: idSchema });

/** Sets print_time and adds one to print_count (the version stays: printing does not edit the declaration). */
async function recordPrint(
  db: DbOrTx,
  req: FastifyRequest,
  id: number,
  how: 'pdf' | 'browser',
  at = new Date(),
) {
  const table = declarations;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ print_time: at, print_count: sql`coalesce(${table.print_count}, 0) + 1` })
      .where(eq(table.id, id))
      .returning({ print_time: table.print_time, print_count: table.print_count });
    if (!row) throw notFound();
    await recordOperation(tx, req, {
      action: 'print',
      target: 'declarations',
      recordId: id,
      after: { ...row, how },
    });
    return row;
  });
}

/**
 * The seal a declaration's printed form carries, as a data URL: its company's (cd_company_id) when that
 * company's 打印显示公章 is on, else undefined.
 */
async function sealOf(db: DbOrTx, companyId: unknown): Promise<string | undefined> {
  const seal = await printedSeal(db, typeof companyId === 'number' ? companyId : null);
  return seal && `data:${seal.content_type};base64,${seal.bytes.toString('base64')}`;
}

/**
 * "YYYY-MM-DD HH:mm:ss UTC+8": when a form was printed, on the business clock (BUSINESS_TIME_ZONE) as
 * every screen shows times, with the zone, since a sheet of paper does not know its reader's.
 */
export function printedAt(at: Date): string {
  return `${formatBusinessTime(at)} ${businessZoneLabel(at)}`;
}

/** The printable declaration form: a server PDF, and the record of a print made by the browser. */
export async function declarationPrintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['declarations'];

  r.get(
    '/api/declarations/:id/print.pdf',
    {
      config: { permission: PRINT_PERMISSION },
      schema: {
        tags,
        summary: 'The declaration form as an A4 PDF (official layout); records print_time and print_count',
        params,
        // a link a browser opens (a new tab, the print dialog) may carry the token
        querystring: tokenQuery,
        response: { 200: binaryFileSchema },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const id = req.params.id;
      await assertDeclarationVisible(app.db, actor, id);
      const full = await loadDeclaration(app.db, id);
      if (!full) throw notFound();
      const names = await loadCodeNames(app.db, codesToName(full));
      const form = buildPrintForm(full, names);
      // rendered first, so a failed rendering is not counted as a print
      const at = new Date();
      const seal = await sealOf(app.db, full.head.cd_company_id);
      const pdf = await renderDeclarationPdf(form, printedAt(at), seal);
      await recordPrint(app.db, req, id, 'pdf', at);
      const name = `${String(full.head.cd_sn ?? '') || `declaration-${id}`}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(name).replace(/^attachment/, 'inline'))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/declarations/:id/print-seal',
    {
      config: { permission: PRINT_PERMISSION },
      schema: {
        tags,
        summary:
          'The seal the printed form carries (a data URL), null when the declaring company’s 打印显示公章 is off or it has none',
        params,
        response: { 200: printSealAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      await assertDeclarationVisible(app.db, actor, req.params.id);
      const [row] = await app.db
        .select({ company: declarations.cd_company_id })
        .from(declarations)
        .where(eq(declarations.id, req.params.id));
      return { code: CODE_OK, data: { seal: (await sealOf(app.db, row?.company)) ?? null } };
    },
  );

  r.post(
    '/api/declarations/:id/printed',
    {
      config: { permission: PRINT_PERMISSION },
      schema: {
        tags,
        summary: 'Records a print made by the browser: print_time and print_count',
        params,
        response: { 200: printRecordAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      await assertDeclarationVisible(app.db, actor, req.params.id);
      const row = await recordPrint(app.db, req, req.params.id, 'browser');
      return { code: CODE_OK, data: row };
    },
  );
}
