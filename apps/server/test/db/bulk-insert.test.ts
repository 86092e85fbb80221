import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsert } from '../../src/db/bulk-insert.ts';
import { account_book_goods, account_books } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let bookId: number;

beforeAll(async () => {
  t = await startTestApp();
  const [book] = await t.database.db
    .insert(account_books)
    .values({ ems_no: 'T37BULK00001', ems_type: '27', status: '0', customer_code: 'C0001' })
    .returning({ id: account_books.id });
  bookId = book!.id;
});
afterAll(() => t.close());

const line = (g_no: number, extra: Partial<typeof account_book_goods.$inferInsert> = {}) => ({
  book_id: bookId,
  g_no,
  cop_g_no: `BULK-${String(g_no)}`,
  type: 'I',
  status: '1',
  code_t: '8471300000',
  g_name: '笔记本电脑',
  ...extra,
});

describe('bulkInsert (one array parameter per column)', () => {
  it('writes every row with its values exactly, across batches, text that needs quoting included', async () => {
    const awkward = ['a "quoted", {braced} name', 'back\\slash', 'NULL', '', '多行\n文本\t制表', "it's"];
    const rows = Array.from({ length: 23 }, (_, i) =>
      line(i + 1, {
        g_name: awkward[i % awkward.length]!,
        g_model: i % 2 ? null : `型号 ${String(i)}`,
        dec_price: i === 3 ? '12345678901234.12345' : '0.1',
        in_qty: '100.12345',
      }),
    );
    await bulkInsert(t.database.db, account_book_goods, rows, 5);
    const back = await t.database.db
      .select()
      .from(account_book_goods)
      .where(eq(account_book_goods.book_id, bookId))
      .orderBy(account_book_goods.g_no);
    expect(back).toHaveLength(23);
    back.forEach((row, i) => {
      expect(row.g_name).toBe(awkward[i % awkward.length]);
      expect(row.g_model).toBe(i % 2 ? null : `型号 ${String(i)}`);
      expect(Number(row.in_qty)).toBe(100.12345);
      // defaults: a value default (version 1) and SQL defaults (now()) of columns no row names
      expect(row.version).toBe(1);
      expect(row.create_time).toBeInstanceOf(Date);
    });
    expect(back[3]!.dec_price).toBe('12345678901234.12345');
  });

  it('fills a value default for rows that leave the column out, and writes nothing when a row breaks a constraint', async () => {
    await bulkInsert(t.database.db, account_book_goods, [
      line(101, { version: 7 }),
      line(102), // takes version's default, 1
    ]);
    const versions = await t.database.db
      .select({ g_no: account_book_goods.g_no, version: account_book_goods.version })
      .from(account_book_goods)
      .where(eq(account_book_goods.book_id, bookId))
      .orderBy(account_book_goods.g_no);
    expect(versions.filter((v) => v.g_no > 100)).toEqual([
      { g_no: 101, version: 7 },
      { g_no: 102, version: 1 },
    ]);
    // the same item number twice in one statement: the unique index refuses the whole statement
    await expect(bulkInsert(t.database.db, account_book_goods, [line(201), line(201)])).rejects.toThrow();
    const after = await t.database.db
      .select({ g_no: account_book_goods.g_no })
      .from(account_book_goods)
      .where(eq(account_book_goods.g_no, 201));
    expect(after).toEqual([]);
  });

  it('refuses a column whose SQL default some rows give and others leave out', async () => {
    await expect(
      bulkInsert(t.database.db, account_book_goods, [line(301, { create_time: new Date() }), line(302)]),
    ).rejects.toThrow(/create_time has an SQL default/);
  });
});
