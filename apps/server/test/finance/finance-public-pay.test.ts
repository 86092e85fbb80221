import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  attachments,
  bills,
  cashiers,
  charge_items,
  onlinePayments,
  paymentNotifications,
  payments,
  statements,
} from '../../src/db/schema/index.ts';
import { cashierSecretKey, storeCashierKeys } from '../../src/modules/finance/cashier/cashier-keys.ts';
import { providerRefund } from '../../src/modules/finance/public-pay/alipay.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { PNG } from '../helpers/appointment-fixtures.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let companyId: number;
let statementId: number;
let appointment: { id: number; appointment_no: string; driver_phone: string };
const STATEMENT_NO = 'DZPUBTEST0001';
const PAY_CODE = 'K7P2Q9XZ';
const NOT_FOUND = '未找到待缴费用，或验证信息不符';
const GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
const APP_ID = '9021000000000001';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
/** The app's own pair (signs the page URL) and the provider's pair (signs the notifications). */
const appKeys = keyPair();
const providerKeys = keyPair();

type Fees = {
  code: number;
  data: {
    lines: { id: number; due: string; token: string; statement_id: number | null }[];
    statements: { id: number; statement_no: string; due: string; token: string }[];
  };
};

const get = (url: string, ip = '10.1.0.1', lang = 'zh') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-language': lang } });

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const admin = await t.login('admin');
  companyId = (await actorForToken(t.database, admin))!.actor.companyId!;
  const [storage] = await db
    .insert(charge_items)
    .values({
      code: 'PUBSTORE',
      name: '仓储费',
      io_type: 'receivable',
      type: 'storage',
      unit: 'day',
      event: 'appointment_completed',
    })
    .returning();
  const [customs] = await db
    .insert(charge_items)
    .values({
      code: 'PUBDECL',
      name: '报关费',
      io_type: 'receivable',
      type: 'customs',
      unit: 'declaration',
      event: 'declaration_released',
    })
    .returning();
  const [statement] = await db
    .insert(statements)
    .values({
      company_id: companyId,
      statement_no: STATEMENT_NO,
      io_type: 'receivable',
      party_type: 'customer',
      customer_code: 'C0001',
      party_name: '厦门嘉禾贸易有限公司',
      period_from: '2026-10-01',
      period_to: '2026-10-31',
      bill_currency: 'CNY',
      line_count: 2,
      total_amount: '300.10',
      paid_amount: '0',
      status: 'confirmed',
      pay_code: PAY_CODE,
    })
    .returning();
  statementId = statement!.id;
  const [a] = await db.select().from(appointments).where(eq(appointments.company_id, companyId)).limit(1);
  appointment = { id: a!.id, appointment_no: a!.appointment_no!, driver_phone: a!.driver_phone };
  const line = (over: Partial<typeof bills.$inferInsert>) => ({
    company_id: companyId,
    io_type: 'receivable',
    party_type: 'customer',
    customer_code: 'C0001',
    party_name: '厦门嘉禾贸易有限公司',
    charge_item_id: customs!.id,
    event_date: '2026-10-10',
    quantity: '1',
    unit_price: '100',
    currency: 'CNY',
    bill_currency: 'CNY',
    paid_amount: '0',
    status: 'confirmed',
    ...over,
  });
  await db.insert(bills).values([
    line({
      bill_no: 'PUB-1',
      amount: '100.05',
      bill_amount: '100.05',
      statement_id: statementId,
      source_type: 'manual',
    }),
    line({
      bill_no: 'PUB-2',
      amount: '200.05',
      bill_amount: '200.05',
      statement_id: statementId,
      source_type: 'manual',
      event_date: '2026-10-12',
    }),
    line({
      bill_no: 'PUB-3',
      charge_item_id: storage!.id,
      source_type: 'appointment',
      source_id: appointment.id,
      source_no: appointment.appointment_no,
      amount: '50.50',
      bill_amount: '50.50',
    }),
    // a draft line is not due yet
    line({
      bill_no: 'PUB-4',
      charge_item_id: customs!.id,
      source_type: 'appointment',
      source_id: appointment.id,
      amount: '9',
      bill_amount: '9',
      status: 'draft',
    }),
  ]);
}, 60_000);
afterAll(() => t.close());

describe('public fee lookup', () => {
  it('finds a statement by its no. and pay code, with its open lines and payment links', async () => {
    const res = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<Fees>();
    expect(data.statements).toMatchObject([{ statement_no: STATEMENT_NO, due: '300.10' }]);
    expect(data.lines.map((l) => l.due)).toEqual(['100.05', '200.05']);
    expect(data.statements[0]!.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('finds an appointment’s open lines by its no. and the driver’s phone', async () => {
    const res = await get(
      `/api/public/fees?no=${appointment.appointment_no}&verify=${appointment.driver_phone}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Fees>().data.lines.map((l) => l.due)).toEqual(['50.50']);
  });

  it('answers the same message for a wrong verification and an unknown number', async () => {
    const wrongCode = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=WRONG123`, '10.1.0.2');
    const unknown = await get(`/api/public/fees?no=NOSUCHNO&verify=${PAY_CODE}`, '10.1.0.2');
    const wrongPhone = await get(
      `/api/public/fees?no=${appointment.appointment_no}&verify=13000000000`,
      '10.1.0.2',
    );
    for (const res of [wrongCode, unknown, wrongPhone]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: NOT_FOUND });
    }
    const en = await get(`/api/public/fees?no=NOSUCHNO&verify=x`, '10.1.0.2', 'en');
    expect(en.json<{ message: string }>().message).toBe('No fee found, or the verification does not match');
  });

  it('refuses an address after ten misses, even with the right code', async () => {
    for (let i = 0; i < 10; i++)
      expect((await get(`/api/public/fees?no=N${i}&verify=1`, '10.1.0.3')).statusCode).toBe(404);
    const limited = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE}`, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/秒后再试/);
    // another address is not affected
    expect((await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE}`, '10.1.0.4')).statusCode).toBe(
      200,
    );
  });

  it('names the missing fields', async () => {
    const res = await get('/api/public/fees?no=', '10.1.0.5');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(['no', 'verify']);
  });

  it('answers an appointment’s work fee by its no. and phone', async () => {
    const res = await get(
      `/api/public/workfee?appointment_no=${appointment.appointment_no}&phone=${appointment.driver_phone}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { due: '50.50', currency: 'CNY', token: expect.any(String) } });
    const wrong = await get(
      `/api/public/workfee?appointment_no=${appointment.appointment_no}&phone=13100000000`,
    );
    expect(wrong.json()).toEqual({ code: 404, message: NOT_FOUND });
  });
});

async function statementToken(): Promise<string> {
  const res = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE}`, '10.2.0.1');
  return res.json<Fees>().data.statements[0]!.token;
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----public-pay-test';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const transfer = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/payment/transfer',
    remoteAddress: '10.2.0.2',
    ...multipart(fields, file),
  });

describe('public payment page', () => {
  it('shows what is due and the payee’s bank account; a forged token is refused', async () => {
    const token = await statementToken();
    const res = await get(`/api/public/payment?token=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [cashier] = await t.database.db.select().from(cashiers).where(eq(cashiers.company_id, companyId));
    expect(res.json()).toMatchObject({
      data: { kind: 'statement', document_no: STATEMENT_NO, due: '300.10', currency: 'CNY', online: false },
    });
    expect(res.json<{ data: { bank: { account_no: string } } }>().data.bank.account_no).toMatch(/^\d+$/);
    expect(cashier).toBeDefined();
    const forged = `${token.split('.')[0]}.AAAA${token.split('.')[1]!.slice(4)}`;
    const bad = await get(`/api/public/payment?token=${encodeURIComponent(forged)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('errors.token');
  });

  it('takes a reported transfer with its slip as a pending payment', async () => {
    const token = await statementToken();
    const fields = { token, amount: '120.00', reference: 'BANK-REF-001', payer_name: '嘉禾贸易' };
    const before = (await t.database.db.select({ n: count() }).from(payments))[0]!.n;

    const over = await transfer({ ...fields, amount: '300.11' }, { name: 'slip.png', bytes: PNG });
    expect(over.json()).toHaveProperty('errors.amount');
    const noSlip = await transfer(fields);
    expect(noSlip.json()).toHaveProperty('errors.slip');
    const noPayer = await transfer({ ...fields, payer_name: ' ' }, { name: 'slip.png', bytes: PNG });
    expect(noPayer.json()).toHaveProperty('errors.payer_name');
    const fake = await transfer(fields, { name: 'slip.png', bytes: Buffer.from('not an image') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toHaveProperty('errors.file');
    expect((await t.database.db.select({ n: count() }).from(payments))[0]!.n).toBe(before);

    const res = await transfer(fields, { name: 'slip.png', bytes: PNG });
    expect(res.statusCode, res.body).toBe(201);
    const paymentNo = res.json<{ data: { payment_no: string } }>().data.payment_no;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.payment_no, paymentNo));
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'bank',
      amount: '120.00',
      statement_id: statementId,
      customer_code: 'C0001',
      company_id: companyId,
      reference: 'BANK-REF-001',
    });
    const slips = await t.database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.owner_type, 'payment'), eq(attachments.owner_id, payment!.id)));
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatchObject({
      file_name: 'slip.png',
      file_size: PNG.length,
      content_type: 'image/png',
    });
  });
});

/** Alipay's notification signature: RSA2 over the sorted parameters without sign and sign_type. */
function signNotify(
  params: Record<string, string>,
  privateKey = providerKeys.privateKey,
): Record<string, string> {
  const content = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
  return { ...params, sign_type: 'RSA2', sign };
}

const notify = (params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/fee/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });

describe('online payment through Alipay', () => {
  let outTradeNo: string;

  beforeAll(async () => {
    const db = t.database.db;
    const [cashier] = await db.select().from(cashiers).where(eq(cashiers.company_id, companyId));
    await db
      .update(cashiers)
      .set({ provider: 'alipay', alipay_app_id: APP_ID, alipay_gateway: GATEWAY })
      .where(eq(cashiers.id, cashier!.id));
    await storeCashierKeys(
      db,
      cashierSecretKey(t.app.config.dataDir),
      cashier!.id,
      { private_key: appKeys.privateKey, provider_public_key: providerKeys.publicKey },
      1,
    );
  });

  it('starts an order and answers the gateway URL signed with the app key, fetching nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const token = await statementToken();
    const info = await get(`/api/public/payment?token=${encodeURIComponent(token)}`);
    expect(info.json()).toMatchObject({ data: { online: true } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/payment/online',
      payload: { token },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, out_trade_no } = res.json<{ data: { url: string; out_trade_no: string } }>().data;
    outTradeNo = out_trade_no;
    expect(url.startsWith(`${GATEWAY}?`)).toBe(true);
    const params = Object.fromEntries(new URL(url).searchParams);
    expect(params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.page.pay', sign_type: 'RSA2' });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no,
      total_amount: '300.10',
      subject: expect.any(String),
      time_expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(params.notify_url).toMatch(/^https:\/\/[^/]+\/fee\/notify$/);
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const valid = createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(appKeys.publicKey, params.sign!, 'base64');
    expect(valid).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    const [order] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.out_trade_no, out_trade_no));
    expect(order).toMatchObject({ status: 'created', amount: '300.10', statement_id: statementId });
  });

  it('hands out the same open order when the payer presses again', async () => {
    const token = await statementToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/payment/online',
      payload: { token },
      remoteAddress: '10.3.1.1',
    });
    expect(res.json<{ data: { out_trade_no: string } }>().data.out_trade_no).toBe(outTradeNo);
    const orders = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.statement_id, statementId));
    expect(orders).toMatchObject([
      { status: 'created', amount: '300.10', payable: `statement:${statementId}` },
    ]);
  });

  const paid = (over: Record<string, string> = {}) => ({
    notify_id: 'N-OK-1',
    notify_type: 'trade_status_sync',
    notify_time: '2026-11-25 10:00:00',
    app_id: APP_ID,
    out_trade_no: outTradeNo,
    trade_no: '2026112522001400000000000001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '300.10',
    buyer_logon_id: 'jia***@example.com',
    subject: '对账单 付款',
    ...over,
  });
  const paymentCount = async () => (await t.database.db.select({ n: count() }).from(payments))[0]!.n;

  it('refuses a bad signature, a wrong amount and an unknown order, writing only the refused notification', async () => {
    const before = await paymentCount();
    const forged = signNotify(paid({ notify_id: 'N-BAD-SIGN' }), appKeys.privateKey);
    const tampered = { ...signNotify(paid({ notify_id: 'N-TAMPER' })), total_amount: '0.01' };
    const cases: Record<string, string>[] = [
      forged,
      tampered,
      signNotify(paid({ notify_id: 'N-AMOUNT', total_amount: '300.00' })),
      signNotify(paid({ notify_id: 'N-UNKNOWN', out_trade_no: 'NO-SUCH-ORDER' })),
      signNotify(paid({ notify_id: 'N-APP', app_id: '9021000000000999' })),
    ];
    for (const params of cases) {
      const res = await notify(params);
      expect(res.statusCode).toBe(200);
      expect(res.body, params.notify_id).toBe('failure');
    }
    expect(await paymentCount()).toBe(before);
    const rows = await t.database.db.select().from(paymentNotifications);
    expect(rows.map((r) => r.result).sort()).toEqual([
      'refused: amount mismatch',
      'refused: app_id mismatch',
      'refused: bad signature',
      'refused: bad signature',
      'refused: unknown order',
    ]);
    const [order] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.out_trade_no, outTradeNo));
    expect(order!.status).toBe('created');
  });

  it('books a verified notification once when it comes three times, and writes the payment off', async () => {
    const before = await paymentCount();
    const params = signNotify(paid());
    for (let i = 0; i < 3; i++) {
      const res = await notify(params);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('success');
    }
    // the provider's later TRADE_FINISHED of the same order books nothing more
    expect(
      (await notify(signNotify(paid({ notify_id: 'N-OK-2', trade_status: 'TRADE_FINISHED' })))).body,
    ).toBe('success');
    expect(await paymentCount()).toBe(before + 1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.method, 'online'));
    expect(payment).toMatchObject({
      status: 'confirmed',
      amount: '300.10',
      provider_trade_no: '2026112522001400000000000001',
      applied_amount: '300.10',
      unapplied_amount: '0.00',
      statement_id: statementId,
    });
    const [statement] = await t.database.db.select().from(statements).where(eq(statements.id, statementId));
    expect(statement).toMatchObject({ paid_amount: '300.10', status: 'paid' });
    const processed = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notify_id, 'N-OK-1'));
    expect(processed).toMatchObject([{ result: 'processed', verified: true }]);

    const result = await get(`/api/public/payment/result?out_trade_no=${outTradeNo}`);
    expect(result.json()).toMatchObject({ data: { status: 'paid', amount: '300.10' } });
    const gone = await get(`/api/public/payment/result?out_trade_no=NOPE`);
    expect(gone.statusCode).toBe(404);
    // the statement is paid: its link has nothing more to pay
    const token = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE}`, '10.3.0.9');
    expect(token.statusCode).toBe(404);
  });

  it('answers failure to a body that is not a notification, and sends GET /fee/notify to the return page', async () => {
    expect((await notify({})).body).toBe('failure');
    const json = await t.app.inject({ method: 'POST', url: '/fee/notify', payload: { notify_id: ['x'] } });
    expect(json.body).toBe('failure');
    const back = await t.app.inject({ method: 'GET', url: `/fee/notify?out_trade_no=${outTradeNo}` });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/index/fee/notify?out_trade_no=${outTradeNo}`);
    // the other public pages' printed addresses lead into the web app too, with their query
    for (const page of ['/fee/index?no=DZ1&verify=AB12', '/workfee/index', '/payment/index?token=x']) {
      const res = await t.app.inject({ method: 'GET', url: page });
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location).toBe(`/index${page}`);
    }
  });
});

describe('money is asked for once', () => {
  const NO = 'DZPUBTEST0002';
  const CODE = 'M4N8R2TW';
  let id: number;
  const token = async () => {
    const res = await get(`/api/public/fees?no=${NO}&verify=${CODE}`, '10.4.0.1');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Fees>().data.statements[0]!.token;
  };
  const press = async (payToken: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/payment/online',
      payload: { token: payToken },
      remoteAddress: '10.4.0.2',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { out_trade_no: string } }>().data.out_trade_no;
  };
  const order = async (no: string) =>
    (await t.database.db.select().from(onlinePayments).where(eq(onlinePayments.out_trade_no, no)))[0]!;
  const paidNotify = (no: string, notifyId: string, status = 'TRADE_SUCCESS') =>
    notify(
      signNotify({
        notify_id: notifyId,
        notify_type: 'trade_status_sync',
        notify_time: '2026-11-26 10:00:00',
        app_id: APP_ID,
        out_trade_no: no,
        trade_no: `T-${notifyId}`,
        trade_status: status,
        total_amount: '80.00',
      }),
    );
  const paymentsOf = () => t.database.db.select().from(payments).where(eq(payments.statement_id, id));

  beforeAll(async () => {
    const db = t.database.db;
    const [statement] = await db
      .insert(statements)
      .values({
        company_id: companyId,
        statement_no: NO,
        io_type: 'receivable',
        party_type: 'customer',
        customer_code: 'C0001',
        party_name: '厦门嘉禾贸易有限公司',
        period_from: '2026-11-01',
        period_to: '2026-11-30',
        bill_currency: 'CNY',
        line_count: 1,
        total_amount: '80.00',
        paid_amount: '0',
        status: 'confirmed',
        pay_code: CODE,
      })
      .returning();
    id = statement!.id;
    const [item] = await db.select().from(charge_items).where(eq(charge_items.code, 'PUBDECL'));
    await db.insert(bills).values({
      company_id: companyId,
      io_type: 'receivable',
      party_type: 'customer',
      customer_code: 'C0001',
      party_name: '厦门嘉禾贸易有限公司',
      charge_item_id: item!.id,
      event_date: '2026-11-10',
      quantity: '1',
      unit_price: '80',
      currency: 'CNY',
      bill_currency: 'CNY',
      amount: '80.00',
      bill_amount: '80.00',
      paid_amount: '0',
      status: 'confirmed',
      statement_id: id,
      bill_no: 'PUB-5',
      source_type: 'manual',
    });
  });

  it('makes one open order of ten presses at once, and hands it out again', async () => {
    const payToken = await token();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/public/payment/online',
          payload: { token: payToken },
          remoteAddress: `10.4.1.${i}`,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = new Set(
      answers.map((r) => r.json<{ data: { out_trade_no: string } }>().data.out_trade_no),
    );
    expect(numbers.size).toBe(1);
    expect(await press(payToken)).toBe([...numbers][0]);
    const orders = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.statement_id, id));
    expect(orders).toMatchObject([{ status: 'created', amount: '80.00', payable: `statement:${id}` }]);
  });

  it('refuses an amount not in the documented format, naming the field (zh and en)', async () => {
    const payToken = await token();
    const fields = { token: payToken, reference: 'BANK-REF-002', payer_name: '嘉禾贸易' };
    for (const amount of [' 100', '1e2', '100.001', '0x10', '+10', '1,000', '１０'])
      for (const lang of ['zh', 'en']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/public/payment/transfer',
          remoteAddress: '10.4.0.3',
          ...(() => {
            const m = multipart({ ...fields, amount }, { name: 'slip.png', bytes: PNG });
            return { payload: m.payload, headers: { ...m.headers, 'accept-language': lang } };
          })(),
        });
        expect(res.statusCode, `${amount} ${res.body}`).toBe(400);
        const message = res.json<{ errors: Record<string, string> }>().errors.amount;
        if (amount === '100.001')
          expect(message).toBe(lang === 'zh' ? '最多2位小数' : 'At most 2 decimal places');
        else
          expect(message).toBe(
            lang === 'zh'
              ? '金额须为数字，如 100.50（不含空格、正负号、千分位、指数或十六进制）'
              : 'Enter the amount in digits, e.g. 100.50 (no spaces, sign, thousands separator, exponent or hex)',
          );
      }
    // the provider's notification: refused with 400 naming total_amount, before any order is read
    const no = await press(payToken);
    for (const total of [' 80.00', '8e1', '80.001', '0x50']) {
      const res = await notify(
        signNotify({ notify_id: `N-FMT-${total}`, out_trade_no: no, total_amount: total }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('errors.total_amount');
    }
    expect(
      await t.database.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.out_trade_no, no)),
    ).toEqual([]);
    expect(await paymentsOf()).toEqual([]);
  });

  it('the database holds one open order per payable and amount', async () => {
    const open = await order(await press(await token()));
    await expect(
      t.database.db.insert(onlinePayments).values({
        out_trade_no: 'SECOND-OPEN-ORDER',
        cashier_id: open.cashier_id,
        company_id: open.company_id,
        payable: open.payable,
        statement_id: open.statement_id,
        amount: '80.00',
        currency: 'CNY',
      }),
    ).rejects.toThrow();
  });

  it('refunds a second order’s payment of the same amount instead of booking it as credit', async () => {
    const refunds: string[] = [];
    let refundAnswer: { ok: true } | { ok: false; reason: string } = { ok: false, reason: 'gateway down' };
    const real = providerRefund.run;
    providerRefund.run = async (_settings, o) => {
      refunds.push(`${o.out_trade_no} ${o.amount}`);
      return refundAnswer;
    };
    try {
      const payToken = await token();
      const first = await press(payToken);
      // the first order is near its end: the next press closes it and makes another of the same amount
      await t.database.db
        .update(onlinePayments)
        .set({ expire_time: new Date(Date.now() + 60_000) })
        .where(eq(onlinePayments.out_trade_no, first));
      const second = await press(payToken);
      expect(second).not.toBe(first);
      expect(await order(first)).toMatchObject({ status: 'closed' });
      expect(await press(payToken)).toBe(second);

      // the payer pays both at the provider: the second one's payment is booked …
      expect((await paidNotify(second, 'N-TWICE-1')).body).toBe('success');
      expect(await order(second)).toMatchObject({ status: 'paid' });
      // … and the first one's is not: it is refunded (asked again while the refund fails)
      expect((await paidNotify(first, 'N-TWICE-2')).body).toBe('success');
      expect(await order(first)).toMatchObject({
        status: 'refunding',
        refund_note: expect.stringMatching(/nothing due on statement:\d+; refund failed: gateway down/),
      });
      refundAnswer = { ok: true };
      expect((await paidNotify(first, 'N-TWICE-3', 'TRADE_FINISHED')).body).toBe('success');
      expect(await order(first)).toMatchObject({ status: 'refunded', payment_id: null });
      expect(refunds).toEqual([`${first} 80.00`, `${first} 80.00`]);

      const booked = await paymentsOf();
      expect(booked).toMatchObject([{ amount: '80.00', applied_amount: '80.00', unapplied_amount: '0.00' }]);
      const [statement] = await t.database.db.select().from(statements).where(eq(statements.id, id));
      expect(statement).toMatchObject({ paid_amount: '80.00', status: 'paid' });
      const result = await get(`/api/public/payment/result?out_trade_no=${first}`, '10.4.0.9');
      expect(result.json()).toMatchObject({ data: { status: 'refunded', amount: '80.00' } });
    } finally {
      providerRefund.run = real;
    }
  });

  it('refunds an amount an appointment had paid already, though newer fees are due on it', async () => {
    const real = providerRefund.run;
    const refunds: string[] = [];
    providerRefund.run = async (_settings, o) => {
      refunds.push(`${o.out_trade_no} ${o.amount}`);
      return { ok: true };
    };
    try {
      const fee = await get(
        `/api/public/workfee?appointment_no=${appointment.appointment_no}&phone=${appointment.driver_phone}`,
        '10.4.2.1',
      );
      expect(fee.json()).toMatchObject({ data: { due: '50.50' } });
      const payToken = fee.json<{ data: { token: string } }>().data.token;
      const first = await press(payToken);
      await t.database.db
        .update(onlinePayments)
        .set({ expire_time: new Date(Date.now() + 60_000) })
        .where(eq(onlinePayments.out_trade_no, first));
      const second = await press(payToken);
      expect(second).not.toBe(first);
      const appointmentPaid = (no: string, notifyId: string) =>
        notify(
          signNotify({
            notify_id: notifyId,
            app_id: APP_ID,
            out_trade_no: no,
            trade_no: `T-${notifyId}`,
            trade_status: 'TRADE_SUCCESS',
            total_amount: '50.50',
          }),
        );
      expect((await appointmentPaid(second, 'N-APPT-1')).body).toBe('success');
      expect(await order(second)).toMatchObject({ status: 'paid', payable: `appointment:${appointment.id}` });
      // a newer fee of 20.00 on the appointment: something is due, yet the first order asked for the 50.50
      // the second one paid while both were open
      const [handling] = await t.database.db
        .insert(charge_items)
        .values({
          code: 'PUBHANDLE',
          name: '装卸费',
          io_type: 'receivable',
          type: 'handling',
          unit: 'fixed',
          event: 'appointment_completed',
        })
        .returning();
      const [newer] = await t.database.db
        .insert(bills)
        .values({
          company_id: companyId,
          io_type: 'receivable',
          party_type: 'customer',
          customer_code: 'C0001',
          party_name: '厦门嘉禾贸易有限公司',
          charge_item_id: handling!.id,
          source_type: 'appointment',
          source_id: appointment.id,
          source_no: appointment.appointment_no,
          event_date: '2026-11-20',
          quantity: '1',
          unit_price: '20',
          currency: 'CNY',
          bill_currency: 'CNY',
          amount: '20.00',
          bill_amount: '20.00',
          paid_amount: '0',
          status: 'confirmed',
          bill_no: 'PUB-6',
        })
        .returning();
      const before = (await t.database.db.select({ n: count() }).from(payments))[0]!.n;
      expect((await appointmentPaid(first, 'N-APPT-2')).body).toBe('success');
      expect(await order(first)).toMatchObject({
        status: 'refunded',
        payment_id: null,
        refund_note: expect.stringMatching(/^50.50 already paid by order /),
      });
      expect(refunds).toEqual([`${first} 50.50`]);
      expect((await t.database.db.select({ n: count() }).from(payments))[0]!.n).toBe(before);
      const [line] = await t.database.db.select().from(bills).where(eq(bills.id, newer!.id));
      expect(line).toMatchObject({ paid_amount: '0.00', status: 'confirmed' });
    } finally {
      providerRefund.run = real;
    }
  });
});
