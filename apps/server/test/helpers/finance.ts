import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { actorForToken } from '../../src/plugins/actor.ts';
import { exchange_rates } from '../../src/db/schema/index.ts';
import { caller } from './bonded.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let seq = 0;
/** A code no other test run made (charge item and scheme codes are unique). */
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

/**
 * The finance tests' set-up: the app on a fresh demo copy, admin (finance permissions, working in the
 * demo's first company where the logistics demo lives), the service clerk and partner01 (C0001).
 */
export async function startFinanceApp() {
  const t = await startTestApp();
  const [admin, service, partner] = await Promise.all([
    t.login('admin'),
    t.login('service'),
    t.login('partner01'),
  ]);
  const resolved = await actorForToken(t.database, admin);
  const companyId = resolved!.actor.companyId!;
  return { t, admin, service, partner, companyId, ok: caller(t, admin) };
}

/** Calls that must succeed, as admin; answers the record. */
export function financeApi(t: TestApp, token: string) {
  const ok = caller(t, token);
  return {
    ok,
    item: (unit: string, event: string, io = 'receivable', more: Record<string, unknown> = {}) =>
      ok('POST', '/api/charge-items', {
        code: uniqueCode('CI'),
        name: `测试${unit}`,
        io_type: io,
        type: 'other',
        unit,
        event,
        ...more,
      }),
    scheme: (
      type: string,
      business: string,
      items: { id: number; price: string; min?: string; free?: string }[],
    ) =>
      (async () => {
        const s = await ok('POST', '/api/contract-schemes', {
          code: uniqueCode('SC'),
          name: '测试方案',
          type,
          business_type: business,
        });
        for (const i of items)
          await ok('POST', '/api/contract-scheme-items', {
            scheme_id: s.id,
            charge_item_id: i.id,
            price: i.price,
            min_charge: i.min ?? '0',
            free_qty: i.free ?? '0',
          });
        return s;
      })(),
    contract: (body: Record<string, unknown>) =>
      ok('POST', '/api/contracts', {
        name: '测试合同',
        party_type: 'customer',
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        ...body,
      }),
  };
}

/** An exchange rate of a month (replaced when the month has one). */
export async function setRate(t: TestApp, cur: string, year: number, month: number, rate: string) {
  await t.database.db
    .delete(exchange_rates)
    .where(
      and(eq(exchange_rates.cus_code, cur), eq(exchange_rates.year, year), eq(exchange_rates.month, month)),
    );
  await t.database.db.insert(exchange_rates).values({ cus_code: cur, year, month, rate });
}

/** The lines raised for one source, oldest first. */
export async function linesOf(t: TestApp, sourceType: string, sourceId: number) {
  const res = await t.database.queryRows<
    Record<string, unknown> & { id: number; charge_item_id: number; io_type: string }
  >('finance_lines_of', `select * from bills where source_type = $1 and source_id = $2 order by id`, [
    sourceType,
    sourceId,
  ]);
  return res;
}

/** The charge issue of a source, if any. */
export async function issueOf(t: TestApp, sourceType: string, sourceId: number) {
  const [row] = await t.database.queryRows<{ reason: string; detail: Record<string, unknown> }>(
    'finance_issue_of',
    `select reason, detail from charge_issues where source_type = $1 and source_id = $2`,
    [sourceType, sourceId],
  );
  return row;
}

/** A count of a statement's rows (to see a raise wrote nothing). */
export async function countBills(t: TestApp) {
  const [row] = await t.database.queryRows<{ n: string }>(
    'finance_count',
    `select count(*)::text as n from bills`,
    [],
  );
  return Number(row!.n);
}

export const expectStatus = async (res: { statusCode: number; body: string }, status: number) =>
  expect(res.statusCode, res.body).toBe(status);
