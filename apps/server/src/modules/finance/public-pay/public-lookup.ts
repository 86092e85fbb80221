import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../../db/client.ts';
import { signPayToken } from './pay-tokens.ts';

/** The line statuses that may still be paid (as the write-off takes them). */
export const OPEN_LINES = sql`b.io_type = 'receivable' and b.status in ('confirmed', 'invoiced', 'partly_paid')
  and b.bill_amount - coalesce(b.paid_amount, 0) > 0`;
/** The statement statuses the public pages offer for payment. */
export const OPEN_STATEMENTS = sql`s.io_type = 'receivable'
  and s.status in ('sent', 'confirmed', 'invoiced', 'partly_paid')
  and coalesce(s.total_amount, 0) - coalesce(s.paid_amount, 0) > 0`;

export interface DueLine {
  id: number;
  bill_no: string | null;
  charge_item: string | null;
  charge_type: string | null;
  source_type: string | null;
  source_no: string | null;
  event_date: string;
  currency: string;
  bill_amount: string;
  paid_amount: string;
  due: string;
  status: string;
  statement_id: number | null;
}

export interface DueStatement {
  id: number;
  statement_no: string | null;
  party_name: string | null;
  period_from: string;
  period_to: string;
  currency: string;
  total_amount: string;
  paid_amount: string;
  due: string;
  status: string;
}

/** Only the digits of a phone number (0592-5000001 and 05925000001 are the same number). */
export const phoneDigits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** The verification matches one of the phones (at least 6 digits, all of them equal). */
function phoneMatches(verify: string, phones: (string | null | undefined)[]): boolean {
  const given = phoneDigits(verify);
  return given.length >= 6 && phones.some((p) => phoneDigits(p) === given);
}

const LINE_COLUMNS = sql`b.id, b.bill_no, ci.name as charge_item, ci.type as charge_type, b.source_type,
  b.source_no, b.event_date::text as event_date, coalesce(b.bill_currency, b.currency) as currency,
  b.bill_amount::text as bill_amount, coalesce(b.paid_amount, 0)::text as paid_amount,
  (b.bill_amount - coalesce(b.paid_amount, 0))::text as due, b.status, b.statement_id`;

/** Open receivable lines matching the condition, oldest first. */
export function openLines(db: DbOrTx, where: SQL): Promise<DueLine[]> {
  return executeRows<DueLine>(
    db,
    sql`select ${LINE_COLUMNS} from bills b left join charge_items ci on ci.id = b.charge_item_id
         where ${OPEN_LINES} and ${where} order by b.event_date, b.id limit 200`,
  );
}

const STATEMENT_COLUMNS = sql`s.id, s.statement_no, s.party_name, s.period_from::text as period_from,
  s.period_to::text as period_to, s.bill_currency as currency, coalesce(s.total_amount, 0)::text as total_amount,
  coalesce(s.paid_amount, 0)::text as paid_amount,
  (coalesce(s.total_amount, 0) - coalesce(s.paid_amount, 0))::text as due, s.status`;

export function openStatements(db: DbOrTx, where: SQL): Promise<DueStatement[]> {
  return executeRows<DueStatement>(
    db,
    sql`select ${STATEMENT_COLUMNS} from statements s where ${OPEN_STATEMENTS} and ${where}
         order by s.period_from, s.id limit 50`,
  );
}

/** A document the number names, with the phones that verify a payer of it. */
interface FoundDoc {
  source_type: string;
  id: number;
  phones: (string | null)[];
}

const customerTel = (company: SQL, code: SQL) =>
  sql`(select c.tel from customers c where c.company_id = ${company} and c.customer_code = ${code} limit 1)`;

/** Declarations (customs no., pre-entry no., internal no.), appointments and transport orders (their no. or container no.). */
async function documentsNamed(db: DbOrTx, no: string): Promise<FoundDoc[]> {
  const rows = await executeRows<{
    source_type: string;
    id: number;
    p1: string | null;
    p2: string | null;
    p3: string | null;
  }>(
    db,
    sql`select 'declaration' as source_type, d.id, ${customerTel(sql`d.cd_company_id`, sql`d.customer_code`)} as p1,
               null as p2, null as p3
          from declarations d where d.entry_sn = ${no} or d.qp_sn = ${no} or d.cd_sn = ${no}
        union all
        select 'appointment', a.id, a.pay_phone, a.driver_phone, ${customerTel(sql`a.company_id`, sql`a.customer_code`)}
          from appointments a where a.appointment_no = ${no} or a.container_no = ${no}
        union all
        select 'transport_order', o.id, ${customerTel(sql`o.company_id`, sql`o.customer_code`)}, null, null
          from transport_orders o where o.order_no = ${no} or o.container_no = ${no}
        limit 50`,
  );
  return rows.map((r) => ({ source_type: r.source_type, id: r.id, phones: [r.p1, r.p2, r.p3] }));
}

export interface FeeLookup {
  lines: (DueLine & { token: string })[];
  statements: (DueStatement & { token: string })[];
}

const withToken = <T extends { id: number }>(key: Buffer, kind: 'bill' | 'statement', rows: T[]) =>
  rows.map((row) => ({ ...row, token: signPayToken(key, { kind, id: row.id }) }));

/**
 * What is due on a number: a statement verified by its pay code, or the documents of that number
 * verified by a phone on the document (the appointment's payer or driver, the customer's telephone).
 * Undefined when nothing matches or the verification does not: the caller answers both the same way.
 */
export async function lookupFees(
  db: DbOrTx,
  key: Buffer,
  no: string,
  verify: string,
): Promise<FeeLookup | undefined> {
  const statements = await openStatements(
    db,
    sql`s.statement_no = ${no} and s.pay_code is not null and upper(s.pay_code) = upper(${verify})`,
  );
  if (statements.length) {
    const lines = await openLines(db, sql`b.statement_id = ${statements[0]!.id}`);
    return { lines: withToken(key, 'bill', lines), statements: withToken(key, 'statement', statements) };
  }
  const docs = (await documentsNamed(db, no)).filter((d) => phoneMatches(verify, d.phones));
  if (!docs.length) return undefined;
  const sources = sql.join(
    docs.map((d) => sql`(b.source_type = ${d.source_type} and b.source_id = ${d.id})`),
    sql` or `,
  );
  const lines = await openLines(db, sql`(${sources})`);
  const statementIds = [...new Set(lines.map((l) => l.statement_id).filter((id): id is number => !!id))];
  const found = statementIds.length
    ? await openStatements(
        db,
        sql`s.id in (${sql.join(
          statementIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  return { lines: withToken(key, 'bill', lines), statements: withToken(key, 'statement', found) };
}

/** The charge types that make an appointment's work fee (仓储、装卸). */
export const WORK_FEE_TYPES = sql`('storage', 'handling')`;

export interface WorkFee {
  appointment_no: string;
  customer_name: string;
  lines: (DueLine & { token: string })[];
  currency: string | null;
  due: string;
  token: string | null;
}

/** An appointment's open storage and handling lines, verified by its payer's or driver's phone. */
export async function lookupWorkFee(
  db: DbOrTx,
  key: Buffer,
  appointmentNo: string,
  phone: string,
): Promise<WorkFee | undefined> {
  const [appointment] = await executeRows<{
    id: number;
    appointment_no: string;
    customer_name: string;
    pay_phone: string | null;
    driver_phone: string | null;
  }>(
    db,
    sql`select id, appointment_no, customer_name, pay_phone, driver_phone from appointments
         where appointment_no = ${appointmentNo} limit 1`,
  );
  if (!appointment || !phoneMatches(phone, [appointment.pay_phone, appointment.driver_phone]))
    return undefined;
  const due = await appointmentDue(db, appointment.id);
  const lines = await openLines(
    db,
    sql`b.source_type = 'appointment' and b.source_id = ${appointment.id} and ci.type in ${WORK_FEE_TYPES}`,
  );
  return {
    appointment_no: appointment.appointment_no,
    customer_name: appointment.customer_name,
    lines: withToken(key, 'bill', lines),
    currency: due?.currency ?? null,
    due: due?.due ?? '0',
    token: due ? signPayToken(key, { kind: 'appointment', id: appointment.id }) : null,
  };
}

/**
 * What an appointment's work fee comes to: the sum of its open storage and handling lines in one
 * currency (the first line's; lines in another currency are paid one by one).
 */
export async function appointmentDue(
  db: DbOrTx,
  appointmentId: number,
): Promise<{ currency: string; due: string; first_bill_id: number } | undefined> {
  const [row] = await executeRows<{ currency: string; due: string; first_bill_id: number }>(
    db,
    sql`select coalesce(b.bill_currency, b.currency) as currency,
               sum(b.bill_amount - coalesce(b.paid_amount, 0))::text as due, min(b.id) as first_bill_id
          from bills b join charge_items ci on ci.id = b.charge_item_id
         where ${OPEN_LINES} and b.source_type = 'appointment' and b.source_id = ${appointmentId}
           and ci.type in ${WORK_FEE_TYPES}
         group by coalesce(b.bill_currency, b.currency)
         order by min(b.id) limit 1`,
  );
  return row;
}
