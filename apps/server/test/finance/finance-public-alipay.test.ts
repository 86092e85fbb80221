import { createVerify } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlinePayments, paymentNotifications, payments, statements } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  APP_ID,
  appKeys,
  GATEWAY,
  get,
  notify,
  PAY_CODE,
  signNotify,
  startPublicPay,
  STATEMENT_NO,
  statementToken,
  useAlipayCashier,
} from './public-pay-fixture.ts';

let t: TestApp;
let companyId: number;
let statementId: number;

beforeAll(async () => {
  ({ t, companyId, statementId } = await startPublicPay());
  await useAlipayCashier(companyId);
}, 60_000);
afterAll(() => t.close());

describe('online payment through Alipay', () => {
  let outTradeNo: string;

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
