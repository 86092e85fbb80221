import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index.ts';
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
import { loadWorkbook } from '../helpers/exports.ts';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let partner: string;
let companyId: number;
let itemId: number;
let ok: ReturnType<typeof okCall>;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ({ t, admin, partner, companyId, itemId } = await startStatementsApp({ smtpUrl: inbox.url }));
  ok = okCall(t, admin);
  await t.database.db.insert(customers).values({
    company_id: companyId,
    customer_code: 'CS2X',
    customer_name: '另一客户',
    email: 'cs2x@example.com',
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('statements', () => {
  it('the demo holds statements in every state and payments pending (with a slip) and confirmed', async () => {
    const list = await ok('GET', '/api/statements?size=100');
    const states = new Set((list.content as Row[]).map((s) => s.status));
    for (const state of ['sent', 'confirmed', 'disputed', 'invoiced', 'partly_paid', 'paid'])
      expect(states, state).toContain(state);
    for (const s of list.content as Row[]) {
      const lines = await ok('GET', `/api/statements/${s.id}/lines?size=1000`);
      expect(total((lines.content as Row[]).map((l) => l.bill_amount as string))).toBe(s.total_amount);
      expect(total((lines.content as Row[]).map((l) => l.paid_amount as string))).toBe(s.paid_amount);
    }
    const pays = (await ok('GET', '/api/payments?size=100')).content as Row[];
    expect(new Set(pays.map((p) => p.status))).toEqual(new Set(['pending', 'confirmed']));
    const pending = pays.find((p) => p.status === 'pending')!;
    const slips = await ok('GET', `/api/attachments?owner_type=payment&owner_id=${pending.id}`);
    const slip = (slips.content as Row[])[0]!;
    // the file itself is written into the store when the server starts outside tests (demo-files.ts)
    expect(slip).toMatchObject({ owner_type: 'payment', file_name: expect.stringContaining('转账凭证') });
  });

  it('collects the party’s confirmed, unbilled lines of the period and currency, and nothing else', async () => {
    const lines = await insertLines(t, companyId, itemId, [
      { event_date: '2031-01-05', bill_amount: '100.10' },
      { event_date: '2031-01-20', bill_amount: '200.25' },
      { event_date: '2031-01-31', bill_amount: '-10.00' }, // a credit line counts too
      { event_date: '2031-01-10', bill_amount: '50.00', status: 'draft' },
      { event_date: '2031-01-10', bill_amount: '60.00', customer_code: 'CS2X' },
      { event_date: '2031-02-01', bill_amount: '70.00' },
      { event_date: '2031-01-11', bill_amount: '80.00', bill_currency: 'USD' },
    ]);
    const s = await ok(
      'POST',
      '/api/statements',
      receivableBody('2031-01-01', '2031-01-31', { note: '一月' }),
    );
    expect(s).toMatchObject({
      status: 'draft',
      line_count: 3,
      total_amount: total(['100.10', '200.25', '-10.00']),
      party_name: '厦门嘉禾贸易有限公司',
      due_date: '2031-03-02',
    });
    expect(s.statement_no).toMatch(/^DZ\d{8}\d{4}$/);
    expect(s.pay_code).toMatch(/^[A-Z0-9]{8}$/);
    const got = await ok('GET', `/api/statements/${s.id}/lines?page=1&size=10`);
    expect((got.content as Row[]).map((l) => l.id).sort()).toEqual(
      lines
        .slice(0, 3)
        .map((l) => l.id)
        .sort(),
    );
    expect(got.totalElements).toBe(3);
    for (const l of lines.slice(3)) expect((await lineNow(t, l.id)).statement_id).toBeNull();

    // the same lines are never collected twice
    const again = await t.call('POST', '/api/statements', admin, receivableBody('2031-01-01', '2031-01-31'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('没有未对账');
  });

  it('refuses a receivable naming a carrier, an unknown customer and a reversed period (400, by field)', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await t.call('POST', '/api/statements', admin, body, { 'accept-language': 'en' });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    };
    await bad(receivableBody('2031-01-01', '2031-01-31', { carrier_id: 1 }), 'carrier_id');
    await bad(receivableBody('2031-01-01', '2031-01-31', { customer_code: 'NOPE9' }), 'customer_code');
    await bad(receivableBody('2031-02-01', '2031-01-31'), 'period_to');
    await bad({ ...receivableBody('2031-01-01', '2031-01-31'), period_from: '2031-13-45' }, 'period_from');
  });

  it('is sent, confirmed by its own partner only, invoiced; a stale version answers 409', async () => {
    await insertLines(t, companyId, itemId, [
      { event_date: '2031-03-03', bill_amount: '300.00' },
      { event_date: '2031-03-04', bill_amount: '45.50', customer_code: 'CS2X' },
    ]);
    const mine = await ok('POST', '/api/statements', receivableBody('2031-03-01', '2031-03-31'));
    const other = await ok(
      'POST',
      '/api/statements',
      receivableBody('2031-03-01', '2031-03-31', { customer_code: 'CS2X' }),
    );
    // a draft is still being prepared: its partner does not see it yet
    expect((await t.call('GET', `/api/statements/${mine.id}`, partner)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/statements/${mine.id}/lines`, partner)).statusCode).toBe(404);
    const sent = await ok('POST', `/api/statements/${mine.id}/send`, { version: mine.version });
    expect(sent.status).toBe('sent');
    expect(
      (await t.call('POST', `/api/statements/${mine.id}/send`, admin, { version: mine.version })).statusCode,
    ).toBe(409);
    const sentOther = await ok('POST', `/api/statements/${other.id}/send`, { version: other.version });
    // CS2X has an e-mail address: it is told there too, with the amount and the notice code
    const mail = await inbox.next('cs2x@example.com');
    expect(mail.subject.replace(/\s/g, '')).toContain(String(other.statement_no));
    expect(mail.text).toContain('CNY 45.50');
    expect(mail.text).toContain(String(other.pay_code));

    // the partner sees and confirms only its own customer's statement
    expect((await t.call('GET', `/api/statements/${other.id}`, partner)).statusCode).toBe(404);
    expect(
      (await t.call('POST', `/api/statements/${other.id}/confirm`, partner, { version: sentOther.version }))
        .statusCode,
    ).toBe(404);
    const list = await okCall(t, partner)('GET', '/api/statements?size=100');
    expect((list.content as Row[]).every((s) => s.customer_code === 'C0001')).toBe(true);
    // its lines name their charge items (a partner cannot read the charge items' list)
    const partnerLines = await okCall(t, partner)('GET', `/api/statements/${mine.id}/lines`);
    const shown = (partnerLines.content as Row[])[0]!._display as Record<string, unknown> | undefined;
    expect(shown?.charge_item_id).toEqual(expect.any(String));
    const confirmed = await okCall(t, partner)('POST', `/api/statements/${mine.id}/confirm`, {
      version: sent.version,
    });
    expect(confirmed.status).toBe('confirmed');
    // the partner was told in its message centre
    const messages = await okCall(t, partner)('GET', '/api/messages?size=20');
    expect(JSON.stringify(messages)).toContain(String(mine.statement_no));

    const invoiced = await ok('POST', `/api/statements/${mine.id}/invoice`, {
      version: confirmed.version,
      invoice_no: 'FP2031001',
      invoice_date: '2031-04-02',
    });
    expect(invoiced).toMatchObject({
      status: 'invoiced',
      invoice_no: 'FP2031001',
      invoice_date: '2031-04-02',
    });
    const lines = await ok('GET', `/api/statements/${mine.id}/lines`);
    expect((lines.content as Row[]).map((l) => l.status)).toEqual(['invoiced']);
    // staff confirm on the customer's behalf
    const staff = await ok('POST', `/api/statements/${other.id}/confirm`, { version: sentOther.version });
    expect(staff.status).toBe('confirmed');
    const log = await ok('GET', `/api/statements/${mine.id}/log`);
    expect((log.content as Row[]).map((e) => e.action)).toEqual(['add', 'send', 'confirm', 'invoice']);
  });

  it('is disputed with a reason, reopened, loses a line, and voided: its lines are free again', async () => {
    const lines = await insertLines(t, companyId, itemId, [
      { event_date: '2031-05-03', bill_amount: '10.00' },
      { event_date: '2031-05-04', bill_amount: '20.00' },
    ]);
    const s = await ok('POST', '/api/statements', receivableBody('2031-05-01', '2031-05-31'));
    const sent = await ok('POST', `/api/statements/${s.id}/send`, { version: s.version });
    const noReason = await t.call('POST', `/api/statements/${s.id}/dispute`, partner, {
      version: sent.version,
    });
    expect(noReason.statusCode).toBe(400);
    const disputed = await okCall(t, partner)('POST', `/api/statements/${s.id}/dispute`, {
      version: sent.version,
      reason: '第二笔不认',
    });
    expect(disputed).toMatchObject({ status: 'disputed', dispute_reason: '第二笔不认' });
    // a partner cannot reopen (staff's statement:update)
    expect(
      (await t.call('POST', `/api/statements/${s.id}/reopen`, partner, { version: disputed.version }))
        .statusCode,
    ).toBe(403);
    const removed = await t.call(
      'DELETE',
      `/api/statements/${s.id}/lines/${lines[1]!.id}?version=${disputed.version}`,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ line_count: 1, total_amount: '10.00' });
    expect((await lineNow(t, lines[1]!.id)).statement_id).toBeNull();
    const reopened = await ok('POST', `/api/statements/${s.id}/reopen`, { version: removed.json().version });
    expect(reopened.status).toBe('draft');
    const stale = await t.call('POST', `/api/statements/${s.id}/void`, admin, { version: disputed.version });
    expect(stale.statusCode).toBe(409);
    const voided = await ok('POST', `/api/statements/${s.id}/void`, {
      version: reopened.version,
      reason: '重开',
    });
    expect(voided.status).toBe('void');
    expect((await lineNow(t, lines[0]!.id)).statement_id).toBeNull();
    // the freed lines go onto the next statement
    const next = await ok('POST', '/api/statements', receivableBody('2031-05-01', '2031-05-31'));
    expect(next).toMatchObject({ line_count: 2, total_amount: '30.00' });
  });

  it('changes its note through PUT with the version, and refuses anything else', async () => {
    await insertLines(t, companyId, itemId, [{ event_date: '2031-06-03', bill_amount: '1.00' }]);
    const s = await ok('POST', '/api/statements', receivableBody('2031-06-01', '2031-06-30'));
    const put = await ok('PUT', `/api/statements/${s.id}`, { version: s.version, note: '已电话通知' });
    expect(put).toMatchObject({ note: '已电话通知', version: s.version + 1 });
    expect((await t.call('PUT', `/api/statements/${s.id}`, admin, { version: s.version })).statusCode).toBe(
      409,
    );
    expect(
      (await t.call('PUT', `/api/statements/${s.id}`, admin, { version: 2, total_amount: '0' })).statusCode,
    ).toBe(400);
  });

  it('exports a workbook whose lines add up to the statement total, and a PDF', async () => {
    const amounts = Array.from(
      { length: 1200 },
      (_, i) => `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`,
    );
    await insertLines(
      t,
      companyId,
      itemId,
      amounts.map((a, i) => ({
        event_date: `2031-07-${String((i % 28) + 1).padStart(2, '0')}`,
        bill_amount: a,
      })),
    );
    const s = await ok('POST', '/api/statements', receivableBody('2031-07-01', '2031-07-31'));
    expect(s.total_amount).toBe(total(amounts));
    const res = await t.call('GET', `/api/statements/${s.id}/xlsx`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await loadWorkbook(res.rawPayload);
    const sheet = wb.worksheets[0]!;
    const values = sheet.getSheetValues() as unknown[][];
    const headAt = values.findIndex((r) => Array.isArray(r) && r[1] === '费用单号');
    const rows = values.slice(headAt + 1).filter((r) => Array.isArray(r) && typeof r[9] === 'number');
    expect(rows).toHaveLength(1200);
    expect(total(rows.map((r) => String(r[9])))).toBe(s.total_amount);
    expect(JSON.stringify(values)).toContain(`CNY ${String(s.total_amount)}`);
    expect(JSON.stringify(values)).toContain(String(s.statement_no));

    const pdf = await t.call('GET', `/api/statements/${s.id}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const draft = await statementNow(t, s.id);
    expect(draft.status).toBe('draft');
    // its partner prints it once it is sent (a draft is still being prepared)
    expect((await t.call('GET', `/api/statements/${s.id}/pdf`, partner)).statusCode).toBe(404);
    await ok('POST', `/api/statements/${s.id}/send`, { version: draft.version });
    expect((await t.call('GET', `/api/statements/${s.id}/pdf`, partner)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/statements/999999/xlsx`, admin)).statusCode).toBe(404);
  });
});
