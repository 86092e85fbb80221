import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Lists count their matches up to 10,000 and answer `totalCapped` beyond. On PostgreSQL a list counted
 * past twice that skips the count on its next pages (plugins/list-totals.ts) and still answers "more",
 * until a change that could make it fewer: this process's own write at once, another process's update or
 * delete through NOTIFY app_names. Either way every answer holds the right page.
 */
const onPg = process.env.TEST_DB === 'pg';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  // 20,001 more transport customers in the admin's company (1), and 12 warehouse ones
  await t.database.db.execute(sql`
    insert into customers (company_id, customer_code, customer_name, type, business_type, status)
    select 1, 'TOTALS' || i, '计数客户' || i, 'customer',
      case when i > 20001 then 'warehouse' else 'transport' end, 1
    from generate_series(1, 20013) as s(i)`);
}, 120_000);
afterAll(() => t?.close());

/** The admin's (company 1) customers of a business type, counted straight on the database. */
async function counted(type: string): Promise<number> {
  const [row] = await t.database.queryRows<{ n: number }>(
    'test_count_customers',
    'select count(*)::int as n from customers where company_id = 1 and business_type = $1',
    [type],
  );
  return row!.n;
}

type Page = { content: { id: number; customer_code: string }[]; totalElements: number; totalCapped: boolean };

async function list(query: string): Promise<Page> {
  const res = await t.call('GET', `/api/customers?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const TRANSPORT = 'business_type=transport&sort=id,desc&size=10';

describe('capped totals', () => {
  it('answer "more than 10,000" for a list past the cap, and the exact total below it, on both databases', async () => {
    const many = await list(TRANSPORT);
    expect(many).toMatchObject({ totalElements: 10_000, totalCapped: true });
    expect(many.content.map((c) => c.customer_code)[0]).toBe('TOTALS20001');
    // a page past the end holds no row to carry the total: it is counted apart
    const past = await list('business_type=warehouse&page=1000&size=10');
    const warehouse = await counted('warehouse');
    expect(warehouse).toBeGreaterThanOrEqual(12);
    expect(past).toMatchObject({ content: [], totalElements: warehouse, totalCapped: false });
  });

  it.runIf(onPg)(
    'skip the count of a list lately counted past twice the cap, until its table changes',
    async () => {
      t.app.listTotals.clear();
      await list(TRANSPORT);
      const again = await list(`${TRANSPORT}&page=2`);
      expect(again).toMatchObject({ totalElements: 10_000, totalCapped: true });
      expect(again.content[0]!.customer_code).toBe('TOTALS19991');
      expect(t.app.listTotals.size).toBe(2);

      // another process's delete (here straight on the database) is heard through its trigger's NOTIFY
      await t.database.db
        .execute(sql`delete from customers where customer_code like 'TOTALS%' and company_id = 1
      and substring(customer_code from 7)::int > 9`);
      await expect.poll(() => t.app.listTotals.size, { timeout: 30_000 }).toBe(0);
      const left = await counted('transport');
      expect(left).toBeLessThan(10_000);
      expect(await list(TRANSPORT)).toMatchObject({ totalElements: left, totalCapped: false });
    },
  );

  it.runIf(onPg)("forget every count at this process's own write, before its answer", async () => {
    await t.database.db.execute(sql`
      insert into customers (company_id, customer_code, customer_name, type, business_type, status)
      select 1, 'MORE' || i, '计数客户' || i, 'customer', 'transport', 1 from generate_series(1, 20001) as s(i)`);
    t.app.listTotals.clear();
    expect(await list(TRANSPORT)).toMatchObject({ totalElements: 10_000, totalCapped: true });
    expect(t.app.listTotals.size).toBe(1);
    const [one] = (await list('business_type=transport&customer_code=MORE1&size=10')).content;
    expect((await t.call('DELETE', `/api/customers/${one!.id}`, admin)).statusCode).toBe(200);
    expect(t.app.listTotals.size).toBe(0);
  });
});
