import { sql } from 'drizzle-orm';
import { compareAmounts, subtractAmounts, sumAmounts } from '@app/shared';
import { executeRows, type DbOrTx } from '../../../db/client.ts';

/** The line statuses a payment may be written off against. */
export const OPEN_LINE_STATUSES = ['confirmed', 'invoiced', 'partly_paid'] as const;

/** What a write-off reads of a payment. */
export interface PaymentWriteOff {
  id: number;
  company_id: number | null;
  io_type: string;
  customer_code: string | null;
  carrier_id: number | null;
  statement_id: number | null;
  amount: string;
  currency: string;
  status: string | null;
}

interface OpenLine {
  id: number;
  statement_id: number | null;
  open: string;
}

/** Why a write-off cannot run (the callers turn it into their own 4xx). */
export class WriteOffError extends Error {
  constructor(
    readonly code: 'not_found' | 'not_confirmed',
    message: string,
  ) {
    super(message);
  }
}

const openLineStatuses = sql.join(
  OPEN_LINE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const partyLines = (p: PaymentWriteOff) =>
  p.statement_id
    ? sql`b.statement_id = ${p.statement_id}`
    : sql`b.company_id is not distinct from ${p.company_id} and b.io_type = ${p.io_type}
        and b.bill_currency = ${p.currency}
        and ${p.customer_code ? sql`b.customer_code = ${p.customer_code}` : sql`b.customer_code is null`}
        and ${p.carrier_id ? sql`b.carrier_id = ${p.carrier_id}` : sql`b.carrier_id is null`}`;

/**
 * The open lines a payment may take, oldest event date first, locked against other write-offs. The
 * statements they belong to are locked first, by id: every write-off takes statements before lines, in
 * one order, so two of them wait for each other instead of deadlocking.
 */
async function lockOpenLines(tx: DbOrTx, p: PaymentWriteOff): Promise<OpenLine[]> {
  const open = sql`${partyLines(p)} and b.status in (${openLineStatuses})
           and b.bill_amount - coalesce(b.paid_amount, 0) > 0`;
  await tx.execute(
    sql`select id from statements where id in (select b.statement_id from bills b where ${open})
         order by id for update`,
  );
  return executeRows<OpenLine>(
    tx,
    sql`select b.id, b.statement_id, (b.bill_amount - coalesce(b.paid_amount, 0))::text as open
          from bills b where ${open}
         order by b.event_date, b.id
         for update`,
  );
}

/**
 * Writes a confirmed payment off against open charge lines: those of its statement, or without a
 * statement the party's (same company, io_type, customer or carrier, billing currency = the payment's
 * currency), oldest event date first. Each write-off is a `payment_allocations` row; the line's
 * `paid_amount` grows and its status becomes partly_paid or paid, every statement touched follows
 * (paid_amount = the sum over its lines, status partly_paid / paid, except a draft or disputed statement,
 * whose workflow keeps its state), and the payment keeps what it
 * applied and what is left (`unapplied_amount`, the party's credit).
 *
 * The payment row, its statement and the lines are locked (FOR UPDATE, in that order) so two
 * confirmations at once never allocate the same open amount twice. Running it again only allocates
 * what the payment has not yet applied, so a repeated call changes nothing. Amounts are exact (numeric
 * in SQL, decimal.js in JS). Call it inside the transaction that confirms the payment.
 */
export async function writeOffPayment(
  tx: DbOrTx,
  paymentId: number,
  actorId: number | null,
): Promise<{ applied: string; unapplied: string }> {
  const [payment] = await executeRows<PaymentWriteOff>(
    tx,
    sql`select id, company_id, io_type, customer_code, carrier_id, statement_id, amount::text as amount,
               currency, status
          from payments where id = ${paymentId} for update`,
  );
  if (!payment) throw new WriteOffError('not_found', `payment ${paymentId} not found`);
  if (payment.status !== 'confirmed')
    throw new WriteOffError('not_confirmed', `payment ${paymentId} is ${payment.status}, not confirmed`);

  const { applied, unapplied } = await allocatePayment(tx, payment, actorId);
  await tx.execute(
    sql`update payments set applied_amount = ${applied}::numeric, unapplied_amount = ${unapplied}::numeric,
               version = version + 1, update_id = ${actorId}, update_time = now()
         where id = ${paymentId}`,
  );
  return { applied, unapplied };
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** A payment row as the engine's move hook reads it, as a write-off reads it. */
export function writeOffOf(row: Record<string, unknown>): PaymentWriteOff {
  return {
    id: Number(row.id),
    company_id: num(row.company_id),
    io_type: String(row.io_type ?? ''),
    customer_code: str(row.customer_code),
    carrier_id: num(row.carrier_id),
    statement_id: num(row.statement_id),
    amount: String(row.amount ?? '0'),
    currency: String(row.currency ?? ''),
    status: str(row.status),
  };
}

/**
 * The allocation of a write-off, without the payment's own row (its caller sets what it applied): the
 * open lines it takes, their statements following, and what it applied and left in total. The payment
 * must be locked by the caller (the move's row lock, or `writeOffPayment`'s).
 */
export async function allocatePayment(
  tx: DbOrTx,
  payment: PaymentWriteOff,
  actorId: number | null,
): Promise<{ applied: string; unapplied: string }> {
  const paymentId = payment.id;
  const [done] = await executeRows<{ applied: string }>(
    tx,
    sql`select coalesce(sum(amount), 0)::text as applied from payment_allocations where payment_id = ${paymentId}`,
  );
  let left = subtractAmounts(payment.amount, done?.applied ?? '0');
  const taken: string[] = [done?.applied ?? '0'];
  const statements = new Set<number>();

  if (compareAmounts(left, 0) > 0) {
    for (const line of await lockOpenLines(tx, payment)) {
      const take = compareAmounts(line.open, left) < 0 ? line.open : left;
      await tx.execute(
        sql`insert into payment_allocations (payment_id, bill_id, amount, create_id)
            values (${paymentId}, ${line.id}, ${take}::numeric, ${actorId})`,
      );
      await tx.execute(
        sql`update bills
               set paid_amount = coalesce(paid_amount, 0) + ${take}::numeric,
                   status = case when coalesce(paid_amount, 0) + ${take}::numeric >= bill_amount
                                 then 'paid' else 'partly_paid' end,
                   version = version + 1, update_id = ${actorId}, update_time = now()
             where id = ${line.id}`,
      );
      if (line.statement_id) statements.add(line.statement_id);
      taken.push(take);
      left = subtractAmounts(left, take);
      if (compareAmounts(left, 0) <= 0) break;
    }
  }

  for (const statementId of statements) {
    await tx.execute(
      sql`update statements s
             set paid_amount = t.paid,
                 status = case when s.status in ('draft', 'disputed') then s.status
                               when t.paid >= coalesce(s.total_amount, 0) then 'paid'
                               when t.paid > 0 then 'partly_paid' else s.status end,
                 version = s.version + 1, update_id = ${actorId}, update_time = now()
            from (select coalesce(sum(coalesce(paid_amount, 0)), 0) as paid
                    from bills where statement_id = ${statementId}) t
           where s.id = ${statementId} and s.status <> 'void'`,
    );
  }

  const applied = sumAmounts(taken);
  return { applied, unapplied: subtractAmounts(payment.amount, applied) };
}
