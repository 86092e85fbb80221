import { and, eq, sql } from 'drizzle-orm';
import { chargeAmount, convertAmount } from '@app/shared';
import { executeRows, type DbOrTx } from '../../../db/client.ts';
import { bills, carriers, charge_items, customers, exchange_rates } from '../../../db/schema/index.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { AppError, fieldError } from '../../../plugins/app-error.ts';

/** A manual line as typed by staff (POST /api/bills `{ line }`, PUT with `version`). */
export interface ManualLine {
  io_type: string;
  customer_code?: string | undefined;
  carrier_id?: number | undefined;
  charge_item_id: number;
  source_no?: string | undefined;
  event_date: string;
  quantity: string;
  unit_price: string;
  currency: string;
  settle_currency?: string | undefined;
  note?: string | undefined;
}

/** The rate of a currency in yuan for a month (CNY is 1), or null when the table has none. */
export async function rateOf(tx: DbOrTx, currency: string, year: number, month: number) {
  if (currency === 'CNY') return '1';
  const [row] = await tx
    .select({ rate: exchange_rates.rate })
    .from(exchange_rates)
    .where(
      and(
        eq(exchange_rates.cus_code, currency),
        eq(exchange_rates.year, year),
        eq(exchange_rates.month, month),
      ),
    );
  return row?.rate ?? null;
}

/** from ÷ to, half-up to six places (the rate shown on a line), in numeric. */
async function ratio(tx: DbOrTx, from: string, to: string) {
  const [row] = await executeRows<{ r: string }>(
    tx,
    sql`select round(${from}::numeric / ${to}::numeric, 6)::text as r`,
  );
  return row!.r;
}

/**
 * The stored values of a manual line: the party named (the company's customer, or its carrier), the
 * charge item of that side, the amount (quantity × price, half-up to the cent) and the billed amount at
 * the event month's rates. Field errors name what is wrong or missing.
 */
export async function manualValues(tx: DbOrTx, actor: Actor, line: ManualLine) {
  const companyId = actor.companyId;
  if (companyId === null) throw new AppError(400, 'auth.company_required');
  let party: {
    party_type: string;
    customer_code: string | null;
    carrier_id: number | null;
    party_name: string;
  };
  if (line.io_type === 'receivable') {
    if (!line.customer_code) throw fieldError('line.customer_code', 'finance.customer_required');
    const [c] = await tx
      .select({ name: customers.customer_name })
      .from(customers)
      .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, line.customer_code)));
    if (!c) throw fieldError('line.customer_code', 'finance.customer_unknown', { value: line.customer_code });
    party = {
      party_type: 'customer',
      customer_code: line.customer_code,
      carrier_id: null,
      party_name: c.name,
    };
  } else {
    if (!line.carrier_id) throw fieldError('line.carrier_id', 'finance.carrier_required');
    const [c] = await tx
      .select({ name: carriers.carrier_name, company_id: carriers.company_id })
      .from(carriers)
      .where(eq(carriers.id, line.carrier_id));
    if (!c || c.company_id !== companyId)
      throw fieldError('line.carrier_id', 'finance.carrier_unknown', { value: line.carrier_id });
    party = { party_type: 'supplier', customer_code: null, carrier_id: line.carrier_id, party_name: c.name };
  }
  const [item] = await tx
    .select({ name: charge_items.name, io: charge_items.io_type })
    .from(charge_items)
    .where(eq(charge_items.id, line.charge_item_id));
  if (!item) throw fieldError('line.charge_item_id', 'field.ref_missing');
  if (item.io !== line.io_type)
    throw fieldError('line.charge_item_id', 'finance.item_io_type', { item: item.name });
  const amount = chargeAmount(line.quantity, { price: line.unit_price });
  if (amount === null) throw fieldError('line.quantity', 'field.min', { min: '0.001' });
  const settle = line.settle_currency ?? line.currency;
  const [year, month] = line.event_date.split('-').map(Number) as [number, number];
  const same = settle === line.currency;
  const from = same ? '1' : await rateOf(tx, line.currency, year, month);
  if (from === null)
    throw fieldError('line.currency', 'finance.no_rate', { currency: line.currency, year, month });
  const to = same ? '1' : await rateOf(tx, settle, year, month);
  if (to === null)
    throw fieldError('line.settle_currency', 'finance.no_rate', { currency: settle, year, month });
  const billAmount = convertAmount(amount, from, to);
  // numeric(18, 2): at most 16 digits before the point
  for (const a of [amount, billAmount])
    if (a.replace('-', '').split('.')[0]!.length > 16)
      throw fieldError('line.quantity', 'field.max', { max: '9999999999999999.99' });
  return {
    company_id: companyId,
    io_type: line.io_type,
    ...party,
    charge_item_id: line.charge_item_id,
    contract_id: null,
    source_type: 'manual',
    source_id: null,
    source_no: line.source_no ?? null,
    event_date: line.event_date,
    quantity: line.quantity,
    unit_price: line.unit_price,
    currency: line.currency,
    amount,
    exchange_rate: same ? '1' : await ratio(tx, from, to),
    bill_currency: settle,
    bill_amount: billAmount,
    note: line.note ?? null,
  };
}

/** Gives a new line its number: FY, the event date and its id (as the raising run numbers lines). */
export async function numberLine(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(bills)
    .set({
      bill_no: sql`'FY' || to_char(${bills.event_date}, 'YYYYMMDD') || lpad(${bills.id}::text, 8, '0')`,
    })
    .where(eq(bills.id, id))
    .returning();
  return row!;
}
