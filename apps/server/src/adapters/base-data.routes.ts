import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, codeMapSchema, lookupListSchema, lookupOneSchema } from '@app/shared';
import { base_data, companies, customers, enumItems } from '../db/schema/index.ts';
import { containsPattern } from '../crud/list-query.ts';
import { partnerCompanies, searchEnterprises } from './enterprise-library.ts';
import { requireActor } from '../plugins/auth.ts';
import { scopeCondition } from '../plugins/data-scope.ts';

/** /api/base-data/list-{name} → lookup kind (platform-shell §7.4). */
export const LOOKUPS: Record<string, string> = {
  'list-port': 'port',
  'list-dest-port': 'port',
  'list-trans': 'trans',
  'list-supervise': 'supervise',
  'list-tax': 'tax',
  'list-country': 'country',
  'list-deal-method': 'deal-method',
  'list-wrap': 'wrap',
  'list-entry-port': 'entry-port',
  'list-cd-type': 'cd-type',
  'list-tax-method': 'tax-method',
  'list-deal-uom': 'deal-uom',
  'list-currency': 'currency',
  'list-district-code': 'district-code',
  'list-orig-district': 'orig-district',
  'list-dest-code': 'dest-code',
  'list-record-code': 'record-code',
  'list-attachment-flag': 'attachment-flag',
};

const keywordQuery = z.object({
  keyword: z.string().max(100).optional(),
  access_token: z.string().optional(),
});
const bd = base_data;
const STATUS_TEXT: Record<string, string> = { '1': '启用', '0': '禁用' };

/** A keyword matches the code, the Chinese name or the custom code, case-insensitively; blank = everything. */
function keywordCondition(
  keyword: string | undefined,
  columns: Parameters<typeof ilike>[0][],
): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  return or(...columns.map((c) => ilike(c, containsPattern(text))));
}

export async function baseDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['base-data'];

  for (const [path, type] of Object.entries(LOOKUPS)) {
    r.get(
      `/api/base-data/${path}`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary: `Lookup list: ${type} (keyword filters code, Chinese name or custom code; a space lists all)`,
          querystring: keywordQuery,
          response: { 200: lookupListSchema },
        },
      },
      async (req) => {
        const rows = await app.db
          .select()
          .from(base_data)
          .where(
            and(
              eq(bd.type, type),
              eq(bd.status, '1'),
              keywordCondition(req.query.keyword, [bd.cus_code, bd.cn_name, bd.code]),
            ),
          )
          .orderBy(asc(bd.sort), asc(bd.cus_code));
        return {
          status: CODE_OK,
          data: rows.map((x) => {
            const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
            return {
              cus_code: text(x.cus_code),
              cn_name: text(x.cn_name),
              code: text(x.code ?? x.cus_code),
              en_name: text(x.en_name),
              ciq_code: text(x.ciq_code),
              ciq_name: text(x.ciq_name),
              show_name: text(x.show_name ?? `${text(x.cus_code)} ${text(x.cn_name)}`),
              short_name: text(x.short_name),
              status: STATUS_TEXT[text(x.status)] ?? text(x.status),
              type1: text(x.type1),
            };
          }),
        };
      },
    );
  }

  r.get(
    '/api/base-data/list-customer',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Lookup list: customers in the caller’s data scope',
        querystring: keywordQuery,
        response: { 200: lookupListSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const rows = await app.db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.status, 1),
            scopeCondition(actor, { company: customers.company_id, customer: customers.customer_code }),
            keywordCondition(req.query.keyword, [
              customers.customer_code,
              customers.customer_name,
              customers.show_name,
            ]),
          ),
        )
        .orderBy(asc(customers.customer_code))
        .limit(2000);
      return {
        status: CODE_OK,
        data: rows.map((c) => ({
          cus_code: c.customer_code,
          cn_name: c.customer_name,
          code: c.customer_code,
          en_name: '',
          show_name: c.show_name ?? c.customer_name,
          short_name: c.show_name ?? '',
          status: STATUS_TEXT[String(c.status)],
          type1: c.type,
        })),
      };
    },
  );

  const enterprise = (c: typeof companies.$inferSelect) => ({
    cus_code: c.code ?? '',
    cn_name: c.name,
    code: c.scc ?? '',
    en_name: '',
    show_name: c.name,
    short_name: '',
    status: STATUS_TEXT[String(c.is_enable)],
    type1: '',
    scc: c.scc ?? '',
    address: c.address ?? '',
    tel: c.tel ?? '',
  });

  r.get(
    '/api/base-data/list-enter',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Lookup list: the enterprise library (customers, the companies the declarant deals with, the groups’ companies) by name, customs code or credit code',
        querystring: keywordQuery,
        response: { 200: lookupListSchema },
      },
    },
    async (req) => ({
      status: CODE_OK,
      data: await searchEnterprises(app.db, requireActor(req), req.query.keyword),
    }),
  );

  r.get(
    '/api/base-data/get-enter-info',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'One enterprise: query_flag 1 (default) by 10-digit customs code, 2 by 18-character credit code',
        querystring: z.object({
          keyword: z.string().trim().min(1).max(18),
          query_flag: z.enum(['1', '2']).default('1'),
          access_token: z.string().optional(),
        }),
        response: { 200: lookupOneSchema },
      },
    },
    async (req) => {
      const keyword = req.query.keyword.toUpperCase();
      const column = req.query.query_flag === '1' ? companies.code : companies.scc;
      const [row] = await app.db
        .select()
        .from(companies)
        .where(and(eq(column, keyword), partnerCompanies(app.db, requireActor(req))))
        .limit(1);
      return { status: CODE_OK, data: row ? enterprise(row) : null };
    },
  );

  r.get(
    '/base-data/get-module-group-code-to-key-value',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'A lookup kind as a code → name map (name_type cn, en or code_cn)',
        querystring: z.object({
          module: z.string().max(50).optional(),
          type: z.string().min(1).max(50),
          name_type: z.enum(['cn', 'en', 'code_cn']).default('cn'),
          access_token: z.string().optional(),
        }),
        response: { 200: codeMapSchema },
      },
    },
    async (req) => {
      const rows = await app.db
        .select()
        .from(base_data)
        .where(and(eq(bd.type, req.query.type), eq(bd.status, '1')));
      const name = (x: (typeof rows)[number]) =>
        req.query.name_type === 'en'
          ? (x.en_name ?? x.cn_name)
          : req.query.name_type === 'code_cn'
            ? `${x.cus_code as string} ${x.cn_name as string}`
            : x.cn_name;
      return { code: CODE_OK, data: Object.fromEntries(rows.map((x) => [x.cus_code, name(x)])) };
    },
  );

  r.get(
    '/enum/get-module-group-code-to-key-value',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'An enum group as an enum_key → enum_value map',
        querystring: z.object({
          module: z.string().max(50).optional(),
          group_code: z.string().min(1).max(100),
          access_token: z.string().optional(),
        }),
        response: { 200: codeMapSchema },
      },
    },
    async (req) => {
      const rows = await app.db
        .select()
        .from(enumItems)
        .where(and(eq(enumItems.group_code, req.query.group_code), eq(enumItems.is_show, 1)))
        .orderBy(asc(enumItems.sort), asc(enumItems.id));
      return { code: CODE_OK, data: Object.fromEntries(rows.map((x) => [x.enum_key, x.enum_value])) };
    },
  );
}
