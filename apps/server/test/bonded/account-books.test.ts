import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createFolderChannel, tempMainDir } from '../helpers/customs.ts';
import { readXlsx, waitForTask } from '../helpers/exports.ts';

let t: TestApp;
let admin: string;
let clerk: string;
let finance: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  finance = await t.login('finance');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number; version: number };

/** A call that must succeed, and its answer (a record unless the caller names another shape). */
async function ok<T = Row>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = clerk,
): Promise<T> {
  const res = await t.call(method, url, token, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

let bookSeq = 0;
/** A new unconfirmed book of customer C0001. */
async function newBook(extra: Record<string, unknown> = {}) {
  bookSeq += 1;
  return ok('POST', '/api/account-books', {
    customer_code: 'C0001',
    ems_no: `T3701W9${String(bookSeq).padStart(5, '0')}`,
    ems_outside: '0',
    ems_type: '27',
    master_cuscd: '3701',
    valid_date: '2030-12-31',
    ...extra,
  });
}

const goods = (bookId: number, g_no: number, extra: Record<string, unknown> = {}) => ({
  book_id: bookId,
  g_no,
  cop_g_no: `PART-${g_no}`,
  type: 'I',
  code_t: '8473309000',
  g_name: '笔记本电脑主板',
  unit: '007',
  curr: 'USD',
  in_qty: '100',
  out_qty: '0',
  ...extra,
});

describe('account books (demo)', () => {
  it('lists the demo books with their statuses and the confirmed book’s goods with balances', async () => {
    const books = await ok<{ content: Row[] }>('GET', '/api/account-books?size=50&sort=ems_no,asc');
    expect(books.content.map((b) => [b.ems_no, b.status])).toEqual(
      expect.arrayContaining([
        ['T3701W000018', '1'],
        ['T3701W000027', '0'],
        ['L3701D000105', '2'],
      ]),
    );
    const zone = books.content.find((b) => b.ems_no === 'T3701W000018')!;
    const lines = await ok<{ content: Row[] }>('GET', `/api/account-book-goods?book_id=${zone.id}&size=50`);
    expect(lines.content.length).toBe(8);
    expect(lines.content[0]).toMatchObject({ g_no: 1, type: 'I' });
    const film = lines.content.find((g) => g.cop_g_no === 'FILM-PE-50')!;
    expect(Number(film.balance_qty)).toBe(1289.5);
    // the declared outbound demo list holds 200 of it
    expect(Number(film.locked_qty)).toBe(200);
    expect(Number(film.available_qty)).toBe(1089.5);
    // filtered by part number and by name, as on the goods tab
    const found = await ok<{ content: Row[] }>(
      'GET',
      `/api/account-book-goods?book_id=${zone.id}&cop_g_no=cpu&g_name=${encodeURIComponent('处理器')}`,
    );
    expect(found.content.map((g) => g.cop_g_no)).toEqual(['CPU-I7-1360']);
  });

  it('answers 403 to a user without the book permission', async () => {
    expect((await t.call('GET', '/api/account-books', finance)).statusCode).toBe(403);
  });

  it('shows a partner its own customer’s books, goods and lists, read-only', async () => {
    const partner = await t.login('partner01');
    const books = (await t.call('GET', '/api/account-books?size=50', partner)).json() as { content: Row[] };
    expect(books.content.length).toBeGreaterThan(0);
    expect(new Set(books.content.map((b) => b.customer_code))).toEqual(new Set(['C0001']));
    expect(books.content.map((b) => b.ems_no)).not.toContain('L3701D000105');
    const zone = books.content.find((b) => b.ems_no === 'T3701W000018')!;
    const goods = await t.call('GET', `/api/account-book-goods?book_id=${zone.id}`, partner);
    expect(goods.json().totalElements).toBe(8);
    const lists = (await t.call('GET', '/api/inventory-lists?size=50', partner)).json() as { content: Row[] };
    expect(lists.content.every((l) => l.customer_code === 'C0001')).toBe(true);
    expect(lists.content.length).toBeGreaterThan(0);
    // the other customer's book is not found, and nothing can be changed
    const logistics = (await t.call('GET', '/api/account-books?ems_no=L3701D000105', clerk)).json() as {
      content: Row[];
    };
    expect((await t.call('GET', `/api/account-books/${logistics.content[0]!.id}`, partner)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('PUT', `/api/account-books/${zone.id}`, partner, { version: zone.version, note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/account-books/${zone.id}/submit`, partner, { version: zone.version }))
        .statusCode,
    ).toBe(403);
    const list = lists.content[0]!;
    expect(
      (await t.call('POST', `/api/inventory-lists/${list.id}/declare`, partner, { version: list.version }))
        .statusCode,
    ).toBe(403);
  });

  it('lets customer service read books and work inventory lists, but not change a book', async () => {
    const service = await t.login('service');
    expect((await t.call('GET', '/api/account-books', service)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/inventory-lists', service)).statusCode).toBe(200);
    const refused = await t.call('POST', '/api/account-books', service, {
      customer_code: 'C0001',
      ems_no: 'T3701W999999',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('dates in answers', () => {
  it('answers a date as the day stored, in the list and the record, whatever the server’s time zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai'; // east of UTC: a date read as local midnight became the day before
    try {
      const books = await ok<{ content: Row[] }>('GET', '/api/account-books?size=50&sort=ems_no,asc');
      const expected = { T3701W000018: '2028-12-31', T3701W000027: '2029-06-30', L3701D000105: '2027-03-31' };
      for (const [emsNo, day] of Object.entries(expected)) {
        const book = books.content.find((b) => b.ems_no === emsNo)!;
        expect(book.valid_date).toBe(day);
        expect(((await ok('GET', `/api/account-books/${String(book.id)}`)) as Row).valid_date).toBe(day);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('the balance sheet (余量表)', () => {
  it('is the book’s goods exported through a download task, with in, out, locked, balance and available', async () => {
    const books = await ok<{ content: Row[] }>('GET', '/api/account-books?ems_no=T3701W000018');
    const zone = books.content[0]!;
    const started = await t.call(
      'POST',
      `/api/account-book-goods/export?book_id=${zone.id}&sort=g_no,asc`,
      clerk,
    );
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json<{ data: { id: number } }>().data.id;
    const task = await waitForTask(t, id, (s) => s.sta === 2 || s.sta === -10);
    expect(task.sta, task.note).toBe(2);
    const file = await t.call('GET', `/download/file/${id}`, clerk);
    const { sheet, headers, dataRows } = await readXlsx(file.rawPayload);
    expect(dataRows).toBe(8);
    expect(headers).toEqual(
      expect.arrayContaining(['入库数量', '出库数量', '锁定数量', '结余数量', '可用数量']),
    );
    const col = (name: string) => headers.indexOf(name) + 1;
    const film = [...Array(dataRows).keys()]
      .map((i) => sheet.getRow(i + 2))
      .find((r) => String(r.getCell(col('料号')).value) === 'FILM-PE-50')!;
    expect(Number(film.getCell(col('结余数量')).value)).toBe(1289.5);
    expect(Number(film.getCell(col('锁定数量')).value)).toBe(200);
  });
});

describe('goods lines', () => {
  it('keep balance = in − out and available = balance − locked, and take the book’s company and customer', async () => {
    const book = await newBook();
    const line = await ok(
      'POST',
      '/api/account-book-goods',
      goods(book.id, 1, { in_qty: '0.3', out_qty: '0.1' }),
    );
    expect(line).toMatchObject({ customer_code: 'C0001', company_id: book.company_id });
    expect(Number(line.balance_qty)).toBe(0.2);
    expect(Number(line.available_qty)).toBe(0.2);
    const edited = await ok('PUT', `/api/account-book-goods/${line.id}`, {
      version: line.version,
      out_qty: '0.25',
    });
    expect(Number(edited.balance_qty)).toBe(0.05);
  });

  it('refuse a balance below zero on out_qty, naming both quantities, and write nothing', async () => {
    const book = await newBook();
    const res = await t.call(
      'POST',
      '/api/account-book-goods',
      clerk,
      goods(book.id, 1, { in_qty: '10', out_qty: '12.5' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.out_qty).toContain('12.5');
    expect(res.json().errors.out_qty).toContain('10');
    const en = await t.call('POST', '/api/account-book-goods', clerk, goods(book.id, 1, { out_qty: '500' }), {
      'accept-language': 'en',
    });
    expect(en.json().errors.out_qty).toMatch(/balance cannot be negative/);
    const after = await ok('GET', `/api/account-book-goods?book_id=${book.id}`);
    expect(after.totalElements).toBe(0);
  });

  it('refuse an unknown HS code, a repeated item number and a move to another book', async () => {
    const book = await newBook();
    const bad = await t.call(
      'POST',
      '/api/account-book-goods',
      clerk,
      goods(book.id, 1, { code_t: '0000000000' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('code_t');
    const line = await ok('POST', '/api/account-book-goods', goods(book.id, 1));
    const twice = await t.call(
      'POST',
      '/api/account-book-goods',
      clerk,
      goods(book.id, 1, { cop_g_no: 'OTHER' }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toHaveProperty('g_no');
    const other = await newBook();
    const moved = await t.call('PUT', `/api/account-book-goods/${line.id}`, clerk, {
      version: line.version,
      book_id: other.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('book_id');
  });

  it('cannot be added to, changed in or deleted from a confirmed book', async () => {
    const book = await newBook();
    const line = await ok('POST', '/api/account-book-goods', goods(book.id, 1));
    await ok('POST', `/api/account-books/${book.id}/confirm`, { version: book.version });
    const added = await t.call('POST', '/api/account-book-goods', clerk, goods(book.id, 2));
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toContain('已确认');
    const changed = await t.call('PUT', `/api/account-book-goods/${line.id}`, clerk, {
      version: line.version,
      in_qty: '1',
    });
    expect(changed.statusCode).toBe(409);
    const removed = await t.call('DELETE', `/api/account-book-goods/${line.id}`, clerk);
    expect(removed.statusCode).toBe(409);
  });
});

describe('loss/consumption lines', () => {
  it('name a finished item as exg_no and a material item as m_g_no of the same book; rates 0 to 100', async () => {
    const book = await newBook();
    await ok('POST', '/api/account-book-goods', goods(book.id, 1, { type: 'I' }));
    await ok('POST', '/api/account-book-goods', goods(book.id, 1, { type: 'E', cop_g_no: 'NB-1' }));
    const loss = { book_id: book.id, exg_no: 1, m_g_no: 1, dec_dm: '0.8', tgbl_loss_rate: '2.5' };
    const saved = await ok('POST', '/api/account-book-losses', loss);
    expect(saved).toMatchObject({ exg_no: 1, m_g_no: 1, customer_code: 'C0001' });

    const noFinished = await t.call('POST', '/api/account-book-losses', clerk, { ...loss, exg_no: 7 });
    expect(noFinished.statusCode).toBe(400);
    expect(noFinished.json().errors.exg_no).toContain('成品序号 7');
    const noMaterial = await t.call(
      'POST',
      '/api/account-book-losses',
      clerk,
      { ...loss, m_g_no: 9 },
      {
        'accept-language': 'en',
      },
    );
    expect(noMaterial.json().errors.m_g_no).toMatch(/no material item no\. 9/);
    const rate = await t.call('POST', '/api/account-book-losses', clerk, {
      ...loss,
      intab_loss_rate: '100.5',
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().errors).toHaveProperty('intab_loss_rate');
  });
});

describe('book actions', () => {
  it('confirm needs goods and a valid book, submit needs a confirmed one; each is logged', async () => {
    const empty = await newBook();
    const noGoods = await t.call('POST', `/api/account-books/${empty.id}/confirm`, clerk, {
      version: empty.version,
    });
    expect(noGoods.statusCode).toBe(409);
    expect(noGoods.json().message).toContain('没有商品');

    const early = await t.call('POST', `/api/account-books/${empty.id}/submit`, clerk, {
      version: empty.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('未确认');

    await ok('POST', '/api/account-book-goods', goods(empty.id, 1));
    const stale = await t.call('POST', `/api/account-books/${empty.id}/confirm`, clerk, { version: 99 });
    expect(stale.statusCode).toBe(409);
    const confirmed = await ok('POST', `/api/account-books/${empty.id}/confirm`, { version: empty.version });
    expect(confirmed).toMatchObject({ status: '1', version: empty.version + 1 });
    expect(confirmed.confirm_time).toBeTruthy();
    const locked = await t.call('PUT', `/api/account-books/${empty.id}`, clerk, {
      version: confirmed.version,
      note: 'x',
    });
    expect(locked.statusCode).toBe(409);
    // the submit files the book through a channel (book-filing.test.ts)
    const channelId = await createFolderChannel(t, await t.login('admin'), tempMainDir(t));
    const submitted = await ok('POST', `/api/account-books/${empty.id}/submit`, {
      version: confirmed.version,
      channel_id: channelId,
    });
    expect(submitted.status).toBe('2');

    const log = await t.database.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(eq(operationLogs.record_id, String(empty.id)));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'confirm', 'submit']));
  });

  it('refuse to confirm a book whose validity has passed', async () => {
    const old = await newBook({ valid_date: '2020-01-31' });
    await ok('POST', '/api/account-book-goods', goods(old.id, 1));
    const res = await t.call('POST', `/api/account-books/${old.id}/confirm`, clerk, { version: old.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2020-01-31');
  });

  it('answers 404 for a book of another company, and 403 without the button permission', async () => {
    const book = await newBook();
    expect(
      (await t.call('POST', `/api/account-books/${book.id}/confirm`, finance, { version: book.version }))
        .statusCode,
    ).toBe(403);
    const missing = await t.call('POST', '/api/account-books/999999/confirm', admin, { version: 1 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('warehouse materials', () => {
  it('name an item of the book, compute the total, and take the book’s customer', async () => {
    const book = await newBook();
    await ok('POST', '/api/account-book-goods', goods(book.id, 3));
    const material = {
      book_id: book.id,
      ie_flag: 'I',
      h_seq: 3,
      matnr_no: 'HW-1',
      g_name: '主板',
      deal_qty: '3',
      deal_price: '12.34567',
      deal_curr: 'USD',
    };
    const saved = await ok('POST', '/api/warehouse-materials', material);
    expect(saved).toMatchObject({ customer_code: 'C0001', h_seq: 3 });
    expect(Number(saved.deal_total)).toBe(37.03701);
    const edited = await ok('PUT', `/api/warehouse-materials/${saved.id}`, {
      version: saved.version,
      deal_qty: '2',
    });
    expect(Number(edited.deal_total)).toBe(24.69134);
    const unknown = await t.call('POST', '/api/warehouse-materials', clerk, {
      ...material,
      matnr_no: 'HW-2',
      h_seq: 4,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('h_seq');
  });
});
