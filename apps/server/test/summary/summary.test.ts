import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, SUMMARY_SECTIONS, type SummaryFigure, type SummarySection } from '@app/shared';
import { declarations, onlinePayments, users } from '../../src/db/schema/index.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let companyId: number;
let clerkId: number;
const HOUR = 3_600_000;

/** Who holds which section in the demo's roles. */
const HOLDERS = {
  clerk: 'clerk',
  service: 'service',
  finance: 'accountant',
  admin: 'admin',
  partner: 'partner01',
};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['clerk', 'service', 'accountant', 'admin', 'partner01', 'board', 'finance'])
    tokens[name] = await t.login(name);
  const clerk = await actorForToken(t.database, tokens.clerk!);
  companyId = clerk!.actor.companyId!;
  clerkId = clerk!.actor.userId;
});
afterAll(() => t?.close());

async function section(key: string, user: string): Promise<SummarySection> {
  const res = await t.call('GET', `/api/summary/${key}`, tokens[user]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SummarySection>();
}

/** The list a figure names answers the figure's number for the same query and user. */
async function expectListsAgree(figures: SummaryFigure[], user: string) {
  for (const f of figures) {
    const query = new URLSearchParams({ ...f.query, page: '1', size: '10' });
    const res = await t.call('GET', `${f.resource}?${query}`, tokens[user]);
    expect(res.statusCode, `${f.key} ${f.resource}?${query}: ${res.body}`).toBe(200);
    expect(res.json<{ totalElements: number }>().totalElements, `${f.key} ${f.label ?? ''}`).toBe(f.count);
  }
}

/** A declaration of the clerk's company for customer C0001, straight into the table. */
async function insertDeclaration(values: Partial<typeof declarations.$inferInsert>) {
  const [row] = await t.database.db
    .insert(declarations)
    .values({ ie_flag: '0', customer_code: 'C0001', cd_company_id: companyId, ...values })
    .returning({ id: declarations.id });
  return row!.id;
}

describe('summary figures (issue 17)', () => {
  it('each figure of every section equals the count of the list it links to, for its holder', async () => {
    // something in each of the clerk's figures
    await insertDeclaration({ cd_status: '0', create_id: clerkId });
    await insertDeclaration({ cd_status: '90', return_code: 'E', return_time: new Date() });
    await insertDeclaration({ cd_status: '80', return_code: 'H', return_time: new Date() });
    await insertDeclaration({ cd_status: '20', send_time: new Date(Date.now() - 3 * HOUR) });
    await insertDeclaration({ cd_status: '20', send_time: new Date(Date.now() - HOUR / 2) });
    for (const key of SUMMARY_SECTIONS) {
      const user = HOLDERS[key];
      const s = await section(key, user);
      expect(s.key).toBe(key);
      expect(s.figures.length).toBeGreaterThan(0);
      await expectListsAgree(s.figures, user);
    }
  });

  it("the clerk's figures count what needs the clerk: own drafts, bounced and held, unanswered after 2 hours", async () => {
    const before = await section('clerk', 'clerk');
    const count = (s: SummarySection, key: string) => s.figures.find((f) => f.key === key)!.count;
    await insertDeclaration({ cd_status: '0', create_id: clerkId });
    await insertDeclaration({ cd_status: '0', create_id: clerkId + 1000 }); // someone else's draft
    await insertDeclaration({ cd_status: '90', return_code: 'E', return_time: new Date() });
    await insertDeclaration({ cd_status: '20', send_time: new Date(Date.now() - 2.5 * HOUR) });
    await insertDeclaration({ cd_status: '20', send_time: new Date(Date.now() - HOUR) }); // not yet 2 hours
    const after = await section('clerk', 'clerk');
    expect(count(after, 'my_drafts') - count(before, 'my_drafts')).toBe(1);
    expect(count(after, 'declarations_attention') - count(before, 'declarations_attention')).toBe(1);
    expect(count(after, 'sent_unanswered') - count(before, 'sent_unanswered')).toBe(1);
    expect(count(after, 'receipts_today') - count(before, 'receipts_today')).toBe(1);
    const attention = after.figures.find((f) => f.key === 'declarations_attention')!;
    expect(attention.path).toBe('/declaration/index');
    expect(attention.query).toEqual({ cd_status: '80,90' });
  });

  it('figures are scoped like the lists: another company sees its own, a partner its customer', async () => {
    await insertDeclaration({ cd_status: '90', customer_code: 'C0002' });
    const admin = await section('clerk', 'admin');
    const other = await section('clerk', 'finance').catch(() => undefined);
    expect(other).toBeUndefined(); // finance holds no clerk figures …
    const res = await t.call('GET', '/api/summary/clerk', tokens.finance);
    expect(res.statusCode).toBe(403);
    // … and a partner's declarations by status are its customer's only
    const partner = await section('partner', 'partner01');
    const byStatus = partner.figures.filter((f) => f.key === 'declarations_by_status');
    const total = byStatus.reduce((n, f) => n + f.count, 0);
    const rows = await t.database.queryRows<{ n: number }>(
      'summary_test_partner',
      `select count(*)::int as n from declarations where customer_code = 'C0001'`,
      [],
    );
    expect(total).toBe(rows[0]!.n);
    // each status as the list counts it (the figures are read from the day counts)
    await expectListsAgree(byStatus, 'partner01');
    const adminAttention = admin.figures.find((f) => f.key === 'declarations_attention')!.count;
    const all = await t.database.queryRows<{ n: number }>(
      'summary_test_attention',
      `select count(*)::int as n from declarations where cd_company_id = $1 and cd_status in ('80', '90')`,
      [companyId],
    );
    expect(adminAttention).toBe(all[0]!.n);
  });

  it('each call has its own permission; the board account reads the board and nothing else', async () => {
    const expectStatus = async (user: string, url: string, status: number) =>
      expect((await t.call('GET', url, tokens[user])).statusCode, `${user} ${url}`).toBe(status);
    await expectStatus('board', '/api/summary/board', 200);
    await expectStatus('board', '/api/summary/clerk', 403);
    await expectStatus('board', '/api/summary/trend', 403);
    await expectStatus('board', '/api/declarations', 403);
    await expectStatus('board', '/api/appointments', 403);
    await expectStatus('clerk', '/api/summary/finance', 403);
    await expectStatus('clerk', '/api/summary/admin', 403);
    await expectStatus('clerk', '/api/summary/trend', 200);
    await expectStatus('service', '/api/summary/clerk', 403);
    await expectStatus('accountant', '/api/summary/service', 403);
    await expectStatus('partner01', '/api/summary/clerk', 403);
    await expectStatus('partner01', '/api/summary/board', 403);
    await expectStatus('clerk', '/api/summary/jobs', 403);
    await expectStatus('accountant', '/api/summary/refunds-waiting', 403);
    expect((await t.call('GET', '/api/summary/board')).statusCode).toBe(401);
  });

  it("the administrator's 系统 counts the online payments paid twice still waiting for their refund, and lists them", async () => {
    const count = async () =>
      (await section('admin', 'admin')).figures.find((f) => f.key === 'refunds_waiting')!.count;
    const before = await count();
    const order = (no: string, status: string) => ({
      out_trade_no: no,
      cashier_id: 1,
      company_id: companyId,
      payable: 'statement:1',
      amount: '80.00',
      currency: 'CNY',
      status,
      paid_time: new Date('2026-11-20T02:00:00Z'),
      refund_note: '80.00 already paid by order X; refund failed: 40004 ACQ.SYSTEM_ERROR',
    });
    await t.database.db
      .insert(onlinePayments)
      .values([
        order('SUMREFUND1', 'refunding'),
        order('SUMREFUND2', 'refunded'),
        order('SUMREFUND3', 'paid'),
      ]);
    expect(await count()).toBe(before + 1);
    const res = await t.call('GET', '/api/summary/refunds-waiting?page=1&size=100', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ content: Record<string, unknown>[]; totalElements: number }>();
    expect(page.totalElements).toBe(before + 1);
    expect(page.content.find((r) => r.out_trade_no === 'SUMREFUND1')).toEqual({
      out_trade_no: 'SUMREFUND1',
      company: expect.any(String),
      payable: 'statement:1',
      amount: '80.00',
      currency: 'CNY',
      paid_time: '2026-11-20T02:00:00.000Z',
      reason: '80.00 already paid by order X; refund failed: 40004 ACQ.SYSTEM_ERROR',
    });
    expect(page.content.map((r) => r.out_trade_no)).not.toContain('SUMREFUND2');
  });

  it('the trend counts declarations per day by status and clearance time per release day', async () => {
    const today = businessDay();
    const sent = Date.now() - 10 * HOUR;
    // released today after 60, 120, 180, 240 and 600 minutes
    for (const minutes of [60, 120, 180, 240, 600])
      await insertDeclaration({
        cd_status: '40',
        send_time: new Date(sent),
        pass_time: new Date(sent + minutes * 60_000),
        customer_code: 'C9TREND',
      });
    const res = await t.call('GET', '/api/summary/trend', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const trend = res.json<{
      days: { day: string; total: number; by_status: Record<string, number> }[];
      clearance: { day: string; released: number; median_minutes: number; p90_minutes: number }[];
    }>();
    expect(trend.days).toHaveLength(30);
    expect(trend.days.at(-1)!.day).toBe(today);
    const [created] = await t.database.queryRows<{ n: number }>(
      'summary_test_created',
      `select count(*)::int as n from declarations where cd_company_id = $1 and create_time >= now() - interval '29 days' - interval '1 day'`,
      [companyId],
    );
    const sum = trend.days.reduce((n, d) => n + d.total, 0);
    expect(sum).toBeLessThanOrEqual(created!.n);
    expect(trend.days.at(-1)!.by_status['40']).toBeGreaterThanOrEqual(5);
    const [released] = await t.database.queryRows<{ n: number; median: number; p90: number }>(
      'summary_test_released',
      `select count(*)::int as n,
              percentile_cont(0.5) within group (order by extract(epoch from pass_time - send_time) / 60) as median,
              percentile_cont(0.9) within group (order by extract(epoch from pass_time - send_time) / 60) as p90
         from declarations where cd_company_id = $1 and pass_time >= $2::timestamptz and pass_time >= send_time`,
      [companyId, new Date(Date.parse(`${today}T00:00:00+08:00`)).toISOString()],
    );
    const last = trend.clearance.at(-1)!;
    expect(last.day).toBe(today);
    expect(last.released).toBe(released!.n);
    expect(last.median_minutes).toBe(Math.round(Number(released!.median)));
    expect(last.p90_minutes).toBe(Math.round(Number(released!.p90)));
  });

  it("the board's figures are the scoped counts, and a write pushes summary_changed", async () => {
    const res = await t.call('GET', '/api/summary/board', tokens.board);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<{
      declarations: Record<string, number>;
      daily: { day: string; import: number; export: number }[];
      top_customers: { code: string; count: number }[];
    }>();
    const [row] = await t.database.queryRows<{ attention: number; today: number }>(
      'summary_test_board',
      `select count(*) filter (where cd_status in ('80', '90'))::int as attention,
              count(*) filter (where create_time >= $2::timestamptz)::int as today
         from declarations where cd_company_id = $1`,
      [companyId, new Date(Date.parse(`${businessDay()}T00:00:00+08:00`)).toISOString()],
    );
    expect(board.declarations.attention).toBe(row!.attention);
    expect(board.declarations.today).toBe(row!.today);
    expect(board.daily).toHaveLength(30);
    expect(board.daily.at(-1)!.import + board.daily.at(-1)!.export).toBe(row!.today);
    expect(board.top_customers[0]!.count).toBeGreaterThan(0);
  });

  it('the board account is a staff-client demo user', async () => {
    const [u] = await t.database.db
      .select({ client: users.client_id })
      .from(users)
      .where(eq(users.username, 'board'));
    expect(u?.client).toBe('web');
  });
});
