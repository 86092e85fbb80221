import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, chargeAmount, convertAmount } from '@app/shared';
import { customers } from '../../src/db/schema/index.ts';
import { raiseCharges, raiseFor } from '../../src/modules/finance/charging/raise-charges.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { financeApi, issueOf, linesOf, setRate, startFinanceApp, uniqueCode } from '../helpers/finance.ts';

let t: TestApp;
let companyId: number;
let api: ReturnType<typeof financeApi>;
const today = businessDay();
const [year, month] = today.split('-').map(Number) as [number, number];

beforeAll(async () => {
  const s = await startFinanceApp();
  ({ t, companyId } = s);
  api = financeApi(t, s.admin);
});
afterAll(() => t.close());

/** A customer of the company no demo contract names. */
async function newCustomer() {
  const code = uniqueCode('FT');
  await t.database.db
    .insert(customers)
    .values({ company_id: companyId, customer_code: code, customer_name: `测试客户${code}` });
  return code;
}

/** A released declaration (receipt P today) with goods lines, containers and gross weight (kg). */
async function released(customer: string, goods: number, containers: number, gross: string) {
  const [d] = await t.database.queryRows<{ id: number }>(
    'test_decl',
    `insert into declarations (cd_company_id, customer_code, ie_flag, entry_sn, gross_weight, pass_time, return_code)
     values ($1, $2, 'I', $3, $4, now(), 'P') returning id`,
    [companyId, customer, uniqueCode('5316').slice(0, 18), gross],
  );
  for (let g = 1; g <= goods; g++)
    await t.database.queryRows(
      'test_goods',
      `insert into declaration_goods (declaration_id, g_no) values ($1, $2)`,
      [d!.id, g],
    );
  for (let c = 1; c <= containers; c++)
    await t.database.queryRows(
      'test_cont',
      `insert into declaration_containers (declaration_id, container_no) values ($1, $2)`,
      [d!.id, `TSTU000000${c}`],
    );
  return d!.id;
}

/** A customs contract of a new customer with these items (unit, price, min, free). */
async function customsContract(
  items: { unit: string; price: string; min?: string; free?: string }[],
  more: Record<string, unknown> = {},
) {
  const code = await newCustomer();
  const made = [];
  for (const i of items) made.push({ ...i, id: (await api.item(i.unit, 'declaration_released')).id });
  const scheme = await api.scheme('customer', 'customs', made);
  const contract = await api.contract({ customer_code: code, scheme_id: scheme.id, ...more });
  return { code, contract, items: made };
}

describe('pricing by unit', () => {
  it('charges per declaration, goods line beyond the free ones, container and ton with a minimum', async () => {
    const { code, items } = await customsContract([
      { unit: 'declaration', price: '150' },
      { unit: 'goods_line', price: '10', free: '5' },
      { unit: 'container', price: '200' },
      { unit: 'ton', price: '12.5', min: '200' },
      { unit: 'goods_line', price: '3', free: '10' }, // all free: no line
      { unit: 'km', price: '3' }, // a declaration has no distance: no line
    ]);
    const id = await released(code, 8, 2, '12345.678');
    const result = await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id });
    expect(result).toEqual({ raised: 4, issues: 0 });
    const lines = await linesOf(t, 'declaration', id);
    const byItem = (i: number) => lines.find((l) => l.charge_item_id === items[i]!.id);
    expect(byItem(0)).toMatchObject({
      quantity: '1.000',
      amount: '150.00',
      bill_amount: '150.00',
      status: 'draft',
    });
    expect(byItem(1)).toMatchObject({ quantity: '8.000', amount: '30.00' });
    expect(byItem(2)).toMatchObject({ quantity: '2.000', amount: '400.00' });
    // 12.346 t × 12.5 = 154.33, below the minimum 200
    expect(byItem(3)).toMatchObject({ quantity: '12.346', amount: '200.00' });
    expect(byItem(4)).toBeUndefined();
    expect(byItem(5)).toBeUndefined();
    for (const l of lines) {
      expect(l).toMatchObject({
        customer_code: code,
        io_type: 'receivable',
        party_type: 'customer',
        company_id: companyId,
      });
      expect(l.bill_no).toMatch(/^FY\d{8}\d{8}$/);
    }
    expect(await issueOf(t, 'declaration', id)).toBeUndefined();
  });
});

describe('currencies', () => {
  it('prices in the contract currency and bills in the settlement currency at the month’s rate, half-up', async () => {
    await setRate(t, 'USD', year, month, '7.123456');
    const { code } = await customsContract([{ unit: 'declaration', price: '10.005' }], {
      currency: 'USD',
      settle_currency: 'CNY',
    });
    const id = await released(code, 1, 0, '1');
    await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id });
    const [line] = await linesOf(t, 'declaration', id);
    // 10.005 → 10.01 (half-up), × 7.123456 = 71.30579… → 71.31
    expect(line).toMatchObject({
      currency: 'USD',
      amount: '10.01',
      bill_currency: 'CNY',
      bill_amount: '71.31',
    });
    expect(line!.exchange_rate).toBe('7.123456');
    expect(line!.amount).toBe(chargeAmount('1', { price: '10.005' }));
    expect(line!.bill_amount).toBe(convertAmount('10.01', '7.123456', '1'));
  });

  it('raises nothing without the month’s rate and names the currency and month; charges once the rate exists', async () => {
    const { code } = await customsContract([{ unit: 'declaration', price: '100' }], {
      currency: 'EUR',
      settle_currency: 'CNY',
    });
    await t.database.queryRows(
      'del_eur',
      `delete from exchange_rates where cus_code = 'EUR' and year = $1 and month = $2`,
      [year, month],
    );
    const id = await released(code, 1, 0, '1');
    const first = await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id });
    expect(first).toEqual({ raised: 0, issues: 1 });
    expect(await linesOf(t, 'declaration', id)).toHaveLength(0);
    expect(await issueOf(t, 'declaration', id)).toEqual({
      reason: 'no_rate',
      detail: { io_type: 'receivable', currency: 'EUR', year, month },
    });
    // the sweep raising it again while nothing changed counts the issue and leaves its row unwritten
    const rowVersion = async () =>
      (
        await t.database.queryRows<{ xmin: string }>(
          'test_issue_xmin',
          `select xmin::text from charge_issues where source_type = 'declaration' and source_id = $1`,
          [id],
        )
      )[0]?.xmin;
    const written = await rowVersion();
    expect(await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id })).toEqual({
      raised: 0,
      issues: 1,
    });
    expect(await rowVersion()).toBe(written);
    await setRate(t, 'EUR', year, month, '7.8');
    expect(await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id })).toEqual({
      raised: 1,
      issues: 0,
    });
    expect(await issueOf(t, 'declaration', id)).toBeUndefined();
    expect((await linesOf(t, 'declaration', id))[0]).toMatchObject({
      amount: '100.00',
      bill_amount: '780.00',
    });
  });

  it('agrees with the JS pricing on tricky exact decimals', async () => {
    const cases = [
      { q: '1', price: '0.005', min: '0', free: '0', rate: '1' },
      { q: '3', price: '0.335', min: '0', free: '0', rate: '6.5' },
      { q: '2.5', price: '1.0049', min: '0', free: '0.5', rate: '0.915' },
      { q: '1.001', price: '2.2225', min: '0', free: '0', rate: '7.123456' },
      { q: '10', price: '0.1', min: '1.005', free: '9', rate: '3' },
      { q: '0.333', price: '3', min: '0', free: '0', rate: '0.333333' },
    ];
    for (const c of cases) {
      const [row] = await t.database.queryRows<{ amount: string; billed: string }>(
        'pricing_sql',
        `select a::text as amount, round(a * $5::numeric / 1, 2)::text as billed from (
           select round(greatest(greatest($1::numeric - $4::numeric, 0) * $2::numeric, $3::numeric), 2) as a) x`,
        [c.q, c.price, c.min, c.free, c.rate],
      );
      const js = chargeAmount(c.q, { price: c.price, min_charge: c.min, free_qty: c.free })!;
      expect(row!.amount, JSON.stringify(c)).toBe(js);
      expect(row!.billed, JSON.stringify(c)).toBe(convertAmount(js, c.rate, '1'));
    }
  });
});

describe('no contract', () => {
  it('writes an issue naming the customer and the business type, and the issues page says so', async () => {
    const code = await newCustomer();
    const id = await released(code, 1, 0, '1');
    expect(await raiseCharges(t.database.db, { sourceType: 'declaration', sourceId: id })).toEqual({
      raised: 0,
      issues: 1,
    });
    const issue = await issueOf(t, 'declaration', id);
    expect(issue).toMatchObject({
      reason: 'no_contract',
      detail: { customer_code: code, business_type: 'customs' },
    });
    const { admin } = { admin: await t.login('admin') };
    const page = await t.call('GET', '/api/bills/issues?size=100&source_type=declaration', admin);
    expect(page.statusCode, page.body).toBe(200);
    const row = page.json().content.find((r: { source_id: number }) => r.source_id === id);
    expect(row.message).toContain(code);
    expect(row.message).toContain('报关');
  });
});

describe('idempotent raising', () => {
  it('charges the documents of a batch (several ids) in one run, and only those', async () => {
    const { code } = await customsContract([{ unit: 'declaration', price: '60' }]);
    const [a, b, c] = [
      await released(code, 1, 0, '1'),
      await released(code, 1, 0, '1'),
      await released(code, 1, 0, '1'),
    ];
    expect(await raiseFor(t.database.db, 'declaration', [])).toEqual({ raised: 0, issues: 0 });
    expect(await raiseFor(t.database.db, 'declaration', [a, b])).toEqual({ raised: 2, issues: 0 });
    expect(await linesOf(t, 'declaration', a)).toHaveLength(1);
    expect(await linesOf(t, 'declaration', b)).toHaveLength(1);
    expect(await linesOf(t, 'declaration', c)).toHaveLength(0);
  });

  it('charges a source once, raised twice or by runs racing each other', async () => {
    const { code } = await customsContract([
      { unit: 'declaration', price: '80' },
      { unit: 'goods_line', price: '2' },
    ]);
    const ids = [await released(code, 3, 0, '1'), await released(code, 2, 0, '1')];
    const runs = await Promise.all([1, 2, 3].map(() => raiseCharges(t.database.db, { companyId })));
    expect(runs.reduce((n, r) => n + r.raised, 0)).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(await linesOf(t, 'declaration', id)).toHaveLength(2);
    const again = await raiseCharges(t.database.db, { companyId });
    expect(again.raised).toBe(0);
    for (const id of ids) expect(await linesOf(t, 'declaration', id)).toHaveLength(2);
  });

  it('a company’s run through the API raises its events and answers the counts', async () => {
    const admin = await t.login('admin');
    const { code } = await customsContract([{ unit: 'declaration', price: '60' }]);
    const id = await released(code, 1, 0, '1');
    const res = await t.call('POST', '/api/bills/raise', admin, { from: today, to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().raised).toBeGreaterThanOrEqual(1);
    expect(await linesOf(t, 'declaration', id)).toHaveLength(1);
    const twice = await t.call('POST', '/api/bills/raise', admin, {});
    expect(twice.json().raised).toBe(0);
  });
});

describe('demo data', () => {
  it('has its documents charged: confirmed lines to build statements on, drafts of this month, nothing left to raise', async () => {
    const rows = await t.database.queryRows<{
      source_type: string;
      status: string;
      io_type: string;
      n: number;
    }>(
      'demo_bills',
      `select source_type, status, io_type, count(*)::int as n from bills where company_id = $1
       group by 1, 2, 3 order by 1, 2, 3`,
      [companyId],
    );
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((n, r) => n + r.n, 0);
    for (const type of [
      'declaration',
      'inventory_list',
      'passport',
      'appointment',
      'transport_order',
      'manual',
    ])
      expect(
        count((r) => r.source_type === type),
        type,
      ).toBeGreaterThan(0);
    expect(count((r) => r.status === 'confirmed')).toBeGreaterThan(5);
    expect(count((r) => r.status === 'draft')).toBeGreaterThan(0);
    expect(count((r) => r.io_type === 'payable' && r.source_type === 'transport_order')).toBeGreaterThan(0);
  });
});
