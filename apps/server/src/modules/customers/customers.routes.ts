import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERM, zCreditCode } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { scopeCondition, scopeValues } from '../../plugins/data-scope.ts';
import { idSchema } from '../../plugins/paging.ts';
import type { Actor } from '../auth/actor.ts';

const scopeCols = { company: customers.company_id, customer: customers.customer_code };
const text = (max: number) => z.string().trim().max(max);
const fields = {
  customer_code: text(50)
    .min(1)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'field.code_chars' }),
  customer_name: text(200).min(1),
  show_name: text(200).nullish(),
  type: z.enum(['customer', 'supplier']).default('customer'),
  business_type: z.enum(['customs', 'warehouse', 'transport']).default('customs'),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  scc: zCreditCode.nullish(),
  tel: text(50).nullish(),
  email: z.email().max(200).nullish().or(z.literal('')),
};
const createBody = z.strictObject(fields);
const updateBody = z.strictObject({
  version: z.number().int().positive(),
  customer_name: fields.customer_name.optional(),
  show_name: fields.show_name,
  type: z.enum(['customer', 'supplier']).optional(),
  business_type: z.enum(['customs', 'warehouse', 'transport']).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  scc: fields.scc,
  tel: fields.tel,
  email: fields.email,
});
const listQuery = z.object({
  access_token: z.string().optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (n >= 10 && n <= 100) || n === 999, { message: 'error.page_size' })
    .default(20),
  sort: z
    .enum([
      'id,asc',
      'id,desc',
      'customer_code,asc',
      'customer_code,desc',
      'create_time,asc',
      'create_time,desc',
    ])
    .default('id,desc'),
  customer_code: text(50).optional(),
  customer_name: text(200).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  type: z.enum(['customer', 'supplier']).optional(),
});
const idParams = z.object({ id: idSchema });
const idsParams = z.object({
  ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'error.invalid_id' }),
});

/** One record, only if it is within the caller's data scope (otherwise 404: its existence is not revealed). */
async function scopedRecord(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), scopeCondition(actor, scopeCols)));
  if (!row) throw notFound();
  return row;
}

/**
 * Customers of the working company: a data-scoped business record. Staff see their selected
 * company's customers (limited further by their view permission); partners see only their own.
 */
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  r.get(
    '/api/customers',
    {
      config: { permission: PERM.customerSearch },
      schema: { tags, summary: 'Customers in scope, paged', querystring: listQuery },
    },
    async (req) => {
      const actor = requireActor(req);
      const q = req.query;
      const where: SQL[] = [scopeCondition(actor, scopeCols)];
      if (q.customer_code) where.push(eq(customers.customer_code, q.customer_code));
      if (q.customer_name) where.push(ilike(customers.customer_name, like(q.customer_name)));
      if (q.status !== undefined) where.push(eq(customers.status, q.status));
      if (q.type) where.push(eq(customers.type, q.type));
      const [field, dir] = q.sort.split(',') as ['id' | 'customer_code' | 'create_time', 'asc' | 'desc'];
      const [total] = await app.db
        .select({ n: count() })
        .from(customers)
        .where(and(...where));
      const content = await app.db
        .select()
        .from(customers)
        .where(and(...where))
        .orderBy((dir === 'asc' ? asc : desc)(customers[field]), desc(customers.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return { content, totalElements: total?.n ?? 0, page: q.page, size: q.size };
    },
  );

  r.get(
    '/api/customers/:id',
    {
      config: { permission: PERM.customerSearch },
      schema: { tags, summary: 'One customer in scope', params: idParams },
    },
    async (req) => scopedRecord(app.db, requireActor(req), req.params.id),
  );

  r.post(
    '/api/customers',
    {
      config: { permission: PERM.customerAdd },
      schema: { tags, summary: 'Creates a customer in the working company', body: createBody },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const values: Record<string, unknown> = {
        ...req.body,
        email: req.body.email || null,
        ...scopeValues(actor, { company: 'company_id', customer: 'customer_code' }),
      };
      if (
        !actor.isCustomerClient &&
        actor.viewCustomerCodes.length &&
        !actor.viewCustomerCodes.includes(values.customer_code as string)
      ) {
        throw fieldError('customer_code', 'error.out_of_scope');
      }
      const created = await app.db.transaction(async (tx) => {
        const [dup] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(
              eq(customers.company_id, values.company_id as number),
              eq(customers.customer_code, values.customer_code as string),
            ),
          );
        if (dup)
          throw fieldError('customer_code', 'error.duplicate', { field: values.customer_code as string });
        const [row] = await tx
          .insert(customers)
          .values({
            ...(values as typeof customers.$inferInsert),
            create_id: actor.userId,
            update_id: actor.userId,
          })
          .returning();
        await recordOperation(tx, req, {
          action: 'create',
          target: 'customers',
          recordId: row!.id,
          after: row,
        });
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/customers/:id',
    {
      config: { permission: PERM.customerUpdate },
      schema: {
        tags,
        summary: 'Updates a customer in scope (stale version: 409)',
        params: idParams,
        body: updateBody,
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { version, ...rest } = req.body;
      const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      if ('email' in values && !values.email) values.email = null;
      return app.db.transaction(async (tx) => {
        const before = await scopedRecord(tx, actor, req.params.id);
        const after = await updateVersioned(tx, customers, before.id, version, values, actor.userId);
        await recordOperation(tx, req, {
          action: 'update',
          target: 'customers',
          recordId: before.id,
          before,
          after,
        });
        return after;
      });
    },
  );

  r.delete(
    '/api/customers/:ids',
    {
      config: { permission: PERM.customerDelete },
      schema: { tags, summary: 'Deletes customers in scope (comma-joined ids)', params: idsParams },
    },
    async (req) => {
      const actor = requireActor(req);
      const ids = [...new Set(req.params.ids.split(',').map(Number))];
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(customers)
          .where(and(inArray(customers.id, ids), scopeCondition(actor, scopeCols)));
        if (rows.length !== ids.length) throw notFound();
        await tx.delete(customers).where(inArray(customers.id, ids));
        for (const row of rows)
          await recordOperation(tx, req, {
            action: 'delete',
            target: 'customers',
            recordId: row.id,
            before: row,
          });
      });
      return { code: 0, data: { deleted: ids.length } };
    },
  );
}
