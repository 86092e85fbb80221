import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { localize, payment, STATEMENT_PAYABLE, stateName, statement, type LocalizedText } from '@app/shared';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { payments, statements } from '../../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../../plugins/app-error.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { recordOperation } from '../../../plugins/audit.ts';
import { recordAction } from '../../../crud/document-events.ts';
import { tableOf } from '../../../crud/entity-tables.ts';
import { scopeOf } from '../../../crud/list-condition.ts';
import { nextDocNo } from '../../../db/doc-numbers.ts';
import { resolveParty, type Party } from '../statements/statement-party.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The refused change as the `payment.cannot` message words it in each language. */
const PAYMENT_CHANGE: LocalizedText = { zh: '修改', en: 'changed', es: 'modificar', ja: '変更' };

/** The caller's payments (the engine's data scope of the definition). */
export const paymentsInScope = (actor: Actor) => scopeOf(payment, tableOf(payment), actor);

export interface PaymentCreate extends Party {
  statement_id?: number | null | undefined;
  method: string;
  amount: string;
  currency: string;
  reference?: string | null | undefined;
  payer_name?: string | null | undefined;
  paid_date: string;
  note?: string | null | undefined;
}

/** The statement a payment names, in the caller's scope, of the payment's party and currency. */
async function payableStatement(tx: DbOrTx, actor: Actor, body: PaymentCreate, req: FastifyRequest) {
  const [s] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.id, body.statement_id!), scopeOf(statement, tableOf(statement), actor)));
  if (!s) throw fieldError('statement_id', 'error.out_of_scope');
  const party = actor.isCustomerClient
    ? s.customer_code === actor.customerCode
    : s.io_type === body.io_type &&
      (s.customer_code ?? null) === (body.customer_code?.toUpperCase() ?? null) &&
      (s.carrier_id ?? null) === (body.carrier_id ?? null);
  if (!party || s.bill_currency !== body.currency)
    throw fieldError('statement_id', 'payment.statement_party', {
      no: s.statement_no ?? '',
      currency: body.currency,
    });
  if (!STATEMENT_PAYABLE.some((state) => state === s.status))
    throw fieldError('statement_id', 'payment.statement_not_payable', {
      status: stateName(statement, s.status, req.lang),
    });
  return s;
}

/**
 * A pending payment: staff for any party of their company (with or without a statement), a partner only
 * a bank transfer of its own statement (company, party and currency are the statement's).
 */
export async function createPayment(db: Db, req: FastifyRequest, actor: Actor, body: PaymentCreate) {
  if (
    actor.isCustomerClient &&
    (body.method !== 'bank' || !body.statement_id || body.io_type !== 'receivable')
  )
    throw fieldError(body.method !== 'bank' ? 'method' : 'statement_id', 'payment.partner_bank_statement');
  return db.transaction(async (tx) => {
    let companyId = actor.companyId;
    let party: Record<string, unknown>;
    if (actor.isCustomerClient) {
      const s = await payableStatement(tx, actor, { ...body, customer_code: actor.customerCode }, req);
      companyId = s.company_id;
      party = {
        party_type: s.party_type,
        customer_code: s.customer_code,
        carrier_id: null,
        party_name: s.party_name,
      };
    } else {
      if (companyId === null) throw new AppError(400, 'auth.company_required');
      party = await resolveParty(tx, companyId, body);
      if (body.statement_id) await payableStatement(tx, actor, body, req);
    }
    const prefix = body.io_type === 'payable' ? 'FK' : 'SK';
    const [row] = await tx
      .insert(payments)
      .values({
        company_id: companyId,
        payment_no: await nextDocNo(
          tx,
          { prefix, table: payments, no: payments.payment_no, company: payments.company_id },
          companyId ?? 0,
        ),
        io_type: body.io_type,
        ...party,
        statement_id: body.statement_id ?? null,
        method: body.method,
        amount: body.amount,
        currency: body.currency,
        reference: body.reference ?? null,
        payer_name: body.payer_name ?? null,
        paid_date: body.paid_date,
        status: 'pending',
        applied_amount: '0',
        unapplied_amount: '0',
        note: body.note ?? null,
        create_id: actor.userId,
        update_id: actor.userId,
      })
      .returning();
    await recordAction(tx, { type: 'payment', id: row!.id }, actor, { action: 'add', message: body.amount });
    await recordOperation(tx, req, { action: 'add', target: 'payments', recordId: row!.id, after: row });
    return row!;
  });
}

async function lockPayment(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentsInScope(actor)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
}

/** Changes what a pending payment says of itself (reference, payer, note), with the version read. */
export async function updatePayment(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: { version: number; reference?: string | null; payer_name?: string | null; note?: string | null },
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const before = await lockPayment(tx, actor, id, body.version);
    if (before.status !== 'pending')
      throw new AppError(409, 'payment.cannot', {
        status: stateName(payment, before.status, req.lang),
        action: localize(PAYMENT_CHANGE, req.lang),
      });
    const { version: _v, ...values } = body;
    const [after] = await tx
      .update(payments)
      .set({
        ...values,
        version: sql`${payments.version} + 1`,
        update_id: actor.userId,
        update_time: new Date(),
      })
      .where(eq(payments.id, id))
      .returning();
    await recordOperation(tx, req, { action: 'update', target: 'payments', recordId: id, before, after });
    return after!;
  });
}
