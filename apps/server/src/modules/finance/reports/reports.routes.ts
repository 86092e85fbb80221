import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ageingAnswerSchema,
  bill,
  businessDay,
  errorResponses,
  fieldSchema,
  profitAnswerSchema,
  strictInt,
} from '@app/shared';
import { requireActor } from '../../../plugins/auth.ts';
import { ageing, profit } from './finance-reports.ts';

const tags = ['finance-reports'];
const date = fieldSchema({ ...bill.fields.event_date!, required: false });

/** The finance reports: receivables and payables ageing, and profit per task order or declaration. */
export async function financeReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = bill.permissions.list;

  r.get(
    '/api/finance/ageing',
    {
      config: { permission: perm },
      schema: {
        tags,
        summary:
          'Open amounts per party in bands of days past the event date (0–30, 31–60, 61–90, over 90) as of a day',
        querystring: z.object({
          io_type: fieldSchema(bill.fields.io_type!).optional(),
          as_of: date.optional(),
        }),
        response: { 200: ageingAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query as { io_type?: string; as_of?: string };
      const asOf = q.as_of || businessDay();
      return {
        as_of: asOf,
        content: await ageing(app.db, requireActor(req), { io_type: q.io_type, as_of: asOf }),
      };
    },
  );

  r.get(
    '/api/finance/profit',
    {
      config: { permission: perm },
      schema: {
        tags,
        summary: 'Receivable minus payable per task order or per declaration, over a period (a page of rows)',
        querystring: z.object({
          by: z.enum(['task', 'declaration']).default('task'),
          from: date.optional(),
          to: date.optional(),
          page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
          size: strictInt((n) => n.min(1).max(100)).default(20),
        }),
        response: { 200: profitAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query as {
        by: 'task' | 'declaration';
        from?: string;
        to?: string;
        page: number;
        size: number;
      };
      const { content, totalElements } = await profit(app.db, requireActor(req), q);
      return { content, totalElements, page: q.page, size: q.size };
    },
  );
}
