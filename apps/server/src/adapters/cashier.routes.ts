import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashier, CODE_OK, errorResponses, okSchema, strictInt } from '@app/shared';
import { containsPattern } from '../crud/list-query.ts';
import { bank_accounts, cashiers } from '../db/schema/index.ts';
import { requireActor } from '../plugins/auth.ts';
import { scopeCondition } from '../plugins/data-scope.ts';

const SORTABLE = { id: cashiers.id, name: cashiers.name, domain: cashiers.domain } as const;
const sortSchema = z
  .string()
  .trim()
  .regex(/^[+-]?(id|name|domain)$/);

const query = z.strictObject({
  access_token: z.string().optional(),
  name: z.string().trim().max(100).optional(),
  domain: z.string().trim().max(100).optional(),
  page: strictInt((n) => n.min(1).max(100_000)).default(1),
  limit: strictInt((n) => n.min(1).max(100)).default(20),
  sort: sortSchema.default('+id'),
});

const itemSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  name: z.string(),
  domain: z.string(),
  bank_account_id: z.number().int(),
  bank_account_name: z.string().nullable(),
  provider: z.string(),
  alipay_app_id: z.string().nullable(),
  sandbox: z.boolean().nullable(),
  status: z.string(),
  create_time: z.string(),
});

/** The specification's cashier list (`GET /cashier/getList`): the caller's company's cashiers, paged. */
export async function cashierSpecRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/cashier/getList',
    {
      config: { permission: cashier.permissions.list },
      schema: {
        tags: ['finance'],
        summary:
          'Cashiers of the working company: name and domain contain the text, page/limit, sort "-id" reverses; data {total, items}',
        querystring: query,
        response: {
          200: okSchema(z.object({ total: z.number().int(), items: z.array(itemSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { name, domain, page, limit, sort } = req.query;
      const where = and(
        scopeCondition(actor, { company: cashiers.company_id }),
        name ? ilike(cashiers.name, containsPattern(name)) : undefined,
        domain ? ilike(cashiers.domain, containsPattern(domain)) : undefined,
      );
      const column = SORTABLE[sort.replace(/^[+-]/, '') as keyof typeof SORTABLE];
      const [total] = await app.db.select({ n: count() }).from(cashiers).where(where);
      const rows = await app.db
        .select({
          id: cashiers.id,
          company_id: cashiers.company_id,
          name: cashiers.name,
          domain: cashiers.domain,
          bank_account_id: cashiers.bank_account_id,
          bank_account_name: bank_accounts.name,
          provider: cashiers.provider,
          alipay_app_id: cashiers.alipay_app_id,
          sandbox: cashiers.sandbox,
          status: cashiers.status,
          create_time: cashiers.create_time,
        })
        .from(cashiers)
        .leftJoin(bank_accounts, eq(bank_accounts.id, cashiers.bank_account_id))
        .where(where)
        .orderBy(sort.startsWith('-') ? desc(column) : asc(column), asc(cashiers.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const items = rows.map((row) => ({ ...row, create_time: row.create_time.toISOString() }));
      return { code: CODE_OK, data: { total: total?.n ?? 0, items } };
    },
  );
}
