import { and, eq, isNull, sql } from 'drizzle-orm';
import { businessDay, convertAmount } from '@app/shared';
import { executeRows, type DbOrTx } from '../db/client.ts';
import {
  attachments,
  bills,
  charge_items,
  customers,
  payments,
  statements,
  users,
} from '../db/schema/index.ts';
import { writeOffPayment } from '../modules/finance/payments/payment-writeoff.ts';
import { dueDate, nextStatementNo, payCode } from '../modules/finance/statements/statement-party.ts';
import { recordAction, type DocAction } from '../crud/document-events.ts';
import { nextDocNo } from '../db/doc-numbers.ts';
import { DEMO_FILE_PREFIX } from './appointments-demo.ts';

/** The states the demo shows, oldest period first (a paid one, then one partly paid, …). */
const STATES = ['paid', 'partly_paid', 'invoiced', 'confirmed', 'disputed', 'sent'] as const;
type DemoState = (typeof STATES)[number];

/** The moves that lead to each state, logged in order. */
const STEPS: Record<DemoState, DocAction[]> = {
  sent: ['add', 'send'],
  disputed: ['add', 'send', 'dispute'],
  confirmed: ['add', 'send', 'confirm'],
  invoiced: ['add', 'send', 'confirm', 'invoice'],
  partly_paid: ['add', 'send', 'confirm', 'invoice'],
  paid: ['add', 'send', 'confirm', 'invoice'],
};

interface Group {
  customer_code: string;
  bill_currency: string;
  month: string;
  n: number;
}

/** The first day and the last day of a month 'YYYY-MM'. */
const monthBounds = (month: string): [string, string] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
};

/** Month 'YYYY-MM' so many months before this one. */
const monthsAgo = (n: number) => {
  const d = new Date(`${businessDay()}T00:00:00Z`);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
};

/** Confirmed, unbilled receivable lines of the company by customer, currency and month, oldest first. */
const openGroups = (tx: DbOrTx, companyId: number) =>
  executeRows<Group>(
    tx,
    sql`select customer_code, bill_currency, to_char(event_date, 'YYYY-MM') as month, count(*)::int as n
          from bills
         where company_id = ${companyId} and io_type = 'receivable' and status = 'confirmed'
           and statement_id is null and customer_code is not null and bill_currency is not null
         group by customer_code, bill_currency, to_char(event_date, 'YYYY-MM')
         order by month, customer_code`,
  );

/** A few confirmed manual lines of C0001 in the months that have none, so every demo state has a statement. */
async function topUpLines(tx: DbOrTx, companyId: number, missing: number) {
  const [existing] = await tx
    .select()
    .from(charge_items)
    .where(eq(charge_items.io_type, 'receivable'))
    .limit(1);
  const [item] = existing
    ? [existing]
    : await tx
        .insert(charge_items)
        .values({
          code: 'DEMO-MISC',
          name: '代理杂费',
          io_type: 'receivable',
          type: 'other',
          unit: 'fixed',
          event: 'declaration_released',
        })
        .returning();
  const [customer] = await tx
    .select({ name: customers.customer_name })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, 'C0001')));
  const amounts = ['380.00', '1250.50', '96.00'];
  for (let i = 0; i < missing; i++) {
    const month = monthsAgo(12 + i);
    await tx.insert(bills).values(
      amounts.map((a, j) => ({
        company_id: companyId,
        bill_no: `FYDEMO${month.replace('-', '')}${j + 1}`,
        io_type: 'receivable',
        party_type: 'customer',
        customer_code: 'C0001',
        party_name: customer?.name ?? 'C0001',
        charge_item_id: item!.id,
        source_type: 'manual',
        event_date: `${month}-${String(5 + j * 7).padStart(2, '0')}`,
        quantity: '1.000',
        unit_price: a,
        currency: 'CNY',
        amount: a,
        exchange_rate: '1.000000',
        bill_currency: 'CNY',
        bill_amount: a,
        status: 'confirmed',
        note: '演示手工费用',
      })),
    );
  }
}

/**
 * Demo statements and payments over the charge lines the finance demo confirmed (and a few manual lines
 * when there are too few): statements paid, partly paid, invoiced, confirmed, disputed and sent; payments
 * confirmed (written off) and one pending bank transfer with its slip (the file is written at start like
 * the appointments demo's drafts). Run after `seedFinanceDemo`, inside the demo's transaction.
 */
export async function seedStatementsDemo(tx: DbOrTx, companyId: number) {
  let groups = await openGroups(tx, companyId);
  if (groups.length < STATES.length) {
    await topUpLines(tx, companyId, STATES.length - groups.length);
    groups = await openGroups(tx, companyId);
  }
  const [staff] = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.username, 'finance'));
  const actor = staff ? { userId: staff.id, name: staff.name, username: staff.username } : null;
  const made: { id: number; state: DemoState; total: string; currency: string; code: string }[] = [];
  for (const [i, g] of groups.slice(0, STATES.length).entries()) {
    const state = STATES[i]!;
    const [from, to] = monthBounds(g.month);
    const [customer] = await tx
      .select({ name: customers.customer_name })
      .from(customers)
      .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, g.customer_code)));
    const party = { customer_code: g.customer_code, carrier_id: null };
    const [s] = await tx
      .insert(statements)
      .values({
        company_id: companyId,
        statement_no: await nextStatementNo(tx, companyId),
        io_type: 'receivable',
        party_type: 'customer',
        customer_code: g.customer_code,
        party_name: customer?.name ?? g.customer_code,
        period_from: from,
        period_to: to,
        bill_currency: g.bill_currency,
        due_date: await dueDate(tx, companyId, party, to),
        pay_code: payCode(),
        status: state === 'paid' || state === 'partly_paid' ? 'invoiced' : state,
        dispute_reason: state === 'disputed' ? '第二笔仓储费天数与我司记录不符，请核对' : null,
        confirmed_time: ['confirmed', 'invoiced', 'partly_paid', 'paid'].includes(state) ? new Date() : null,
        invoice_no: ['invoiced', 'partly_paid', 'paid'].includes(state)
          ? `FP${g.month.replace('-', '')}${i + 1}`
          : null,
        invoice_date: ['invoiced', 'partly_paid', 'paid'].includes(state) ? to : null,
        create_id: actor?.userId ?? null,
      })
      .returning();
    await tx
      .update(bills)
      .set({
        statement_id: s!.id,
        ...(['invoiced', 'partly_paid', 'paid'].includes(state) ? { status: 'invoiced' } : {}),
      })
      .where(
        and(
          eq(bills.company_id, companyId),
          eq(bills.io_type, 'receivable'),
          eq(bills.customer_code, g.customer_code),
          eq(bills.bill_currency, g.bill_currency),
          eq(bills.status, 'confirmed'),
          isNull(bills.statement_id),
          sql`${bills.event_date} between ${from} and ${to}`,
        ),
      );
    const [sum] = await executeRows<{ n: number; total: string }>(
      tx,
      sql`select count(*)::int as n, coalesce(sum(bill_amount), 0)::numeric(18, 2)::text as total from bills where statement_id = ${s!.id}`,
    );
    await tx
      .update(statements)
      .set({ line_count: sum!.n, total_amount: sum!.total })
      .where(eq(statements.id, s!.id));
    for (const action of STEPS[state])
      await recordAction(tx, { type: 'statement', id: s!.id }, actor, { action });
    made.push({ id: s!.id, state, total: sum!.total, currency: g.bill_currency, code: g.customer_code });
  }

  const pay = async (
    m: (typeof made)[number],
    amount: string,
    status: 'pending' | 'confirmed',
    n: number,
  ) => {
    const [p] = await tx
      .insert(payments)
      .values({
        company_id: companyId,
        payment_no: await nextDocNo(
          tx,
          { prefix: 'SK', table: payments, no: payments.payment_no, company: payments.company_id },
          companyId,
        ),
        io_type: 'receivable',
        party_type: 'customer',
        customer_code: m.code,
        party_name:
          (await tx.select({ n: statements.party_name }).from(statements).where(eq(statements.id, m.id)))[0]
            ?.n ?? m.code,
        statement_id: m.id,
        method: 'bank',
        amount,
        currency: m.currency,
        reference: `TRF${businessDay().replaceAll('-', '')}${n}`,
        payer_name: '厦门嘉禾贸易有限公司',
        paid_date: businessDay(),
        status,
        create_id: actor?.userId ?? null,
      })
      .returning();
    await recordAction(tx, { type: 'payment', id: p!.id }, actor, { action: 'add', message: amount });
    if (status === 'confirmed') {
      await writeOffPayment(tx, p!.id, actor?.userId ?? null);
      await recordAction(tx, { type: 'payment', id: p!.id }, actor, { action: 'confirm' });
    }
    return p!;
  };
  const byState = (s: DemoState) => made.find((m) => m.state === s);
  const paid = byState('paid');
  if (paid) await pay(paid, paid.total, 'confirmed', 1);
  const partly = byState('partly_paid');
  if (partly) {
    // half, to the cent (exact: the total converted at a rate of 1 to 2)
    const half = convertAmount(partly.total, 1, 2);
    await pay(partly, half, 'confirmed', 2);
  }
  const invoiced = byState('invoiced');
  if (invoiced) {
    const p = await pay(invoiced, invoiced.total, 'pending', 3);
    await tx.insert(attachments).values({
      owner_type: 'payment',
      owner_id: p.id,
      kind: 'slip',
      title: '银行转账凭证',
      is_header: false,
      company_id: companyId,
      customer_code: invoiced.code,
      file_name: `转账凭证-${p.payment_no}.pdf`,
      file_key: `${DEMO_FILE_PREFIX}payment-${p.id}-slip.pdf`,
      file_size: 0,
      content_type: 'application/pdf',
      uploaded_by: actor?.userId ?? null,
      upload_time: new Date(),
    });
  }
}
