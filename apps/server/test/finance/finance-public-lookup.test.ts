import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, cashiers, payments } from '../../src/db/schema/index.ts';
import { PNG } from '../helpers/appointment-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  get,
  NOT_FOUND,
  PAY_CODE,
  startPublicPay,
  STATEMENT_NO,
  statementToken,
  transfer,
  type Fees,
  type PublicPayWorld,
} from './public-pay-fixture.ts';

let t: TestApp;
let companyId: number;
let statementId: number;
let appointment: PublicPayWorld['appointment'];

beforeAll(async () => {
  ({ t, companyId, statementId, appointment } = await startPublicPay());
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
