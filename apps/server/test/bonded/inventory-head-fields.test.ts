import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { uniqueNo, type Row } from '../helpers/bonded.ts';

let t: TestApp;
let clerk: string;
let bookId: number;

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  const books = await t.call('GET', '/api/account-books?ems_no=T3701W000018', clerk);
  bookId = books.json<{ content: { id: number }[] }>().content[0]!.id;
});
afterAll(() => t.close());

const head = (extra: Record<string, unknown> = {}) => ({
  book_id: bookId,
  etps_inner_invt_no: uniqueNo('HEADQD'),
  impexp_markcd: 'I',
  mtpck_endprd_markcd: 'I',
  supv_modecd: '5000',
  trsp_modecd: '2',
  dcl_plc_cuscd: '3701',
  ...extra,
});

const list = async (query: string) =>
  (await t.call('GET', `/api/inventory-lists?${query}`, clerk)).json<{ content: Row[] }>().content;

describe('the inventory list head: the customs inventory record fields', () => {
  it('stores container, weights, packages, levy, warehouse and job numbers and the declarant', async () => {
    const created = await t.call(
      'POST',
      '/api/inventory-lists',
      clerk,
      head({
        container_no: 'cbhu1234566',
        gross_weight: '1250.5',
        net_weight: '1180.25',
        num: 42,
        levy_bl_amt: '3260.8',
        levy_bl_currency: 'CNY',
        wms_no: 'hc02',
        work_no: 'JOB-T-0001',
        declare_code: '3502980001',
        declare_name: '华海国际货运代理（厦门）有限公司',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Row>().id;
    const read = (await t.call('GET', `/api/inventory-lists/${id}`, clerk)).json<Row>();
    expect(read).toMatchObject({
      container_no: 'CBHU1234566',
      num: 42,
      levy_bl_currency: 'CNY',
      wms_no: 'HC02',
      work_no: 'JOB-T-0001',
      declare_code: '3502980001',
      declare_name: '华海国际货运代理（厦门）有限公司',
    });
    expect(Number(read.gross_weight)).toBe(1250.5);
    expect(Number(read.net_weight)).toBe(1180.25);
    expect(Number(read.levy_bl_amt)).toBe(3260.8);
  });

  it('filters the list by container, job and warehouse number', async () => {
    const a = (
      await t.call(
        'POST',
        '/api/inventory-lists',
        clerk,
        head({ container_no: 'TGHU1234568', work_no: 'JOB-F-A', wms_no: 'WHF1' }),
      )
    ).json<Row>();
    const b = (
      await t.call(
        'POST',
        '/api/inventory-lists',
        clerk,
        head({ container_no: 'MSCU1234565', work_no: 'JOB-F-B', wms_no: 'WHF2' }),
      )
    ).json<Row>();
    const ids = (rows: Row[]) => rows.map((r) => r.id);
    expect(ids(await list('container_no=TGHU1234568'))).toEqual([a.id]);
    expect(ids(await list('container_no=MSCU1234565'))).toEqual([b.id]);
    expect(ids(await list('work_no=JOB-F-B'))).toEqual([b.id]);
    expect(ids(await list('wms_no=WHF1'))).toEqual([a.id]);
    expect(ids(await list('wms_no=WHF1&work_no=JOB-F-B'))).toEqual([]);
  });

  it('refuses a bad container number or a negative weight on its field and writes nothing', async () => {
    for (const [field, value] of [
      ['container_no', 'AB12-34'],
      ['gross_weight', '-1'],
      ['num', 1.5],
      ['levy_bl_currency', 'XXX'],
    ] as const) {
      const body = head({ [field]: value });
      const res = await t.call('POST', '/api/inventory-lists', clerk, body, { 'accept-language': 'en' });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toContain(field);
      expect(await list(`etps_inner_invt_no=${String(body.etps_inner_invt_no)}`)).toEqual([]);
    }
  });
});

describe("a line's book item, looked up as soon as its 备案序号 is typed", () => {
  const lookUp = (query: string, token = clerk) =>
    t.call('GET', `/api/inventory-lists/book-item?${query}`, token, undefined, { 'accept-language': 'en' });

  it("answers the item's part number and name (and what the line takes from it) without a saved list", async () => {
    const goods = (
      await t.call('GET', `/api/account-book-goods?book_id=${bookId}&type=I&g_no=2`, clerk)
    ).json<{ content: Row[] }>().content[0]!;
    const res = await lookUp(`book_id=${bookId}&mtpck_endprd_markcd=I&putrec_seqno=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      putrec_seqno: 2,
      gds_mtno: goods.cop_g_no,
      gds_nm: goods.g_name,
      gdecd: goods.code_t,
      dcl_unitcd: goods.unit,
    });
  });

  it('names a number the book lacks on putrec_seqno, a book out of reach on book_id', async () => {
    const missing = await lookUp(`book_id=${bookId}&mtpck_endprd_markcd=I&putrec_seqno=99999`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors.putrec_seqno).toMatch(/99999/);
    const noBook = await lookUp('book_id=2147483647&mtpck_endprd_markcd=I&putrec_seqno=1');
    expect(noBook.statusCode).toBe(400);
    expect(Object.keys(noBook.json<{ errors: Record<string, string> }>().errors)).toEqual(['book_id']);
    const bad = await lookUp(`book_id=${bookId}&mtpck_endprd_markcd=X&putrec_seqno=abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('is refused without a token or without the inventory permission', async () => {
    expect((await t.call('GET', `/api/inventory-lists/book-item?book_id=${bookId}`)).statusCode).toBe(401);
    const finance = await t.login('finance');
    const res = await lookUp(`book_id=${bookId}&mtpck_endprd_markcd=I&putrec_seqno=1`, finance);
    expect(res.statusCode).toBe(403);
  });
});
