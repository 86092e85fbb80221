import { and, eq, inArray } from 'drizzle-orm';
import { businessTime } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import type { bills } from '../db/schema/index.ts';
import { charge_items, customers, payments, users } from '../db/schema/index.ts';
import { nextDocNo } from '../db/doc-numbers.ts';
import { recordAction } from '../crud/document-events.ts';
import { writeOffPayment } from '../modules/finance/payments/payment-writeoff.ts';
import { insertNumberedLines } from './finance-demo.ts';

/** Storage days charged in the past (days before today, days stored): every ageing band gets some. */
const PAST = [
  [118, 22],
  [96, 15],
  [74, 30],
  [52, 12],
  [38, 18],
  [19, 9],
  [8, 6],
] as const;
const DAY_RATE = 85;

/**
 * The Shenzhen warehouse's receivables, for its finance (the demo user `finance` works there): storage
 * and handling lines of 嘉禾深圳 (C0001) confirmed over the last four months and on days of this month, and
 * two receipts confirmed this month (written off oldest first), so the finance home's ageing and income
 * charts show a working month. Run after the logistics company's finance demo (it owns the charge items).
 */
export async function seedFinanceHomeDemo(tx: DbOrTx, companyId: number) {
  const items = await tx
    .select({ id: charge_items.id, code: charge_items.code })
    .from(charge_items)
    .where(inArray(charge_items.code, ['CC001', 'CC002']));
  const storage = items.find((i) => i.code === 'CC001');
  const handling = items.find((i) => i.code === 'CC002');
  if (!storage || !handling) return;
  const [customer] = await tx
    .select({ name: customers.customer_name })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, 'C0001')));
  const [staff] = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.username, 'finance'));
  const today = businessTime().startOf('day');
  const line = (day: string, itemId: number, qty: number, price: number, note: string) => {
    const amount = (qty * price).toFixed(2);
    return {
      company_id: companyId,
      io_type: 'receivable',
      party_type: 'customer',
      customer_code: 'C0001',
      party_name: customer?.name ?? 'C0001',
      charge_item_id: itemId,
      source_type: 'manual',
      source_no: `SZ-${day.replaceAll('-', '')}`,
      event_date: day,
      quantity: qty.toFixed(3),
      unit_price: price.toFixed(4),
      currency: 'CNY',
      amount,
      exchange_rate: '1',
      bill_currency: 'CNY',
      bill_amount: amount,
      status: 'confirmed',
      note,
      create_id: staff?.id ?? null,
    } satisfies typeof bills.$inferInsert;
  };
  const rows: (typeof bills.$inferInsert)[] = PAST.map(([ago, days]) =>
    line(today.subtract(ago, 'day').format('YYYY-MM-DD'), storage.id, days, DAY_RATE, '深圳仓仓储费'),
  );
  // this month: a container handled every few days up to today (today always one)
  for (let d = 1; d <= today.date(); d += 3) {
    const day = today.date(d).format('YYYY-MM-DD');
    rows.push(line(day, handling.id, 1 + (d % 3), 260, '深圳仓装卸费'));
    if (d % 2) rows.push(line(day, storage.id, 4 + (d % 5), DAY_RATE, '深圳仓仓储费'));
  }
  rows.push(line(today.format('YYYY-MM-DD'), handling.id, 2, 260, '深圳仓装卸费'));
  await insertNumberedLines(tx, rows);

  const actor = staff ? { userId: staff.id, name: staff.name, username: staff.username } : null;
  // two transfers this month, on the first and today (the same day when today is the first): written off
  // the oldest lines, they leave them partly paid, so every ageing band keeps an open amount
  const receipts: [string, string][] = [
    [today.date(1).format('YYYY-MM-DD'), '1200.00'],
    [today.format('YYYY-MM-DD'), '1500.00'],
  ];
  for (const [i, [paidDate, amount]] of receipts.entries()) {
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
        customer_code: 'C0001',
        party_name: customer?.name ?? 'C0001',
        method: 'bank',
        amount,
        currency: 'CNY',
        reference: `SZTRF${paidDate.replaceAll('-', '')}${i + 1}`,
        payer_name: '厦门嘉禾贸易有限公司',
        paid_date: paidDate,
        status: 'confirmed',
        create_id: staff?.id ?? null,
      })
      .returning({ id: payments.id });
    await recordAction(tx, { type: 'payment', id: p!.id }, actor, { action: 'add', message: amount });
    await writeOffPayment(tx, p!.id, staff?.id ?? null);
    await recordAction(tx, { type: 'payment', id: p!.id }, actor, { action: 'confirm' });
  }
}
