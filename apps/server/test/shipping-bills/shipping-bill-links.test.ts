import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A shipping bill links to a declaration by cd_id; the declaration's bill_status follows its links
 * (1 no shipping bill, 2 one is linked) and its bills are listed by cd_id.
 */
let t: TestApp;
let clerk: string;
let first: number;
let second: number;

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  const rows = await t.database.db
    .select({ id: declarations.id })
    .from(declarations)
    .where(eq(declarations.cd_company_id, 1))
    .orderBy(declarations.id);
  const free = [];
  for (const r of rows) {
    const bills = await t.call('GET', `/api/shipping-bills?cd_id=${r.id}`, clerk);
    if (bills.json().totalElements === 0) free.push(r.id);
  }
  [first, second] = free as [number, number];
});
afterAll(() => t.close());

const billStatus = async (id: number) => {
  const res = await t.call('GET', `/api/declarations/${id}`, clerk);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bill_status as string;
};
const billsOf = async (id: number) =>
  (
    (await t.call('GET', `/api/shipping-bills?cd_id=${id}`, clerk)).json().content as { bill_no: string }[]
  ).map((b) => b.bill_no);

describe('linking shipping bills and declarations', () => {
  it('seeds a demo bill linked to a demo declaration, which says so', async () => {
    const linked = await t.call('GET', '/api/declarations?bill_status=2', clerk);
    expect(linked.statusCode, linked.body).toBe(200);
    const [cd] = linked.json().content as { id: number; cd_sn: string }[];
    expect(cd).toBeDefined();
    expect(await billsOf(cd!.id)).toEqual(['COSU6301234562']);
    const bill = (await t.call('GET', `/api/shipping-bills?cd_id=${cd!.id}`, clerk)).json().content[0];
    expect(bill).toMatchObject({ cd_id: cd!.id, cd_sn: cd!.cd_sn, _display: { cd_id: cd!.cd_sn } });
  });

  it('sets bill_status by the link: created linked, moved, unlinked, deleted', async () => {
    expect(await billStatus(first)).toBe('1');
    const created = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'C0001',
      bill_no: 'COSU6307777777',
      cd_id: first,
    });
    expect(created.statusCode, created.body).toBe(201);
    let bill = created.json() as { id: number; version: number; cd_sn: string | null };
    const [cd] = await t.database.db
      .select({ cd_sn: declarations.cd_sn, version: declarations.version })
      .from(declarations)
      .where(eq(declarations.id, first));
    expect(bill.cd_sn).toBe(cd!.cd_sn);
    expect(await billStatus(first)).toBe('2');
    expect(await billsOf(first)).toEqual(['COSU6307777777']);

    // moved to another declaration: the first has none left, the second has it
    let res = await t.call('PUT', `/api/shipping-bills/${bill.id}`, clerk, {
      cd_id: second,
      version: bill.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    bill = res.json();
    expect([await billStatus(first), await billStatus(second)]).toEqual(['1', '2']);

    // a second bill on the same declaration: unlinking one leaves it linked
    const other = await t.call('POST', '/api/shipping-bills', clerk, {
      customer_code: 'C0001',
      bill_no: 'COSU6307777778',
      cd_id: second,
    });
    expect(other.statusCode, other.body).toBe(201);
    res = await t.call('PUT', `/api/shipping-bills/${bill.id}`, clerk, {
      cd_id: null,
      version: bill.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await billStatus(second)).toBe('2');
    expect(await billsOf(second)).toEqual(['COSU6307777778']);

    // deleting the last bill unlinks the declaration; its version never moved
    expect((await t.call('DELETE', `/api/shipping-bills/${other.json().id}`, clerk)).statusCode).toBe(200);
    expect(await billStatus(second)).toBe('1');
    const [after] = await t.database.db
      .select({ version: declarations.version })
      .from(declarations)
      .where(eq(declarations.id, first));
    expect(after!.version).toBe(cd!.version);
  });

  it('refuses a declaration filter that is not an id', async () => {
    const list = await t.call('GET', '/api/shipping-bills?cd_id=abc', clerk, undefined, {
      'accept-language': 'en',
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toHaveProperty('cd_id');
  });

  it('finds a declaration to link by customer as well as by its numbers', async () => {
    const res = await t.call('POST', '/shippingBill/getCdList', clerk, { keyword: 'c0001' });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json().data as { items: { customer_code: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((d) => d.customer_code === 'C0001')).toBe(true);
  });
});
