import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  charge_items,
  onlinePayments,
  paymentNotifications,
  payments,
  statements,
} from '../../src/db/schema/index.ts';
import { providerRefund } from '../../src/modules/finance/public-pay/alipay.ts';
import { retryRefunds } from '../../src/modules/finance/public-pay/refund-sweep.ts';
import { PNG } from '../helpers/appointment-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  APP_ID,
  get,
  multipart,
  notify,
  signNotify,
  startPublicPay,
  useAlipayCashier,
  type Fees,
  type PublicPayWorld,
} from './public-pay-fixture.ts';

let t: TestApp;
let companyId: number;
let appointment: PublicPayWorld['appointment'];

beforeAll(async () => {
  ({ t, companyId, appointment } = await startPublicPay());
  await useAlipayCashier(companyId);
}, 60_000);
afterAll(() => t.close());

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

  it('refunds again, at each sweep, an order whose refund failed, until the provider takes it', async () => {
    const db = t.database.db;
    // an order paid twice whose refund failed: the provider was answered and notifies no more
    const [like] = await db.select().from(onlinePayments).limit(1);
    const { id: _id, ...columns } = like!;
    const no = `${like!.out_trade_no}S`;
    await db.insert(onlinePayments).values({
      ...columns,
      out_trade_no: no,
      status: 'refunding',
      payment_id: null,
      refund_note: '80.00 already paid by order X; refund failed: gateway down',
    });
    const refunds: string[] = [];
    let answer: { ok: true } | { ok: false; reason: string } = { ok: false, reason: 'still down' };
    const real = providerRefund.run;
    providerRefund.run = async (_settings, o) => {
      refunds.push(`${o.out_trade_no} ${o.amount} ${o.reason}`);
      return answer;
    };
    try {
      const dataDir = t.app.config.dataDir;
      expect(await retryRefunds(db, dataDir)).toEqual({ asked: 1, refunded: 0 });
      // the reason stays one, with the last failure only
      expect(await order(no)).toMatchObject({
        status: 'refunding',
        refund_note: '80.00 already paid by order X; refund failed: still down',
      });
      answer = { ok: true };
      expect(await retryRefunds(db, dataDir)).toEqual({ asked: 1, refunded: 1 });
      expect(await order(no)).toMatchObject({
        status: 'refunded',
        refund_note: '80.00 already paid by order X',
      });
      expect(await retryRefunds(db, dataDir)).toEqual({ asked: 0, refunded: 0 });
      expect(refunds).toEqual([
        `${no} ${like!.amount} 80.00 already paid by order X`,
        `${no} ${like!.amount} 80.00 already paid by order X`,
      ]);
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
