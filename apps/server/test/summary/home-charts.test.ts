import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessTime,
  INCOME_LINE_STATUSES,
  OPEN_STATEMENT_STATUSES,
  type SummaryIncome,
  type SummaryOpenStatements,
  type SummarySection,
  type SummaryWeek,
} from '@app/shared';
import { actorForToken } from '../../src/plugins/actor.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The home tabs' charts (issue 31 part 5): every answer equals a count (and sum) over the raw rows, in
 * the caller's scope: the finance users' month of income in their own company, a partner's week of
 * appointments and open statements of its own customer only.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const companies: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['accountant', 'finance', 'partner01', 'clerk', 'board'])
    tokens[name] = await t.login(name);
  for (const name of ['accountant', 'finance'])
    companies[name] = (await actorForToken(t.database, tokens[name]!))!.actor.companyId!;
});
afterAll(() => t?.close());

async function get<T>(url: string, user: string): Promise<T> {
  const res = await t.call('GET', url, tokens[user]);
  expect(res.statusCode, `${user} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const rows = <T>(name: string, text: string, params: unknown[]) =>
  t.database.queryRows<T>(name, text, params);
const today = () => businessTime().format('YYYY-MM-DD');
const firstOfMonth = () => businessTime().startOf('month').format('YYYY-MM-DD');

/** The month's income of a company per day and currency, counted over the raw rows. */
async function rawIncome(companyId: number) {
  const lines = await rows<{ day: string; currency: string; n: number; amount: string }>(
    'home_charts_raw_lines',
    `select event_date::text as day, coalesce(bill_currency, currency) as currency, count(*)::int as n,
            sum(coalesce(bill_amount, amount))::numeric(18, 2)::text as amount
       from bills
      where company_id = $1 and io_type = 'receivable' and status = any($2::text[])
        and event_date between $3::date and $4::date
      group by 1, 2`,
    [companyId, INCOME_LINE_STATUSES, firstOfMonth(), today()],
  );
  const receipts = await rows<{ day: string; currency: string; n: number; amount: string }>(
    'home_charts_raw_receipts',
    `select paid_date::text as day, currency, count(*)::int as n, sum(amount)::numeric(18, 2)::text as amount
       from payments
      where company_id = $1 and io_type = 'receivable' and status = 'confirmed'
        and paid_date between $2::date and $3::date
      group by 1, 2`,
    [companyId, firstOfMonth(), today()],
  );
  return { lines, receipts };
}

/** The answer agrees with the raw rows day by day, and its totals are the days' sums. */
async function expectIncomeAgrees(user: string) {
  const income = await get<SummaryIncome>('/api/summary/income', user);
  expect(income.from).toBe(firstOfMonth());
  expect(income.to).toBe(today());
  const raw = await rawIncome(companies[user]!);
  const answered = income.currencies.flatMap((c) =>
    c.days.map((d) => ({ ...d, currency: c.currency })).filter((d) => d.lines || d.receipts),
  );
  for (const line of raw.lines) {
    const day = answered.find((d) => d.day === line.day && d.currency === line.currency);
    expect(day, `${line.day} ${line.currency}`).toBeDefined();
    expect([day!.lines, day!.charged]).toEqual([line.n, line.amount]);
  }
  for (const receipt of raw.receipts) {
    const day = answered.find((d) => d.day === receipt.day && d.currency === receipt.currency);
    expect([day!.receipts, day!.received]).toEqual([receipt.n, receipt.amount]);
  }
  expect(answered.reduce((n, d) => n + d.lines, 0)).toBe(raw.lines.reduce((n, l) => n + l.n, 0));
  expect(answered.reduce((n, d) => n + d.receipts, 0)).toBe(raw.receipts.reduce((n, l) => n + l.n, 0));
  for (const c of income.currencies) {
    expect(c.days.map((d) => d.day)).toEqual(
      Array.from({ length: businessTime().date() }, (_, i) =>
        businessTime()
          .date(i + 1)
          .format('YYYY-MM-DD'),
      ),
    );
    const cents = (key: 'charged' | 'received') =>
      c.days.reduce((n, d) => n + Math.round(Number(d[key]) * 100), 0);
    expect(Math.round(Number(c.charged) * 100)).toBe(cents('charged'));
    expect(Math.round(Number(c.received) * 100)).toBe(cents('received'));
    expect(c.lines).toBe(c.days.reduce((n, d) => n + d.lines, 0));
  }
  return income;
}

async function chargeItem() {
  const [row] = await rows<{ id: number }>('home_charts_item', `select id from charge_items limit 1`, []);
  return row!.id;
}

/** A receivable line straight into the table (status, day and amount as given). */
async function insertLine(companyId: number, status: string, day: string, amount: string) {
  await rows(
    'home_charts_insert_line',
    `insert into bills (company_id, io_type, party_type, customer_code, charge_item_id, source_type, event_date,
                        quantity, unit_price, currency, amount, bill_currency, bill_amount, status)
     values ($1, 'receivable', 'customer', 'C0001', $2, 'manual', $3::date, 1, $4::numeric, 'CNY', $4::numeric,
             'CNY', $4::numeric, $5)`,
    [companyId, await chargeItem(), day, amount, status],
  );
}

async function insertPayment(companyId: number, status: string, day: string, amount: string) {
  await rows(
    'home_charts_insert_payment',
    `insert into payments (company_id, io_type, party_type, customer_code, method, amount, currency, paid_date, status)
     values ($1, 'receivable', 'customer', 'C0001', 'bank', $2::numeric, 'CNY', $3::date, $4)`,
    [companyId, amount, day, status],
  );
}

describe("the finance home's charts", () => {
  it("the demo's finance users both see this month's income, equal to the raw rows of their own company", async () => {
    for (const user of ['accountant', 'finance']) {
      const income = await expectIncomeAgrees(user);
      const cny = income.currencies.find((c) => c.currency === 'CNY');
      expect(cny, user).toBeDefined();
      expect(Number(cny!.charged) + Number(cny!.received), user).toBeGreaterThan(0);
    }
  });

  it('counts confirmed lines and receipts of this month only, of the caller company only', async () => {
    const before = await get<SummaryIncome>('/api/summary/income', 'finance');
    const cny = (i: SummaryIncome) => i.currencies.find((c) => c.currency === 'CNY')!;
    const company = companies.finance!;
    await insertLine(company, 'confirmed', today(), '100.25');
    await insertLine(company, 'draft', today(), '999.00'); // not yet income
    await insertLine(company, 'void', today(), '999.00');
    const lastMonth = businessTime().startOf('month').subtract(1, 'day').format('YYYY-MM-DD');
    await insertLine(company, 'confirmed', lastMonth, '999.00');
    await insertPayment(company, 'confirmed', today(), '50.10');
    await insertPayment(company, 'pending', today(), '999.00'); // not yet received
    await insertLine(companies.accountant!, 'confirmed', today(), '777.00'); // another company's
    const after = await expectIncomeAgrees('finance');
    expect(cny(after).lines - cny(before).lines).toBe(1);
    expect(Math.round((Number(cny(after).charged) - Number(cny(before).charged)) * 100)).toBe(10025);
    expect(cny(after).receipts - cny(before).receipts).toBe(1);
    expect(Math.round((Number(cny(after).received) - Number(cny(before).received)) * 100)).toBe(5010);
    await expectIncomeAgrees('accountant');
  });

  it("the ageing bands' amounts are the open amounts of the raw lines", async () => {
    const section = await get<SummarySection>('/api/summary/finance', 'finance');
    const bands = section.figures.filter((f) => f.key === 'receivables_ageing');
    expect(bands.map((b) => b.label)).toEqual(['0-30', '31-60', '61-90', '90+']);
    const [raw] = await rows<{ n: number; open: string }>(
      'home_charts_raw_ageing',
      `select count(*)::int as n, sum(bill_amount - coalesce(paid_amount, 0))::numeric(18, 2)::text as open
         from bills where company_id = $1 and io_type = 'receivable'
          and status in ('confirmed', 'invoiced', 'partly_paid') and event_date <= $2::date`,
      [companies.finance, today()],
    );
    expect(bands.reduce((n, b) => n + b.count, 0)).toBe(raw!.n);
    const cents = bands.reduce((n, b) => n + Math.round(Number(b.amount) * 100), 0);
    expect(cents).toBe(Math.round(Number(raw!.open) * 100));
    // the demo's Shenzhen receivables reach every band
    for (const band of bands) expect(band.count, band.label).toBeGreaterThan(0);
  });
});

/** An appointment like the demo's first, for a customer on a day. */
async function insertAppointment(customer: string, day: string, status: string) {
  await rows(
    'home_charts_insert_appointment',
    `insert into appointments (company_id, customer_code, customer_name, warehouse_id, date, slot_id, receiver_name,
            cd_type, cd_trade, inspection_no, vehicle_no, vehicle_type, driver_name, driver_phone, driver_id_card,
            container_no, container_type, order_no, email, task_types, transport_company, note, status)
     select company_id, $1, customer_name, warehouse_id, $2::date, slot_id, receiver_name, cd_type, cd_trade,
            inspection_no, vehicle_no, vehicle_type, driver_name, driver_phone, driver_id_card, container_no,
            container_type, order_no, email, task_types, transport_company, note, $3
       from appointments order by id limit 1`,
    [customer, day, status],
  );
}

describe("the partner home's charts", () => {
  it("the week's appointments per day are the raw count of the partner's own, and the figure's", async () => {
    const monday = businessTime()
      .startOf('day')
      .subtract((businessTime().day() + 6) % 7, 'day');
    const sunday = monday.add(6, 'day').format('YYYY-MM-DD');
    await insertAppointment('C0001', monday.format('YYYY-MM-DD'), 'submitted');
    await insertAppointment('C0002', monday.format('YYYY-MM-DD'), 'submitted'); // another customer's
    const week = await get<SummaryWeek>('/api/summary/week', 'partner01');
    expect(week.from).toBe(monday.format('YYYY-MM-DD'));
    expect(week.to).toBe(sunday);
    expect(week.days.map((d) => d.day)).toHaveLength(7);
    const raw = await rows<{ day: string; status: string; n: number }>(
      'home_charts_raw_week',
      `select date::text as day, status, count(*)::int as n from appointments
        where customer_code = 'C0001' and date between $1::date and $2::date group by 1, 2`,
      [week.from, week.to],
    );
    for (const d of week.days) {
      const mine = raw.filter((r) => r.day === d.day);
      expect(d.by_status, d.day).toEqual(Object.fromEntries(mine.map((r) => [r.status, r.n])));
      expect(d.total).toBe(mine.reduce((n, r) => n + r.n, 0));
    }
    const total = week.days.reduce((n, d) => n + d.total, 0);
    expect(total).toBeGreaterThan(0);
    const partner = await get<SummarySection>('/api/summary/partner', 'partner01');
    expect(partner.figures.find((f) => f.key === 'appointments_week')!.count).toBe(total);
  });

  it("the open statements are the raw ones of the partner's customer, drafts and others' left out", async () => {
    const statement = (customer: string, status: string) =>
      rows(
        'home_charts_insert_statement',
        `insert into statements (company_id, io_type, party_type, customer_code, period_from, period_to,
                                 total_amount, paid_amount, status)
         values ($1, 'receivable', 'customer', $2, current_date, current_date, 300.50, 100.25, $3)`,
        [companies.accountant, customer, status],
      );
    // the demo's partner has open statements to look at on a fresh start
    const demo = await get<SummaryOpenStatements>('/api/summary/open-statements', 'partner01');
    expect(demo.groups.length).toBeGreaterThan(0);
    await statement('C0001', 'partly_paid');
    await statement('C0001', 'draft'); // not yet theirs to see
    await statement('C0002', 'sent'); // another customer's
    const open = await get<SummaryOpenStatements>('/api/summary/open-statements', 'partner01');
    const raw = await rows<{ status: string; currency: string; n: number; total: string; open: string }>(
      'home_charts_raw_statements',
      `select status, bill_currency as currency, count(*)::int as n,
              sum(total_amount)::numeric(18, 2)::text as total,
              sum(coalesce(total_amount, 0) - coalesce(paid_amount, 0))::numeric(18, 2)::text as open
         from statements where customer_code = 'C0001' and status = any($1::text[]) group by 1, 2`,
      [OPEN_STATEMENT_STATUSES],
    );
    expect(open.groups.map((g) => [g.status, g.currency, g.count, g.total, g.open]).sort()).toEqual(
      raw.map((r) => [r.status, r.currency, r.n, r.total, r.open]).sort(),
    );
    expect(open.groups.map((g) => g.status)).toContain('partly_paid');
    expect(open.groups.map((g) => g.status)).not.toContain('draft');
    // in the statuses' order
    const order = open.groups.map((g) => (OPEN_STATEMENT_STATUSES as readonly string[]).indexOf(g.status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('each chart call has its holder: finance the income, partners their week and statements', async () => {
    const status = async (user: string, url: string) => (await t.call('GET', url, tokens[user])).statusCode;
    expect(await status('partner01', '/api/summary/income')).toBe(403);
    expect(await status('clerk', '/api/summary/income')).toBe(403);
    expect(await status('board', '/api/summary/income')).toBe(403);
    expect(await status('accountant', '/api/summary/week')).toBe(403);
    expect(await status('accountant', '/api/summary/open-statements')).toBe(403);
    expect((await t.call('GET', '/api/summary/week')).statusCode).toBe(401);
  });
});
