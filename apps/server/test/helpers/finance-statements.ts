import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sumAmounts } from '@app/shared';
import { bills, carriers, charge_items, statements } from '../../src/db/schema/index.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export type Row = Record<string, unknown> & { id: number; version: number };

let seq = 0;

/**
 * The statements tests' set-up: the app on a fresh demo copy, admin (finance permissions in the demo's
 * first company, whose customers are C0001 and C0002) and partner01 (C0001); a charge item and a carrier
 * of the company made for the lines the tests insert.
 */
export async function startStatementsApp(overrides: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(overrides);
  const [admin, partner] = await Promise.all([t.login('admin'), t.login('partner01')]);
  const companyId = (await actorForToken(t.database, admin))!.actor.companyId!;
  const [item] = await t.database.db
    .insert(charge_items)
    .values({
      code: `S2T${Date.now().toString(36)}`.slice(0, 32).toUpperCase(),
      name: '报关代理费',
      io_type: 'receivable',
      type: 'customs',
      unit: 'declaration',
      event: 'declaration_released',
    })
    .returning();
  const [carrier] = await t.database.db
    .insert(carriers)
    .values({ company_id: companyId, carrier_code: `CS2${Date.now() % 100000}`, carrier_name: '测试承运商' })
    .returning();
  return { t, admin, partner, companyId, itemId: item!.id, carrierId: carrier!.id };
}

export interface LineSpec {
  io_type?: 'receivable' | 'payable';
  customer_code?: string | null;
  carrier_id?: number | null;
  event_date: string;
  bill_amount: string;
  status?: string;
  bill_currency?: string;
  statement_id?: number | null;
  source_type?: string;
  source_no?: string | null;
  task_order_id?: number | null;
  paid_amount?: string;
}

/** Charge lines written straight into the table (the charging engine is another module's). */
export async function insertLines(t: TestApp, companyId: number, itemId: number, specs: LineSpec[]) {
  const rows = await t.database.db
    .insert(bills)
    .values(
      specs.map((s) => {
        const io = s.io_type ?? 'receivable';
        return {
          company_id: companyId,
          bill_no: `FY-S2-${++seq}`,
          io_type: io,
          party_type: io === 'receivable' ? 'customer' : 'supplier',
          customer_code: io === 'receivable' ? (s.customer_code ?? 'C0001') : null,
          carrier_id: io === 'payable' ? (s.carrier_id ?? null) : null,
          party_name: io === 'receivable' ? (s.customer_code ?? 'C0001') : '测试承运商',
          charge_item_id: itemId,
          source_type: s.source_type ?? 'manual',
          source_no: s.source_no ?? null,
          task_order_id: s.task_order_id ?? null,
          event_date: s.event_date,
          quantity: '1.000',
          unit_price: s.bill_amount,
          currency: s.bill_currency ?? 'CNY',
          amount: s.bill_amount,
          exchange_rate: '1',
          bill_currency: s.bill_currency ?? 'CNY',
          bill_amount: s.bill_amount,
          paid_amount: s.paid_amount ?? '0',
          status: s.status ?? 'confirmed',
          statement_id: s.statement_id ?? null,
        };
      }),
    )
    .returning();
  return rows;
}

/** A call that must succeed; answers the JSON body. */
export function okCall(t: TestApp, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await t.call(method, url, token, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as Row;
  };
}

/** A line as the database holds it now. */
export async function lineNow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(bills).where(eq(bills.id, id));
  return row!;
}

export async function statementNow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(statements).where(eq(statements.id, id));
  return row!;
}

/** The exact sum of amounts (the tests' own arithmetic: decimal.js, as the server). */
export const total = (amounts: (string | null)[]) => sumAmounts(amounts.map((a) => a ?? '0'));

/** A statement of C0001's receivables over a period, made through the API. */
export const receivableBody = (from: string, to: string, more: Record<string, unknown> = {}) => ({
  io_type: 'receivable',
  customer_code: 'C0001',
  period_from: from,
  period_to: to,
  bill_currency: 'CNY',
  ...more,
});
