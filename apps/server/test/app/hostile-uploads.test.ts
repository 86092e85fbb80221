import http from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentBody,
  multipartFile,
  PDF,
  upload,
  warehouseWithSlot,
} from '../helpers/appointment-fixtures.ts';
import {
  billionLaughsXlsx,
  billionLaughsXml,
  emptyRowsXlsx,
  hugeCellXlsx,
  zipBombXlsx,
} from '../helpers/hostile-files.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every parser of uploaded content meets a hostile file (zip bomb, billion laughs, one huge cell, a million
 * empty rows): the server answers 4xx naming the file and the bound, writes nothing, and the next
 * request succeeds.
 */
let t: TestApp;
let admin: string;
let clerk: string;
let partner: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  partner = await t.login('partner01');
});
afterAll(() => t.close());

const HOSTILE: [string, () => Buffer, RegExp][] = [
  ['a zip bomb (400 MB in 1.6 MB)', zipBombXlsx, /最多 200000 行|压缩比不超过 200:1|解压后不超过/],
  ['one cell of 2 MB', hugeCellXlsx, /单元格最多 32767 个字符/],
  ['a million empty rows', () => emptyRowsXlsx(), /最多 200000 行/],
  ['billion laughs inside the sheet', billionLaughsXlsx, /不接受 DOCTYPE 或实体声明/],
];

const fieldMessage = (res: { json(): unknown }) =>
  (res.json() as { errors?: { file?: string } }).errors?.file;

describe('a book’s goods import (clerk)', () => {
  let bookId: number;
  beforeAll(async () => {
    const res = await t.call('POST', '/api/account-books', clerk, {
      customer_code: 'C0001',
      ems_no: 'T3701W799901',
      ems_type: '27',
      valid_date: '2030-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    bookId = res.json().id as number;
  });
  const importFile = (content: Buffer) => {
    const m = multipartFile('hostile.xlsx', content);
    return t.app.inject({
      method: 'POST',
      url: `/api/account-books/${bookId}/import/goods`,
      headers: { ...m.headers, 'access-token': clerk, 'accept-language': 'zh' },
      payload: m.body,
    });
  };

  it.each(HOSTILE)(
    'refuses %s with a 400 naming the file and the bound, writing nothing',
    async (_, file, bound) => {
      const res = await importFile(file());
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldMessage(res)).toMatch(/hostile\.xlsx/);
      expect(fieldMessage(res)).toMatch(bound);
      const goods = await t.call('GET', `/api/account-book-goods?book_id=${bookId}`, clerk);
      expect(goods.json().totalElements).toBe(0);
    },
  );

  it('imports a real spreadsheet right after', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('goods');
    sheet.addRow([
      '备案序号',
      '料号',
      '料件成品标记',
      '商品编码',
      '商品名称',
      '计量单位',
      '币制',
      '入库数量',
      '出库数量',
    ]);
    sheet.addRow([1, 'P-001', 'I', '8473309000', '主板', '007', 'USD', 10, 0]);
    const res = await importFile(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, imported: 1 });
  });
});

describe('an attachment of a partner’s own draft appointment', () => {
  let header: number;
  beforeAll(async () => {
    const place = await warehouseWithSlot(t, admin, 20);
    const res = await t.call('POST', '/api/appointments', partner, appointmentBody(place));
    expect(res.statusCode, res.body).toBe(201);
    const rows = (
      await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${res.json().id}`, partner)
    ).json().content as { id: number; is_header: boolean }[];
    header = rows.find((r) => r.is_header)!.id;
  });

  it.each(HOSTILE)('refuses %s and stores nothing', async (_, file, bound) => {
    const res = await upload(t, partner, header, 'hostile.xlsx', file());
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldMessage(res)).toMatch(bound);
    const row = (await t.call('GET', `/api/attachments/${header}`, partner)).json() as { file_key?: unknown };
    expect(row.file_key ?? null).toBeNull();
  });

  it('takes a real file right after', async () => {
    expect((await upload(t, partner, header, 'invoice.pdf', PDF)).statusCode).toBe(200);
  });
});

describe('receipts and avatars', () => {
  it('refuses a billion-laughs receipt and one over 1 MB, then records nothing and answers the next', async () => {
    const laughs = await t.call('POST', '/api/receipts/upload', clerk, billionLaughsXml().toString(), {
      'content-type': 'application/xml',
    });
    expect(laughs.statusCode, laughs.body).toBe(400);
    const big = multipartFile('big.xml', Buffer.alloc(2 * 1024 * 1024, 0x20), 'text/xml');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/receipts/upload',
      headers: { ...big.headers, 'access-token': clerk },
      payload: big.body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/1 MB/);
    expect((await t.call('GET', '/api/declarations?page=1&size=20', clerk)).statusCode).toBe(200);
  });

  it('refuses an avatar over 2 MB with the bound, and the next request succeeds', async () => {
    const m = multipartFile('me.png', Buffer.alloc(3 * 1024 * 1024, 1), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys-user/upload-portrait',
      headers: { ...m.headers, 'access-token': clerk },
      payload: m.body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/2 MB/);
    expect((await t.call('GET', '/sys-user/get-user-info', clerk)).statusCode).toBe(200);
  });
});

describe('a streamed (chunked) upload over the limit', () => {
  /** Sends a multipart file in 1 MB chunks without a length, as a browser streaming a large file may. */
  async function streamed(url: string, token: string, name: string, megabytes: number) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const boundary = '----streamed';
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/xml\r\n\r\n`,
      );
      for (let i = 0; i < megabytes; i++) req.write(Buffer.alloc(1024 * 1024, 0x61));
      req.end(`\r\n--${boundary}--\r\n`);
    });
  }

  it('is refused with 413 and the limit, never taken as a shorter file', async () => {
    const res = await streamed('/api/receipts/upload', clerk, 'big.xml', 3);
    expect(res.status, res.body).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/1 MB/);
  });
});
