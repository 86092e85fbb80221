import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkbook } from '../helpers/exports.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number; version: number };

/** A spreadsheet of a header row and data rows, as a user fills the template. */
async function xlsx(header: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('goods');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(content: Buffer) {
  const boundary = '----import-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goods.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importFile = (bookId: number, kind: 'goods' | 'losses', content: Buffer, query = '', lang = 'zh') => {
  const m = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: `/api/account-books/${bookId}/import/${kind}${query}`,
    headers: { ...m.headers, 'access-token': clerk, 'accept-language': lang },
    payload: m.body,
  });
};

let seq = 0;
async function newBook() {
  seq += 1;
  const res = await t.call('POST', '/api/account-books', clerk, {
    customer_code: 'C0001',
    ems_no: `T3701W7${String(seq).padStart(5, '0')}`,
    ems_type: '27',
    valid_date: '2030-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row;
}
const goodsOf = async (bookId: number) =>
  (await t.call('GET', `/api/account-book-goods?book_id=${bookId}&size=100`, clerk)).json() as {
    content: Row[];
    totalElements: number;
  };

const HEADER = [
  '备案序号',
  '料号',
  '料件成品标记',
  '商品编码',
  '商品名称',
  '计量单位',
  '币制',
  '入库数量',
  '出库数量',
];

describe('the import template', () => {
  it('has the goods columns in the user’s language and a sample row', async () => {
    for (const [lang, first] of [
      ['zh', '备案序号'],
      ['en', 'Item no.'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account-books/import-template/goods',
        headers: { 'access-token': clerk, 'accept-language': lang! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = await loadWorkbook(res.rawPayload);
      const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
      expect(header[1]).toBe(first);
      expect(header).toContain(lang === 'zh' ? '商品编码' : 'HS code');
      expect(workbook.worksheets[0]!.rowCount).toBe(2);
    }
  });
});

describe('importing goods lines', () => {
  it('writes every row of a good file with balances, taking enum labels and codes alike', async () => {
    const book = await newBook();
    const file = await xlsx(HEADER, [
      [1, 'imp-a', '料件', '8473309000', '主板', '007', 'USD', 100, 20],
      [2, 'IMP-B', 'I', '8542319000', '处理器', '007', 'USD', '50.5', 0],
      [1, 'IMP-C', '成品', '8471300000', '笔记本电脑', '001', 'USD', 10, 0],
      [],
    ]);
    const res = await importFile(book.id, 'goods', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 3, imported: 3, refused: [] });
    const goods = await goodsOf(book.id);
    const a = goods.content.find((g) => g.cop_g_no === 'IMP-A')!;
    expect(a).toMatchObject({ type: 'I', g_no: 1, customer_code: 'C0001' });
    expect(Number(a.balance_qty)).toBe(80);
    expect(goods.content.find((g) => g.cop_g_no === 'IMP-C')).toMatchObject({ type: 'E' });
  });

  it('after a large import, refreshes the table’s statistics so a name search can use its trigram index', async () => {
    const stats = async () =>
      (
        await executeRows<{ vacuums: string; analyzes: string }>(
          t.database.db,
          sql`select (vacuum_count + autovacuum_count)::text as vacuums, (analyze_count + autoanalyze_count)::text as analyzes
              from pg_stat_user_tables where relname = 'account_book_goods'`,
        )
      )[0]!;
    const before = await stats();
    const small = await newBook();
    expect(
      (
        await importFile(
          small.id,
          'goods',
          await xlsx(HEADER, [[1, 'S-1', 'I', '8473309000', '主板', '007', 'USD', 1, 0]]),
        )
      ).body,
    ).toBe('{"total":1,"imported":1,"refused":[]}');
    expect(await stats()).toEqual(before); // a few rows: nothing to tidy
    const book = await newBook();
    const rows = Array.from({ length: 1000 }, (_, i) => [
      i + 1,
      `BIG-${i + 1}`,
      'I',
      '8473309000',
      `主板零件${i + 1}`,
      '007',
      'USD',
      5,
      0,
    ]);
    const res = await importFile(book.id, 'goods', await xlsx(HEADER, rows));
    expect(res.json()).toEqual({ total: 1000, imported: 1000, refused: [] });
    const after = await stats();
    expect(Number(after.vacuums)).toBeGreaterThan(Number(before.vacuums));
    expect(Number(after.analyzes)).toBeGreaterThan(Number(before.analyzes));
    // and the search finds its rows, through the index or not
    const found = await t.call(
      'GET',
      `/api/account-book-goods?book_id=${book.id}&g_name=${encodeURIComponent('零件99')}&size=50`,
      clerk,
    );
    expect((found.json() as { content: Row[] }).content.map((g) => g.g_name).sort()).toEqual(
      [
        '主板零件99',
        '主板零件990',
        '主板零件991',
        '主板零件992',
        '主板零件993',
        '主板零件994',
        '主板零件995',
        '主板零件996',
        '主板零件997',
        '主板零件998',
        '主板零件999',
      ].sort(),
    );
  });

  it('refuses the whole file when a row is wrong, naming each row and reason, and writes nothing', async () => {
    const book = await newBook();
    const file = await xlsx(HEADER, [
      [1, 'OK-1', 'I', '8473309000', '主板', '007', 'USD', 10, 0],
      [2, 'BAD-HS', 'I', '0000000000', '主板', '007', 'USD', 10, 0],
      [1, 'DUP-NO', 'I', '8473309000', '主板', '007', 'USD', 10, 0],
      [4, 'NEG', 'I', '8473309000', '主板', '007', 'USD', 1, 5],
      [5, 'NO-NAME', 'X', '8473309000', '', '007', 'USD', 1, 0],
    ]);
    const res = await importFile(book.id, 'goods', file);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: Record<string, string> };
    expect(body.message).toContain('5 行中有 4 行有误');
    const keys = Object.keys(body.errors);
    expect(keys).toEqual(
      expect.arrayContaining([
        'row 3 · 商品编码',
        'row 4 · 备案序号',
        'row 5 · 出库数量',
        'row 6 · 商品名称',
      ]),
    );
    expect(keys.some((k) => k.startsWith('row 6 · 料件成品标记'))).toBe(true);
    expect(body.errors['row 5 · 出库数量']).toContain('结余不能为负');
    expect((await goodsOf(book.id)).totalElements).toBe(0);

    const en = await importFile(book.id, 'goods', file, '', 'en');
    expect((en.json() as { message: string }).message).toContain('4 of the file’s 5 rows are refused');
  });

  it('with only_valid=1 writes the good rows and lists the refused ones', async () => {
    const book = await newBook();
    const file = await xlsx(HEADER, [
      [1, 'GOOD-1', 'I', '8473309000', '主板', '007', 'USD', 10, 0],
      [2, 'BAD-UNIT', 'I', '8473309000', '主板', '999', 'USD', 10, 0],
      [3, 'GOOD-3', 'I', '8473309000', '主板', '007', 'USD', 10, 0],
    ]);
    const res = await importFile(book.id, 'goods', file, '?only_valid=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, imported: 2, refused: [{ row: 3 }] });
    expect(Object.keys((res.json() as { refused: { errors: object }[] }).refused[0]!.errors)).toEqual([
      '计量单位',
    ]);
    expect((await goodsOf(book.id)).content.map((g) => g.cop_g_no).sort()).toEqual(['GOOD-1', 'GOOD-3']);
  });

  it('refuses a confirmed book, a file that is not a spreadsheet and an empty one', async () => {
    const books = (await t.call('GET', '/api/account-books?ems_no=T3701W000018', clerk)).json() as {
      content: Row[];
    };
    const confirmed = await importFile(books.content[0]!.id, 'goods', await xlsx(HEADER, [[1]]));
    expect(confirmed.statusCode).toBe(409);
    const book = await newBook();
    const junk = await importFile(book.id, 'goods', Buffer.from('not a spreadsheet'));
    expect(junk.statusCode).toBe(400);
    expect((junk.json() as { errors: Record<string, string> }).errors).toHaveProperty('file');
    const empty = await importFile(book.id, 'goods', await xlsx(HEADER, []));
    expect(empty.statusCode).toBe(400);
  });
});

describe('importing consumption lines', () => {
  it('checks that each names a finished and a material item of the book', async () => {
    const book = await newBook();
    await importFile(
      book.id,
      'goods',
      await xlsx(HEADER, [
        [1, 'M-1', 'I', '8473309000', '主板', '007', 'USD', 10, 0],
        [1, 'E-1', 'E', '8471300000', '笔记本电脑', '001', 'USD', 10, 0],
      ]),
    );
    const header = ['成品序号', '料件序号', '净耗', '有形损耗率(%)', '有效期'];
    const bad = await importFile(
      book.id,
      'losses',
      await xlsx(header, [
        [1, 1, 1, 0, new Date(Date.UTC(2030, 11, 31))], // a date cell, as Excel stores it
        [2, 1, 1, 0],
        [1, 1, 1, 120],
      ]),
      '?only_valid=1',
    );
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json()).toMatchObject({ total: 3, imported: 1, refused: [{ row: 3 }, { row: 4 }] });
    const losses = (await t.call('GET', `/api/account-book-losses?book_id=${book.id}`, clerk)).json() as {
      totalElements: number;
      content: Row[];
    };
    expect(losses.totalElements).toBe(1);
    expect(String(losses.content[0]!.valid_date)).toMatch(/^2030-12-31/);
  });
});
