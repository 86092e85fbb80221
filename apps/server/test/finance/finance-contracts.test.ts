import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index.ts';
import { carriers } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { businessDate8 } from '@app/shared';
import { financeApi, startFinanceApp, uniqueCode } from '../helpers/finance.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let api: ReturnType<typeof financeApi>;

beforeAll(async () => {
  const s = await startFinanceApp();
  ({ t, admin, companyId } = s);
  api = financeApi(t, admin);
});
afterAll(() => t.close());

async function newCustomer() {
  const code = uniqueCode('FC');
  await t.database.db
    .insert(customers)
    .values({ company_id: companyId, customer_code: code, customer_name: `合同客户${code}` });
  return code;
}

/** A customs scheme with a receivable item (150 per declaration) and a payable one (not copied). */
async function customsScheme() {
  const rec = await api.item('declaration', 'declaration_released');
  const pay = await api.item('trip', 'transport_delivered', 'payable');
  const scheme = await api.scheme('customer', 'customs', [
    { id: rec.id, price: '150', min: '10', free: '0' },
    { id: pay.id, price: '99' },
  ]);
  return { scheme, rec, pay };
}

const post = (body: Record<string, unknown>) =>
  t.call('POST', '/api/contracts', admin, {
    name: '测试合同',
    party_type: 'customer',
    valid_from: '2030-01-01',
    valid_to: '2030-12-31',
    ...body,
  });

describe('contracts', () => {
  it('are numbered HT+date+sequence, name the party and the business type, and copy the scheme’s prices', async () => {
    const code = await newCustomer();
    const { scheme, rec } = await customsScheme();
    const res = await post({ customer_code: code, scheme_id: scheme.id });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c.contract_no).toMatch(new RegExp(`^HT${businessDate8()}\\d{4}$`));
    expect(c).toMatchObject({
      party_name: `合同客户${code}`,
      business_type: 'customs',
      company_id: companyId,
    });
    const items = await t.call('GET', `/api/contract-items?contract_id=${c.id}&size=100`, admin);
    const rows = items.json().content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ charge_item_id: rec.id, customer_code: code, company_id: companyId });
    expect(Number(rows[0].price)).toBe(150);
  });

  it('need the party of their type, a scheme of that type and an ordered validity (field errors)', async () => {
    const code = await newCustomer();
    const { scheme } = await customsScheme();
    const noCustomer = await post({ scheme_id: scheme.id });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errors).toHaveProperty('customer_code');
    const unknown = await post({ scheme_id: scheme.id, customer_code: 'NOSUCH9' });
    expect(unknown.json().errors).toHaveProperty('customer_code');
    const noCarrier = await post({ scheme_id: scheme.id, party_type: 'supplier' });
    expect(noCarrier.json().errors).toHaveProperty('carrier_id');
    const [carrier] = await t.database.db.select().from(carriers).limit(1);
    const wrongScheme = await post({ scheme_id: scheme.id, party_type: 'supplier', carrier_id: carrier!.id });
    expect(wrongScheme.statusCode).toBe(400);
    expect(wrongScheme.json().errors).toHaveProperty('scheme_id');
    const backwards = await post({
      scheme_id: scheme.id,
      customer_code: code,
      valid_from: '2030-05-01',
      valid_to: '2030-04-30',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('valid_to');
    const en = await t.call(
      'POST',
      '/api/contracts',
      admin,
      {
        name: 'x',
        party_type: 'customer',
        scheme_id: scheme.id,
        valid_from: '2030-01-01',
        valid_to: '2030-02-01',
      },
      { 'accept-language': 'en' },
    );
    expect(en.json().errors.customer_code).toMatch(/customer/i);
  });

  it('refuse an overlapping enabled contract of the same party and business, naming the other', async () => {
    const code = await newCustomer();
    const { scheme } = await customsScheme();
    const first = await post({ customer_code: code, scheme_id: scheme.id });
    expect(first.statusCode).toBe(201);
    const overlap = await post({
      customer_code: code,
      scheme_id: scheme.id,
      valid_from: '2030-12-01',
      valid_to: '2031-06-30',
    });
    expect(overlap.statusCode, overlap.body).toBe(409);
    expect(overlap.json().errors.valid_from).toContain(first.json().contract_no);
    // after it: fine; disabled: fine
    expect(
      (
        await post({
          customer_code: code,
          scheme_id: scheme.id,
          valid_from: '2031-01-01',
          valid_to: '2031-12-31',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post({ customer_code: code, scheme_id: scheme.id, status: '0' })).statusCode).toBe(201);
    // an update into the overlap is refused too
    const later = (
      await post({
        customer_code: code,
        scheme_id: scheme.id,
        valid_from: '2032-01-01',
        valid_to: '2032-12-31',
      })
    ).json();
    const moved = await t.call('PUT', `/api/contracts/${later.id}`, admin, {
      version: later.version,
      valid_from: '2031-06-01',
    });
    expect(moved.statusCode, moved.body).toBe(409);
  });

  it('keep a snapshot of the contract and its items before each change', async () => {
    const code = await newCustomer();
    const { scheme, rec } = await customsScheme();
    const c = (await post({ customer_code: code, scheme_id: scheme.id })).json();
    const renamed = await t.call('PUT', `/api/contracts/${c.id}`, admin, {
      version: c.version,
      name: '改名后的合同',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [item] = (await t.call('GET', `/api/contract-items?contract_id=${c.id}`, admin)).json().content;
    const priced = await t.call('PUT', `/api/contract-items/${item.id}`, admin, {
      version: item.version,
      price: '180',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const history = await t.call('GET', `/api/contracts/${c.id}/history`, admin);
    expect(history.statusCode, history.body).toBe(200);
    const [newest, oldest] = history.json();
    expect(oldest).toMatchObject({
      change: 'update',
      version: 1,
      snapshot: { contract: { name: '测试合同' } },
    });
    expect(Number(oldest.snapshot.items[0].price)).toBe(150);
    expect(newest).toMatchObject({ change: 'items', snapshot: { contract: { name: '改名后的合同' } } });
    expect(Number(newest.snapshot.items[0].price)).toBe(150);
    const preview = await t.call('POST', `/api/contracts/${c.id}/price-preview`, admin, {
      charge_item_id: rec.id,
      quantity: '2',
    });
    expect(preview.json()).toMatchObject({ amount: '360.00' });
  });

  it('take only items of their side: a payable item on a customer contract is refused', async () => {
    const code = await newCustomer();
    const { scheme, pay } = await customsScheme();
    const c = (await post({ customer_code: code, scheme_id: scheme.id })).json();
    const res = await t.call('POST', '/api/contract-items', admin, {
      contract_id: c.id,
      charge_item_id: pay.id,
      price: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('charge_item_id');
  });

  it('check company ids of charge items', async () => {
    const bad = await t.call('POST', '/api/charge-items', admin, {
      code: uniqueCode('CI'),
      name: 'x',
      io_type: 'receivable',
      type: 'other',
      unit: 'fixed',
      event: 'declaration_released',
      company_ids: `${companyId},abc`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('company_ids');
    const good = await api.item('fixed', 'declaration_released', 'receivable', {
      company_ids: ` ${companyId} `,
    });
    expect(good.company_ids).toBe(String(companyId));
  });
});
