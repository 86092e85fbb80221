import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema/index.ts';
import {
  insertLines,
  lineNow,
  okCall,
  receivableBody,
  startStatementsApp,
  type Row,
} from '../helpers/finance-statements.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Statements, payments and charge lines move by their definitions (billing.entity.ts): the engine's
 * routes refuse a wrong state and a stale version (409), log each move, and the module's hooks do the
 * rest; a statement's line picker offers exactly the lines its add accepts.
 */
let t: TestApp;
let admin: string;
let companyId: number;
let itemId: number;
let ok: ReturnType<typeof okCall>;
const en = { 'accept-language': 'en' };
beforeAll(async () => {
  ({ t, admin, companyId, itemId } = await startStatementsApp());
  ok = okCall(t, admin);
});
afterAll(() => t?.close());

const log = async (url: string) =>
  ((await ok('GET', url)).content as Row[]).map((e) => [e.action, e.message]);

describe('statement moves', () => {
  it('refuses a wrong state and a stale version (409), and logs each move with its text', async () => {
    await insertLines(t, companyId, itemId, [{ event_date: '2034-01-05', bill_amount: '12.00' }]);
    const s = await ok('POST', '/api/statements', receivableBody('2034-01-01', '2034-01-31'));
    const wrong = await t.call('POST', `/api/statements/${s.id}/confirm`, admin, { version: s.version }, en);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      `Statement "${String(s.statement_no)}" is “Draft” and cannot take “Confirm”; only from “Awaiting confirmation”`,
    );
    const sent = await ok('POST', `/api/statements/${s.id}/send`, { version: s.version });
    // the answer is the whole record
    expect(sent).toMatchObject({ status: 'sent', version: s.version + 1, pay_code: s.pay_code });
    const stale = await t.call('POST', `/api/statements/${s.id}/dispute`, admin, {
      version: s.version,
      reason: '不认',
    });
    expect(stale.statusCode).toBe(409);
    const disputed = await ok('POST', `/api/statements/${s.id}/dispute`, {
      version: sent.version,
      reason: '金额不对',
    });
    expect(disputed.dispute_reason).toBe('金额不对');
    const reopened = await ok('POST', `/api/statements/${s.id}/reopen`, { version: disputed.version });
    const again = await ok('POST', `/api/statements/${s.id}/send`, { version: reopened.version });
    const confirmed = await ok('POST', `/api/statements/${s.id}/confirm`, { version: again.version });
    expect(confirmed.confirmed_time).toBeTruthy();
    // void leaves only from draft, sent or disputed
    const noVoid = await t.call('POST', `/api/statements/${s.id}/void`, admin, {
      version: confirmed.version,
    });
    expect(noVoid.statusCode).toBe(409);
    await ok('POST', `/api/statements/${s.id}/invoice`, {
      version: confirmed.version,
      invoice_no: 'FP-1',
      invoice_date: '2034-02-01',
    });
    expect(await log(`/api/statements/${s.id}/log`)).toEqual([
      ['add', '1'],
      ['send', ''],
      ['dispute', '金额不对'],
      ['reopen', ''],
      ['send', ''],
      ['confirm', ''],
      ['invoice', 'FP-1 2034-02-01'],
    ]);
  });
});

describe('payment moves', () => {
  it('confirm writes off in the move (the answer holds the amounts and the version); reject from pending only', async () => {
    const [line] = await insertLines(t, companyId, itemId, [
      { event_date: '2034-03-03', bill_amount: '80.00' },
    ]);
    const pay = await ok('POST', '/api/payments', {
      io_type: 'receivable',
      customer_code: 'C0001',
      method: 'bank',
      amount: '50.00',
      currency: 'CNY',
      paid_date: '2034-03-10',
    });
    const stale = await t.call('POST', `/api/payments/${pay.id}/confirm`, admin, {
      version: pay.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    const confirmed = await ok('POST', `/api/payments/${pay.id}/confirm`, { version: pay.version });
    expect(confirmed).toMatchObject({ status: 'confirmed', version: pay.version + 1 });
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, pay.id));
    expect(stored).toMatchObject({
      version: confirmed.version,
      applied_amount: confirmed.applied_amount,
      unapplied_amount: confirmed.unapplied_amount,
    });
    expect(Number(confirmed.applied_amount) + Number(confirmed.unapplied_amount)).toBe(50);
    // the oldest open lines of the party took it (ours among them when nothing older was open)
    expect(['confirmed', 'partly_paid', 'paid']).toContain((await lineNow(t, line!.id)).status);
    const reject = await t.call(
      'POST',
      `/api/payments/${pay.id}/reject`,
      admin,
      { version: confirmed.version, reason: '没到账' },
      en,
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toContain('only from “Pending”');
    const logged = await log(`/api/payments/${pay.id}/log`);
    expect(logged).toEqual([
      ['add', '50.00'],
      ['confirm', `${String(confirmed.applied_amount)} / ${String(confirmed.unapplied_amount)}`],
    ]);

    const other = await ok('POST', '/api/payments', {
      io_type: 'receivable',
      customer_code: 'C0001',
      method: 'bank',
      amount: '5.00',
      currency: 'CNY',
      paid_date: '2034-03-11',
    });
    const rejected = await ok('POST', `/api/payments/${other.id}/reject`, {
      version: other.version,
      reason: '没到账',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '没到账' });
  });
});

describe('charge line moves', () => {
  it('confirm and void one line, and confirm several drafts through the old call, each logged', async () => {
    const [a, b, c] = await insertLines(t, companyId, itemId, [
      { event_date: '2034-04-01', bill_amount: '1.00', status: 'draft' },
      { event_date: '2034-04-02', bill_amount: '2.00', status: 'draft' },
      { event_date: '2034-04-03', bill_amount: '3.00', status: 'draft' },
    ]);
    const confirmed = await ok('POST', `/api/bills/${a!.id}/confirm`, { version: a!.version });
    expect(confirmed).toMatchObject({ status: 'confirmed', version: a!.version + 1 });
    const noVoid = await t.call('POST', `/api/bills/${a!.id}/void`, admin, {
      version: confirmed.version,
      reason: '错',
    });
    expect(noVoid.statusCode).toBe(409);
    expect(
      (await t.call('POST', `/api/bills/${b!.id}/void`, admin, { version: b!.version })).statusCode,
    ).toBe(400);
    const voided = await ok('POST', `/api/bills/${b!.id}/void`, { version: b!.version, reason: '重复' });
    expect(voided).toMatchObject({ status: 'void', void_reason: '重复' });
    // several at once: the drafts among them are confirmed, the rest left alone
    const many = await ok('POST', '/api/bills/confirm', { ids: [a!.id, b!.id, c!.id] });
    expect(many).toEqual({ confirmed: 1 });
    expect((await lineNow(t, c!.id)).status).toBe('confirmed');
    expect(await log(`/api/bills/${a!.id}/log`)).toEqual([['confirm', '']]);
    expect(await log(`/api/bills/${b!.id}/log`)).toEqual([['void', '重复']]);
    expect(await log(`/api/bills/${c!.id}/log`)).toEqual([['confirm', '']]);
  });
});

describe('a statement’s line picker', () => {
  it('offers exactly the lines the add accepts, and none once the statement is sent', async () => {
    await insertLines(t, companyId, itemId, [{ event_date: '2034-05-02', bill_amount: '10.00' }]);
    const s = await ok('POST', '/api/statements', receivableBody('2034-05-01', '2034-05-31'));
    const [other] = await insertLines(t, companyId, itemId, [
      { event_date: '2034-05-03', bill_amount: '9.00' },
    ]);
    const elsewhere = await ok('POST', '/api/statements', receivableBody('2034-05-01', '2034-05-31'));
    expect(elsewhere.line_count).toBe(1);
    const lines = await insertLines(t, companyId, itemId, [
      { event_date: '2034-05-10', bill_amount: '1.00' }, // takeable
      { event_date: '2034-05-31', bill_amount: '2.00' }, // takeable: the period's last day
      { event_date: '2034-05-11', bill_amount: '3.00', status: 'draft' },
      { event_date: '2034-05-12', bill_amount: '4.00', bill_currency: 'USD' },
      { event_date: '2034-06-01', bill_amount: '5.00' },
      { event_date: '2034-05-13', bill_amount: '6.00', customer_code: 'C0002' },
      { event_date: '2034-05-14', bill_amount: '7.00', io_type: 'payable' },
    ]);
    const candidates = await ok('GET', `/api/statements/${s.id}/candidates?size=100`);
    const offered = (candidates.content as Row[]).map((l) => l.id);
    expect(offered).toEqual([lines[0]!.id, lines[1]!.id]);
    expect(candidates.totalElements).toBe(2);
    // every line not offered is refused, by its number; the line on another statement too
    for (const refused of [...lines.slice(2), other!]) {
      const res = await t.call('POST', `/api/statements/${s.id}/lines`, admin, {
        version: s.version,
        ids: [lines[0]!.id, refused.id],
      });
      expect(res.statusCode, String(refused.bill_no)).toBe(409);
      expect(res.json().message).toContain(String(refused.bill_no));
    }
    const added = await ok('POST', `/api/statements/${s.id}/lines`, { version: s.version, ids: offered });
    expect(added).toMatchObject({ line_count: 3, total_amount: '13.00', version: s.version + 1 });
    expect((await ok('GET', `/api/statements/${s.id}/candidates`)).content).toEqual([]);
    expect((await log(`/api/statements/${s.id}/log`)).map((e) => e[0])).toEqual(['add', 'add_line']);

    // a sent statement takes no line: the picker offers none and the add refuses
    const [late] = await insertLines(t, companyId, itemId, [
      { event_date: '2034-05-20', bill_amount: '1.50' },
    ]);
    const sent = await ok('POST', `/api/statements/${s.id}/send`, { version: added.version });
    expect((await ok('GET', `/api/statements/${s.id}/candidates`)).totalElements).toBe(0);
    const closed = await t.call('POST', `/api/statements/${s.id}/lines`, admin, {
      version: sent.version,
      ids: [late!.id],
    });
    expect(closed.statusCode).toBe(409);
    expect((await lineNow(t, late!.id)).statement_id).toBeNull();
  });
});
