import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;

beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number; version: number };

async function ok<T = Row>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await t.call(method, url, clerk, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

let n = 0;
async function bookWithGoods() {
  n += 1;
  const book = await ok('POST', '/api/account-books', {
    customer_code: 'C0001',
    ems_no: `T3701W8${String(n).padStart(5, '0')}`,
    ems_outside: '0',
    ems_type: '27',
    master_cuscd: '3701',
    valid_date: '2030-12-31',
  });
  await ok('POST', '/api/account-book-goods', {
    book_id: book.id,
    g_no: 1,
    cop_g_no: 'PART-1',
    type: 'I',
    code_t: '8473309000',
    g_name: '笔记本电脑主板',
    unit: '007',
    curr: 'USD',
    in_qty: '1',
    out_qty: '0',
  });
  return book;
}

describe('the account book moves by its definition', () => {
  it('names the state and the states a move leaves from when refused, refuses a stale version, and logs each move', async () => {
    const book = await bookWithGoods();
    const early = await t.call('POST', `/api/account-books/${book.id}/submit`, clerk, {
      version: book.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `账册“${String(book.ems_no)}”状态为“未确认”，不能提交；只有“已确认”状态可以提交`,
    );
    const stale = await t.call('POST', `/api/account-books/${book.id}/confirm`, clerk, {
      version: book.version + 5,
    });
    expect(stale.statusCode).toBe(409);

    const confirmed = await ok('POST', `/api/account-books/${book.id}/confirm`, { version: book.version });
    // the answer is the saved record
    expect(confirmed).toMatchObject({ id: book.id, status: '1', ems_no: book.ems_no });
    const again = await t.call('POST', `/api/account-books/${book.id}/confirm`, clerk, {
      version: confirmed.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('只有“未确认” / “申报失败”状态可以确认');
    // the submit files the book through a channel (book-filing.test.ts): without one it writes nothing
    const noChannel = await t.call('POST', `/api/account-books/${book.id}/submit`, clerk, {
      version: confirmed.version,
    });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().errors).toHaveProperty('channel_id');

    const log = await ok<{ content: { action: string; user_name: string | null }[] }>(
      'GET',
      `/api/account-books/${book.id}/log`,
    );
    expect(log.content.map((e) => e.action)).toEqual(['confirm']);
    expect(log.content.every((e) => e.user_name)).toBe(true);
  });
});
