import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, payments } from '../../src/db/schema/index.ts';
import { paymentAllocations } from '../../src/db/schema/finance.ts';
import { writeOffPayment } from '../../src/modules/finance/payments/payment-writeoff.ts';
import { PDF, upload } from '../helpers/appointment-fixtures.ts';
import {
  insertLines,
  lineNow,
  okCall,
  receivableBody,
  startStatementsApp,
  statementNow,
  total,
  type Row,
} from '../helpers/finance-statements.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let partner: string;
let companyId: number;
let itemId: number;
let carrierId: number;
let ok: ReturnType<typeof okCall>;
beforeAll(async () => {
  ({ t, admin, partner, companyId, itemId, carrierId } = await startStatementsApp());
  ok = okCall(t, admin);
});
afterAll(() => t?.close());

/** A sent statement of C0001 over lines of a month of 2032 (amounts oldest first). */
async function sentStatement(month: string, amounts: string[]) {
  const lines = await insertLines(
    t,
    companyId,
    itemId,
    amounts.map((a, i) => ({
      event_date: `2032-${month}-${String(i + 1).padStart(2, '0')}`,
      bill_amount: a,
    })),
  );
  const s = await ok('POST', '/api/statements', receivableBody(`2032-${month}-01`, `2032-${month}-28`));
  const sent = await ok('POST', `/api/statements/${s.id}/send`, { version: s.version });
  return { s: sent, lines };
}

const paymentBody = (
  statementId: number | null,
  amount: string | number,
  more: Record<string, unknown> = {},
) => ({
  io_type: 'receivable',
  customer_code: 'C0001',
  statement_id: statementId,
  method: 'bank',
  amount,
  currency: 'CNY',
  reference: 'TRF-S2',
  paid_date: '2032-06-30',
  ...more,
});

describe('payments', () => {
  it('takes an amount only as exact digits in the currency’s places, naming the field (zh and en)', async () => {
    const { s } = await sentStatement('11', ['90.00']);
    for (const [amount, zh, en] of [
      [' 100', /^金额须为数字，如 100.50/, /^Enter the amount in digits, e.g. 100.50/],
      ['1e2', /^金额须为数字/, /^Enter the amount in digits/],
      ['0x10', /^金额须为数字/, /^Enter the amount in digits/],
      ['100 ', /^金额须为数字/, /^Enter the amount in digits/],
      ['100.001', /^最多2位小数$/, /^At most 2 decimal places$/],
      [100.001, /^最多2位小数$/, /^At most 2 decimal places$/],
      ['0', /^金额须大于 0$/, /^The amount must be above 0$/],
    ] as const)
      for (const [lang, text] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const res = await t.call('POST', '/api/payments', admin, paymentBody(s.id, amount), {
          'accept-language': lang,
        });
        expect(res.statusCode, `${amount} ${res.body}`).toBe(400);
        expect(res.json<{ errors: Record<string, string> }>().errors.amount).toMatch(text);
      }
    // a yen amount has no decimals
    const yen = await t.call('POST', '/api/payments', admin, paymentBody(null, '100.5', { currency: 'JPY' }));
    expect(yen.statusCode).toBe(400);
    expect(yen.json<{ errors: Record<string, string> }>().errors.amount).toBe('最多0位小数');
    // a JSON number in the format is taken as its exact decimal text
    expect(await ok('POST', '/api/payments', paymentBody(s.id, 90))).toMatchObject({
      amount: '90.00',
      status: 'pending',
    });
  });

  it('writes a partial then the full payment off oldest line first; statuses follow', async () => {
    const { s, lines } = await sentStatement('01', ['100.00', '50.55', '20.00']);
    const p1 = await ok('POST', '/api/payments', paymentBody(s.id, '120.30'));
    expect(p1).toMatchObject({ status: 'pending', applied_amount: '0.00' });
    expect(p1.payment_no).toMatch(/^SK\d{12}$/);
    // pending: nothing written off yet
    expect((await lineNow(t, lines[0]!.id)).paid_amount).toBe('0.00');
    const c1 = await ok('POST', `/api/payments/${p1.id}/confirm`, { version: p1.version });
    expect(c1).toMatchObject({ status: 'confirmed', applied_amount: '120.30', unapplied_amount: '0.00' });
    expect(await lineNow(t, lines[0]!.id)).toMatchObject({ paid_amount: '100.00', status: 'paid' });
    expect(await lineNow(t, lines[1]!.id)).toMatchObject({ paid_amount: '20.30', status: 'partly_paid' });
    expect(await lineNow(t, lines[2]!.id)).toMatchObject({ paid_amount: '0.00', status: 'confirmed' });
    expect(await statementNow(t, s.id)).toMatchObject({ paid_amount: '120.30', status: 'partly_paid' });
    // confirmed twice: refused, nothing changes
    expect(
      (await t.call('POST', `/api/payments/${p1.id}/confirm`, admin, { version: c1.version })).statusCode,
    ).toBe(409);

    const p2 = await ok('POST', '/api/payments', paymentBody(s.id, '50.25'));
    await ok('POST', `/api/payments/${p2.id}/confirm`, { version: p2.version });
    expect(await lineNow(t, lines[1]!.id)).toMatchObject({ paid_amount: '50.55', status: 'paid' });
    expect(await lineNow(t, lines[2]!.id)).toMatchObject({ paid_amount: '20.00', status: 'paid' });
    expect(await statementNow(t, s.id)).toMatchObject({ paid_amount: '170.55', status: 'paid' });
    const allocs = await t.database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.payment_id, p2.id));
    expect(total(allocs.map((a) => a.amount))).toBe('50.25');
  });

  it('keeps an over-payment as the party’s credit, and writes a party payment off without a statement', async () => {
    const { s } = await sentStatement('02', ['30.00']);
    const p = await ok('POST', '/api/payments', paymentBody(s.id, '45.00'));
    const c = await ok('POST', `/api/payments/${p.id}/confirm`, { version: p.version });
    expect(c).toMatchObject({ applied_amount: '30.00', unapplied_amount: '15.00' });
    expect((await statementNow(t, s.id)).status).toBe('paid');

    // a carrier's payable without a statement: the party's oldest open lines
    const lines = await insertLines(t, companyId, itemId, [
      { io_type: 'payable', carrier_id: carrierId, event_date: '2032-02-10', bill_amount: '70.00' },
      { io_type: 'payable', carrier_id: carrierId, event_date: '2032-02-01', bill_amount: '40.00' },
      {
        io_type: 'payable',
        carrier_id: carrierId,
        event_date: '2032-02-01',
        bill_amount: '99.00',
        status: 'draft',
      },
    ]);
    const fk = await ok('POST', '/api/payments', {
      ...paymentBody(null, '60.00', { io_type: 'payable', carrier_id: carrierId }),
      customer_code: null,
    });
    expect(fk.payment_no).toMatch(/^FK/);
    const done = await ok('POST', `/api/payments/${fk.id}/confirm`, { version: fk.version });
    expect(done).toMatchObject({ applied_amount: '60.00', unapplied_amount: '0.00' });
    expect(await lineNow(t, lines[1]!.id)).toMatchObject({ paid_amount: '40.00', status: 'paid' });
    expect(await lineNow(t, lines[0]!.id)).toMatchObject({ paid_amount: '20.00', status: 'partly_paid' });
    expect((await lineNow(t, lines[2]!.id)).paid_amount).toBe('0.00');
  });

  it('pays a party’s lines on a draft statement without moving the statement out of its workflow', async () => {
    await t.database.db
      .insert(customers)
      .values({ company_id: companyId, customer_code: 'CS2Y', customer_name: '草稿客户' });
    const [line] = await insertLines(t, companyId, itemId, [
      { customer_code: 'CS2Y', event_date: '2032-09-03', bill_amount: '12.00' },
    ]);
    const s = await ok(
      'POST',
      '/api/statements',
      receivableBody('2032-09-01', '2032-09-30', { customer_code: 'CS2Y' }),
    );
    const p = await ok('POST', '/api/payments', paymentBody(null, '5.00', { customer_code: 'CS2Y' }));
    await ok('POST', `/api/payments/${p.id}/confirm`, { version: p.version });
    expect(await lineNow(t, line!.id)).toMatchObject({ paid_amount: '5.00', status: 'partly_paid' });
    expect(await statementNow(t, s.id)).toMatchObject({ status: 'draft', paid_amount: '5.00' });
  });

  it('never over-allocates when two confirmations run at once', async () => {
    const { s, lines } = await sentStatement('03', ['100.00', '100.00']);
    const a = await ok('POST', '/api/payments', paymentBody(s.id, '150.00'));
    const b = await ok('POST', '/api/payments', paymentBody(s.id, '150.00'));
    const both = await Promise.all([
      t.call('POST', `/api/payments/${a.id}/confirm`, admin, { version: a.version }),
      t.call('POST', `/api/payments/${b.id}/confirm`, admin, { version: b.version }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const l of lines)
      expect(await lineNow(t, l.id)).toMatchObject({ paid_amount: '100.00', status: 'paid' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.statement_id, s.id));
    expect(total(rows.map((r) => r.applied_amount))).toBe('200.00');
    expect(total(rows.map((r) => r.unapplied_amount))).toBe('100.00');
    // running the write-off again allocates nothing more
    await t.database.db.transaction((tx) => writeOffPayment(tx, a.id, null));
    const after = await t.database.db.select().from(payments).where(eq(payments.statement_id, s.id));
    expect(total(after.map((r) => r.applied_amount))).toBe('200.00');
    expect((await statementNow(t, s.id)).paid_amount).toBe('200.00');
  });

  it('lets a partner pay its own statement by bank transfer with a slip; rejects, stale versions', async () => {
    const { s } = await sentStatement('04', ['88.00']);
    const pay = okCall(t, partner);
    const wrong = await t.call(
      'POST',
      '/api/payments',
      partner,
      paymentBody(s.id, '88.00', { method: 'cash' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toContain('method');
    const p = await pay('POST', '/api/payments', paymentBody(s.id, '88.00', { customer_code: undefined }));
    expect(p).toMatchObject({ status: 'pending', customer_code: 'C0001', company_id: companyId });
    // the transfer slip: an attachment of the partner's own pending payment
    const row = await pay('POST', '/api/attachments', {
      owner_type: 'payment',
      owner_id: p.id,
      title: '转账凭证',
    });
    const res = await upload(t, partner, row.id, 'slip.pdf', PDF);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // a partner does not confirm its own payment
    expect(
      (await t.call('POST', `/api/payments/${p.id}/confirm`, partner, { version: p.version })).statusCode,
    ).toBe(403);
    const stale = await t.call('POST', `/api/payments/${p.id}/reject`, admin, {
      version: p.version + 5,
      reason: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const rejected = await ok('POST', `/api/payments/${p.id}/reject`, {
      version: p.version,
      reason: '未到账',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '未到账' });
    expect((await statementNow(t, s.id)).paid_amount).toBe('0.00');
    const log = await ok('GET', `/api/payments/${p.id}/log`);
    expect((log.content as Row[]).map((e) => e.action)).toEqual(['add', 'reject']);
    // a statement of another currency or party is refused by field
    const usd = await t.call('POST', '/api/payments', admin, paymentBody(s.id, '1.00', { currency: 'USD' }));
    expect(Object.keys(usd.json().errors ?? {})).toContain('statement_id');
  });
});
