import { sql } from 'drizzle-orm';
import { executeRows, type Tx } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Waits until another session waits for a lock held by the transaction `tx`: a concurrent request has
 * reached the write that conflicts with the transaction's. PostgreSQL only: the embedded database runs
 * one statement at a time, so nothing runs beside the transaction there and this returns at once.
 */
export async function untilBlockedBy(t: TestApp, tx: Tx, timeoutMs = 20_000): Promise<void> {
  if (t.database.kind !== 'postgres') return;
  const [self] = await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.queryRows<{ n: number }>(
      'test_blocked_by',
      'select count(*)::int as n from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))',
      [self!.pid],
    );
    if (row!.n > 0) return;
    if (Date.now() > until) throw new Error(`no session waited for the transaction within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the interval of this poll
  }
}
