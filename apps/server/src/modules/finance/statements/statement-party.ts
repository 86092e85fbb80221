import { randomInt } from 'node:crypto';
import { and, eq, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bills, carriers, contracts, customers, statements } from '../../../db/schema/index.ts';
import { fieldError } from '../../../plugins/app-error.ts';
import { nextDocNo } from '../../../db/doc-numbers.ts';

/** A party of a statement or a payment: a customer (receivables) or a carrier (payables). */
export interface Party {
  io_type: 'receivable' | 'payable';
  customer_code?: string | null | undefined;
  carrier_id?: number | null | undefined;
}

/**
 * Checks the party of a body (a receivable names a customer of the company and no carrier, a payable a
 * carrier of the company and no customer) and answers what the record stores of it.
 */
export async function resolveParty(tx: DbOrTx, companyId: number, p: Party) {
  if (p.io_type === 'receivable') {
    if (p.carrier_id) throw fieldError('carrier_id', 'statement.carrier_not_receivable');
    if (!p.customer_code) throw fieldError('customer_code', 'statement.customer_required');
    const code = p.customer_code.toUpperCase();
    const [c] = await tx
      .select({ name: customers.customer_name })
      .from(customers)
      .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, code)));
    if (!c) throw fieldError('customer_code', 'statement.unknown_customer', { code });
    return { party_type: 'customer', customer_code: code, carrier_id: null, party_name: c.name };
  }
  if (p.customer_code) throw fieldError('customer_code', 'statement.customer_not_payable');
  if (!p.carrier_id) throw fieldError('carrier_id', 'statement.carrier_required');
  const [c] = await tx
    .select({ name: carriers.carrier_name, company: carriers.company_id })
    .from(carriers)
    .where(eq(carriers.id, p.carrier_id));
  if (!c || c.company !== companyId) throw fieldError('carrier_id', 'statement.unknown_carrier');
  return { party_type: 'supplier', customer_code: null, carrier_id: p.carrier_id, party_name: c.name };
}

/** Lines of the same party as a statement or payment row (company, io_type, customer or carrier). */
export function samePartyLines(row: {
  company_id: number | null;
  io_type: string;
  customer_code: string | null;
  carrier_id: number | null;
}): SQL {
  return sql`${bills.company_id} = ${row.company_id} and ${bills.io_type} = ${row.io_type} and ${
    row.customer_code
      ? sql`${bills.customer_code} = ${row.customer_code}`
      : sql`${bills.customer_code} is null`
  } and ${row.carrier_id ? sql`${bills.carrier_id} = ${row.carrier_id}` : sql`${bills.carrier_id} is null`}`;
}

/**
 * The lines a statement takes, the one rule of its creation, of adding a line and of the line picker
 * (`GET /api/statements/:id/candidates`): its party's confirmed lines on no statement, in its billing
 * currency, whose event date falls in its period.
 */
export function takeableLines(head: {
  company_id: number | null;
  io_type: string;
  customer_code: string | null;
  carrier_id: number | null;
  bill_currency: string;
  period_from: string;
  period_to: string;
}): SQL {
  return and(
    samePartyLines(head),
    eq(bills.status, 'confirmed'),
    sql`${bills.statement_id} is null`,
    eq(bills.bill_currency, head.bill_currency),
    sql`${bills.event_date} between ${head.period_from} and ${head.period_to}`,
  )!;
}

/** The statement's due date: the period end plus the payment days of the party's contract (else 30). */
export async function dueDate(
  tx: DbOrTx,
  companyId: number,
  party: { customer_code: string | null; carrier_id: number | null },
  periodTo: string,
): Promise<string> {
  const [contract] = await tx
    .select({ days: contracts.payment_days })
    .from(contracts)
    .where(
      and(
        eq(contracts.company_id, companyId),
        party.customer_code
          ? eq(contracts.customer_code, party.customer_code)
          : eq(contracts.carrier_id, party.carrier_id ?? 0),
        eq(contracts.status, '1'),
        lte(contracts.valid_from, periodTo),
        gte(contracts.valid_to, periodTo),
      ),
    )
    .limit(1);
  const day = new Date(`${periodTo}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (contract?.days ?? 30));
  return day.toISOString().slice(0, 10);
}

/** Letters and digits a payer reads without mistaking one for another (no 0/O, 1/I/L). */
const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The notice code printed on a statement (8 letters and digits), looked up with the statement no. */
export function payCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return code;
}

/** The next statement number of a company: DZ, the business date and a daily sequence. */
export const nextStatementNo = (tx: DbOrTx, companyId: number) =>
  nextDocNo(
    tx,
    { prefix: 'DZ', table: statements, no: statements.statement_no, company: statements.company_id },
    companyId,
  );
