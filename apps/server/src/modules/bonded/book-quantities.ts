import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * How a list moves its items' quantities on the book: lock (an outbound list declared), release (refused),
 * deduct-in (an inbound list deducted), deduct-out (an outbound one deducted, its lock released).
 * balance = in − out and available = balance − locked are kept in the same statement.
 */
const SETS = {
  lock: 'locked_qty = g.locked_qty + v.q, available_qty = g.available_qty - v.q',
  release:
    'locked_qty = greatest(g.locked_qty - v.q, 0), available_qty = g.balance_qty - greatest(g.locked_qty - v.q, 0)',
  'deduct-in':
    'in_qty = g.in_qty + v.q, balance_qty = g.balance_qty + v.q, available_qty = g.available_qty + v.q',
  'deduct-out':
    'out_qty = g.out_qty + v.q, balance_qty = g.balance_qty - v.q, locked_qty = greatest(g.locked_qty - v.q, 0), ' +
    'available_qty = g.balance_qty - v.q - greatest(g.locked_qty - v.q, 0)',
} as const;

/** Moves the quantities of many items of one book in one statement (item g_no → quantity as a decimal string). */
export async function moveItems(
  tx: DbOrTx,
  book: { bookId: number; kind: string },
  quantities: Map<number, string>,
  change: keyof typeof SETS,
): Promise<void> {
  if (!quantities.size) return;
  const nos = `{${[...quantities.keys()].join(',')}}`;
  const qs = `{${[...quantities.values()].join(',')}}`;
  await tx.execute(sql`
    update account_book_goods g set ${sql.raw(SETS[change])}
      from (select unnest(${nos}::int[]) as g_no, unnest(${qs}::numeric[]) as q) v
     where g.book_id = ${book.bookId} and g.type = ${book.kind} and g.g_no = v.g_no`);
}
