import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationGoods,
  declarationLicences,
  declarations,
  operationLogs,
} from '../../src/db/schema/index.ts';
import { GOODS_PER_PAGE } from '../../src/modules/declaration-print/declaration-pdf.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { pdfText } from '../helpers/pdf-text.ts';

let t: TestApp;
let admin: string;
let clerk: string;
let finance: string;
/** In 华海 Xiamen (company 1, the staff users' working company): one goods line. */
let oneLine: number;
/** Also company 1: 60 goods lines. */
let sixtyLines: number;
/** In 远航 Shenzhen (company 3): out of the clerk's and the admin's default scope. */
let otherCompany: number;

type Row = Record<string, unknown>;

async function insertDeclaration(company: number, lines: number, head: Row = {}): Promise<number> {
  const db = t.database.db;
  const [row] = (await db
    .insert(declarations)
    .values({
      cd_company_id: company,
      customer_code: 'C0001',
      ie_flag: '0',
      cd_sn: `PRINT${company}${lines}`,
      qp_sn: '370120260000012345',
      customs_code: '3701',
      ie_port: '3701',
      receiver_scc: '91350200MA2Y0X1K3B',
      receiver_name: '厦门嘉禾贸易有限公司',
      declare_name: '华海国际货运代理（厦门）有限公司',
      trans_method: '2',
      supervise_method: '0110',
      trade_country: 'USA',
      dest_country: 'USA',
      warp_type: '22',
      num: 10,
      gross_weight: '120.5',
      net_weight: '100',
      ie_date: '2026-03-02',
      ...head,
    } as never)
    .returning({ id: declarations.id })) as { id: number }[];
  const id = row!.id;
  if (lines)
    await db.insert(declarationGoods).values(
      Array.from({ length: lines }, (_, i) => ({
        declaration_id: id,
        g_no: i + 1,
        code_ts: '8542319000',
        g_name: `集成电路${i + 1}号`,
        g_model: '0|0|用途:用于手机|品牌:ACME',
        g_qty: '1000',
        g_unit: '007',
        first_qty: '2.5',
        first_unit: '035',
        decl_price: '1.25',
        decl_total: '1250',
        trade_curr: 'USD',
        origin_country: 'USA',
        destination_country: 'CHN',
        duty_mode: '1',
      })) as never,
    );
  await db
    .insert(declarationLicences)
    .values({ declaration_id: id, acmp_form_code: '1', acmp_form_no: 'L2026001' } as never);
  return id;
}

async function printState(id: number) {
  const c = declarations;
  const [row] = (await t.database.db
    .select({ print_time: c.print_time, print_count: c.print_count, version: c.version })
    .from(declarations)
    .where(eq(c.id, id))) as { print_time: Date | null; print_count: number | null; version: number }[];
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  finance = await t.login('finance');
  oneLine = await insertDeclaration(1, 1);
  sixtyLines = await insertDeclaration(1, 60);
  otherCompany = await insertDeclaration(3, 1);
});
afterAll(() => t.close());

describe('GET /api/declarations/:id/print.pdf', () => {
  it('answers an A4 PDF of the form with names for the codes, and counts the print', async () => {
    const before = await printState(oneLine);
    const res = await t.call('GET', `/api/declarations/${oneLine}/print.pdf`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('PRINT11.pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const page = text[0]!.replace(/\s+/g, '');
    for (const s of [
      '中华人民共和国海关进口货物报关单',
      '预录入编号：370120260000012345',
      '厦门嘉禾贸易有限公司',
      '厦门海关(3701)', // customs district from base-data
      '一般贸易(0110)', // supervision mode
      '美国(USA)', // country
      '美元(USD)', // currency
      '2.5千克', // legal unit
      '1000个', // declared unit
      '照章征税(1)', // levy mode
      '进口许可证(1):L2026001', // licence document
      '集成电路1号',
    ])
      expect(page).toContain(s);
    const after = await printState(oneLine);
    expect(after.print_count).toBe((before.print_count ?? 0) + 1);
    expect(after.print_time).not.toBeNull();
    expect(after.version).toBe(before.version); // printing is not an edit
    await t.call('GET', `/api/declarations/${oneLine}/print.pdf`, clerk);
    expect((await printState(oneLine)).print_count).toBe((before.print_count ?? 0) + 2);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'print'), eq(operationLogs.record_id, String(oneLine))));
    expect(logs.length).toBe(2);
  });

  it('prints 60 goods lines over as many pages as they need', async () => {
    const res = await t.call('GET', `/api/declarations/${sixtyLines}/print.pdf`, admin);
    expect(res.statusCode).toBe(200);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(Math.ceil(60 / GOODS_PER_PAGE));
    expect(pages).toBeGreaterThan(1);
    expect(text.at(-1)!.replace(/\s+/g, '')).toContain('集成电路60号');
    expect(text.at(-1)!.replace(/\s+/g, '')).toContain(`页码/页数：${pages}/${pages}`);
  });

  it('answers 404 for a declaration outside the caller’s scope or missing, and counts nothing', async () => {
    for (const token of [clerk, admin]) {
      expect((await t.call('GET', `/api/declarations/${otherCompany}/print.pdf`, token)).statusCode).toBe(
        404,
      );
      expect((await t.call('POST', `/api/declarations/${otherCompany}/printed`, token)).statusCode).toBe(404);
    }
    expect((await t.call('GET', '/api/declarations/999999/print.pdf', admin)).statusCode).toBe(404);
    expect((await printState(otherCompany)).print_count ?? 0).toBe(0);
    // the same admin, working in the other company, may print it
    const switched = await t.login('admin');
    expect((await t.call('GET', '/oos/setUser?company_id=3', switched)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/declarations/${otherCompany}/print.pdf`, switched)).statusCode).toBe(
      200,
    );
  });

  it('answers 403 without the print permission and 401 without a token', async () => {
    expect((await t.call('GET', `/api/declarations/${oneLine}/print.pdf`, finance)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/declarations/${oneLine}/printed`, finance)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/declarations/${oneLine}/print.pdf`)).statusCode).toBe(401);
    // a link the browser opens carries the token in the address
    const link = await t.call('GET', `/api/declarations/${oneLine}/print.pdf?access_token=${clerk}`);
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('application/pdf');
    expect((await t.call('GET', '/api/declarations/abc/print.pdf', admin)).statusCode).toBe(400);
  });
});

describe('POST /api/declarations/:id/printed', () => {
  it('records a browser print the same way', async () => {
    const before = await printState(sixtyLines);
    const res = await t.call('POST', `/api/declarations/${sixtyLines}/printed`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: number; data: { print_count: number; print_time: string } };
    expect(body.code).toBe(0);
    expect(body.data.print_count).toBe((before.print_count ?? 0) + 1);
    expect(Number.isNaN(Date.parse(body.data.print_time))).toBe(false);
    expect(await printState(sixtyLines)).toMatchObject({
      print_count: (before.print_count ?? 0) + 1,
      version: before.version,
    });
  });
});
