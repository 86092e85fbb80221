import { generateKeyPairSync } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashiers, cashierSecrets, companies } from '../../src/db/schema/index.ts';
import { cashierSecretKey, loadCashierKeys } from '../../src/modules/finance/cashier/cashier-keys.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let finance: string;
let clerk: string;
let companyId: number;
let companyName: string;
let accountId: number;

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

async function newAccount(code: string, holder: string, status = '1') {
  const res = await t.call('POST', '/api/bank-accounts', finance, {
    code,
    name: `${code} 账户`,
    bank_no: '6222020200012345678',
    bank_name: '中国银行',
    account_company_name: holder,
    currency: 'RMB',
    status,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await startTestApp();
  [finance, clerk] = await Promise.all([t.login('finance'), t.login('clerk')]);
  const list = await t.call('GET', '/api/cashiers', finance);
  expect(list.statusCode, list.body).toBe(200);
  const demo = list.json<{ content: { company_id: number }[] }>().content;
  // the demo gives the finance user's company its cashier
  expect(demo).toHaveLength(1);
  companyId = demo[0]!.company_id;
  const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  companyName = company!.name;
  accountId = await newAccount('BATEST1', companyName);
}, 60_000);
afterAll(() => t.close());

const cashierBody = (over: Record<string, unknown> = {}) => ({
  name: '测试收银台',
  domain: 'pay.test-cashier.example.com',
  bank_account_id: accountId,
  provider: 'none',
  status: '1',
  ...over,
});

describe('cashier records', () => {
  it('refuses a domain that is not a host name, naming the field in zh and en', async () => {
    for (const domain of [
      'https://pay.example.com',
      'pay.example.com/x',
      'pay example.com',
      '-a.example.com',
    ]) {
      const res = await t.call('POST', '/api/cashiers', finance, cashierBody({ domain }));
      expect(res.statusCode, domain).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.domain).toMatch(/主机名/);
    }
    const en = await t.call('POST', '/api/cashiers', finance, cashierBody({ domain: 'a b' }), {
      'accept-language': 'en',
    });
    expect(en.json<{ errors: Record<string, string> }>().errors.domain).toMatch(/host name/);
  });

  it('refuses a bank account held by someone else, or disabled', async () => {
    const other = await newAccount('BATEST2', '别人的公司');
    const foreign = await t.call('POST', '/api/cashiers', finance, cashierBody({ bank_account_id: other }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: Record<string, string> }>().errors.bank_account_id).toMatch(/本公司/);
    const off = await newAccount('BATEST3', companyName, '0');
    const disabled = await t.call('POST', '/api/cashiers', finance, cashierBody({ bank_account_id: off }));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json<{ errors: Record<string, string> }>().errors.bank_account_id).toMatch(/停用/);
  });

  it('asks Alipay for its app id and an https gateway', async () => {
    const noId = await t.call('POST', '/api/cashiers', finance, cashierBody({ provider: 'alipay' }));
    expect(noId.json<{ errors: Record<string, string> }>().errors).toHaveProperty('alipay_app_id');
    const http = await t.call(
      'POST',
      '/api/cashiers',
      finance,
      cashierBody({
        provider: 'alipay',
        alipay_app_id: '2021000000000001',
        alipay_gateway: 'http://gw.example.com',
      }),
    );
    expect(http.statusCode).toBe(400);
    expect(http.json<{ errors: Record<string, string> }>().errors).toHaveProperty('alipay_gateway');
  });

  it('creates a valid cashier, its domain unique whatever the case', async () => {
    const res = await t.call(
      'POST',
      '/api/cashiers',
      finance,
      cashierBody({ domain: 'Pay.Test-Cashier.Example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ domain: 'Pay.Test-Cashier.Example.com', company_id: companyId });
    const again = await t.call(
      'POST',
      '/api/cashiers',
      finance,
      cashierBody({ domain: 'PAY.test-cashier.example.com' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('errors.domain');
  });
});

describe('cashier keys', () => {
  let id: number;
  const app = pair();
  const provider = pair();

  beforeAll(async () => {
    const res = await t.call(
      'POST',
      '/api/cashiers',
      finance,
      cashierBody({ domain: 'keys.test-cashier.example.com' }),
    );
    id = res.json<{ id: number }>().id;
  });

  it('refuses what is not an RSA key, naming the field in zh and en', async () => {
    const bad = await t.call('PUT', `/api/cashiers/${id}/keys`, finance, { private_key: 'not a key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.private_key).toMatch(/私钥/);
    const en = await t.call(
      'PUT',
      `/api/cashiers/${id}/keys`,
      finance,
      { provider_public_key: app.privateKey },
      { 'accept-language': 'en' },
    );
    expect(en.json<{ errors: Record<string, string> }>().errors.provider_public_key).toMatch(/public key/);
    const empty = await t.call('PUT', `/api/cashiers/${id}/keys`, finance, {});
    expect(empty.statusCode).toBe(400);
    expect((await t.call('GET', `/api/cashiers/${id}/keys`, finance)).json()).toEqual({
      has_private_key: false,
      has_provider_public_key: false,
    });
  });

  it('stores the keys encrypted and never answers them', async () => {
    const res = await t.call('PUT', `/api/cashiers/${id}/keys`, finance, { private_key: app.privateKey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ has_private_key: true, has_provider_public_key: false });
    const both = await t.call('PUT', `/api/cashiers/${id}/keys`, finance, {
      provider_public_key: provider.publicKey,
    });
    expect(both.json()).toEqual({ has_private_key: true, has_provider_public_key: true });

    const [row] = await t.database.db.select().from(cashierSecrets).where(eq(cashierSecrets.cashier_id, id));
    const body = (pem: string) => pem.split('\n').filter((l) => l && !l.startsWith('-----'))[1]!;
    const raw = JSON.stringify(row);
    expect(raw).not.toContain('PRIVATE KEY');
    expect(raw).not.toContain('PUBLIC KEY');
    expect(raw).not.toContain(body(app.privateKey));
    expect(raw).not.toContain(body(provider.publicKey));
    // readable with the server's key: the same keys come back (the private one as PKCS#8)
    const keys = await loadCashierKeys(t.database.db, cashierSecretKey(t.app.config.dataDir), id);
    expect(keys.providerPublicKey).toBe(provider.publicKey);
    expect(keys.privateKey).toContain('BEGIN PRIVATE KEY');

    for (const url of [`/api/cashiers/${id}`, `/api/cashiers/${id}/keys`, '/cashier/getList?limit=100']) {
      const answer = await t.call('GET', url, finance);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/KEY-----|private_key_enc|provider_public_key_enc/);
    }
  });

  it('is refused without the cashier permission and outside the company', async () => {
    expect(
      (await t.call('PUT', `/api/cashiers/${id}/keys`, clerk, { private_key: app.privateKey })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/cashiers/${id}/keys`, clerk)).statusCode).toBe(403);
    // another company's cashier (the demo gives every company one) is not found
    const [other] = await t.database.db
      .select()
      .from(cashiers)
      .where(ne(cashiers.company_id, companyId))
      .limit(1);
    expect((await t.call('GET', `/api/cashiers/${other!.id}/keys`, finance)).statusCode).toBe(404);
    const put = await t.call('PUT', `/api/cashiers/${other!.id}/keys`, finance, {
      private_key: app.privateKey,
    });
    expect(put.statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(cashierSecrets)
      .where(eq(cashierSecrets.cashier_id, other!.id));
    expect(rows).toEqual([]);
  });

  it('deletes its keys with the cashier', async () => {
    const res = await t.call('DELETE', `/api/cashiers/${id}`, finance);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(cashierSecrets).where(eq(cashierSecrets.cashier_id, id));
    expect(rows).toEqual([]);
  });
});

describe('GET /cashier/getList (the specification’s list call)', () => {
  type ListAnswer = {
    code: number;
    data: { total: number; items: { id: number; name: string; domain: string }[] };
  };

  it('lists the company’s cashiers, filtered by name and domain, paged and sorted', async () => {
    for (const n of [1, 2, 3])
      await t.call(
        'POST',
        '/api/cashiers',
        finance,
        cashierBody({ name: `分页收银台${n}`, domain: `p${n}.list.example.com` }),
      );
    const all = await t.call('GET', '/cashier/getList', finance);
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json<ListAnswer>().data;
    expect(all.json<ListAnswer>().code).toBe(0);
    expect(data.items.every((c) => c.id > 0)).toBe(true);

    const named = (
      await t.call('GET', '/cashier/getList?name=分页&sort=-id&limit=2', finance)
    ).json<ListAnswer>().data;
    expect(named.total).toBe(3);
    expect(named.items.map((c) => c.name)).toEqual(['分页收银台3', '分页收银台2']);
    const page2 = (
      await t.call('GET', '/cashier/getList?name=分页&sort=id&limit=2&page=2', finance)
    ).json<ListAnswer>().data;
    expect(page2.items.map((c) => c.name)).toEqual(['分页收银台3']);
    const byDomain = (await t.call('GET', '/cashier/getList?domain=p2.list', finance)).json<ListAnswer>()
      .data;
    expect(byDomain.items.map((c) => c.domain)).toEqual(['p2.list.example.com']);
  });

  it('answers field errors for a bad sort or page, and 403 without cashier:search', async () => {
    const bad = await t.call('GET', '/cashier/getList?sort=password&page=0', finance);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['page', 'sort']);
    expect((await t.call('GET', '/cashier/getList', clerk)).statusCode).toBe(403);
    expect((await t.call('GET', '/cashier/getList')).statusCode).toBe(401);
  });
});
