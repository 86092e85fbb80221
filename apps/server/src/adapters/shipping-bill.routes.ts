import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_OK,
  localize,
  shippingBill,
  SHIPPING_BILL_ENUMS,
  shippingBillDeclarationsAnswerSchema,
  shippingBillEnumsAnswerSchema,
  shippingBillLinesAnswerSchema,
  strictInt,
} from '@app/shared';
import { containsPattern } from '../crud/list-query.ts';
import { requireActor } from '../plugins/auth.ts';
import { idSchema } from '../plugins/paging.ts';
import { loadLines } from '../modules/declarations/declarations.repo.ts';
import { declarations } from '../db/schema/index.ts';
import { assertDeclarationVisible, declarationScope } from '../modules/declarations/declarations.scope.ts';

const cdListBody = z
  .object({
    keyword: z.string().trim().max(50).optional(),
    ie_flag: z.enum(['0', '1']).optional(),
    page: strictInt((n) => n.min(1).max(100_000)).default(1),
    limit: strictInt((n) => n.min(1).max(100)).default(20),
  })
  .default({ page: 1, limit: 20 });

/** The columns a bill needs from a declaration to link to it. */
const CD_COLUMNS = {
  id: declarations.id,
  cd_sn: declarations.cd_sn,
  entry_sn: declarations.entry_sn,
  qp_sn: declarations.qp_sn,
  bill_no: declarations.bill_no,
  customer_code: declarations.customer_code,
  ie_flag: declarations.ie_flag,
  receiver_name: declarations.receiver_name,
  apply_date: declarations.apply_date,
  cd_status: declarations.cd_status,
};

/**
 * The spec's calls of the shipping bill screen (business-domain §7). The list itself is the generic
 * `/api/shipping-bills` (its message statuses are enum filters); these answer the screen's lookups.
 */
export async function shippingBillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shipping-bills'];
  const permission = shippingBill.permissions.list;

  r.post(
    '/shippingBill/enumList',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Shipping bill screen: message-status and ie-flag lists, {enum_key, enum_value}',
        response: { 200: shippingBillEnumsAnswerSchema },
      },
    },
    async (req) => ({
      code: CODE_OK,
      data: {
        items: Object.fromEntries(
          Object.entries(SHIPPING_BILL_ENUMS).map(([name, options]) => [
            name,
            options.map((o) => ({ enum_key: o.value, enum_value: localize(o.label, req.lang) })),
          ]),
        ),
      },
    }),
  );

  r.post(
    '/shippingBill/getCdList',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Declarations a bill may link to (caller’s scope; keyword matches internal, customs, data-centre or B/L no., or customer)',
        body: cdListBody,
        response: { 200: shippingBillDeclarationsAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const c = CD_COLUMNS;
      const { keyword, ie_flag, page, limit } = req.body;
      const where = and(
        declarationScope(actor),
        ie_flag ? eq(c.ie_flag, ie_flag) : undefined,
        keyword
          ? or(
              ...[c.cd_sn, c.entry_sn, c.qp_sn, c.bill_no, c.customer_code].map((col) =>
                ilike(col, containsPattern(keyword)),
              ),
            )
          : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(declarations).where(where);
      const items = await app.db
        .select(c)
        .from(declarations)
        .where(where)
        .orderBy(desc(c.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { code: CODE_OK, data: { total: total?.n ?? 0, items } };
    },
  );

  r.post(
    '/shippingBill/getDeclarationOther',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The goods and containers of one declaration in the caller’s scope',
        body: z.object({ cd_id: idSchema }),
        response: { 200: shippingBillLinesAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      await assertDeclarationVisible(app.db, actor, req.body.cd_id);
      const goods = await loadLines(app.db, 'goods', req.body.cd_id);
      const containers = await loadLines(app.db, 'containers', req.body.cd_id);
      return { code: CODE_OK, data: { items: { goods, containers } } };
    },
  );
}
