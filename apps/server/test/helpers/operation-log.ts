import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { operationLogs } from '../../src/db/schema/index.ts';

/** How many operation-log rows there are (a failed write must leave the count unchanged). */
export async function operationLogCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operationLogs);
  return row!.n;
}

/** The newest operation-log row of one action on one record. */
export async function lastOperation(db: Db, target: string, action: string, recordId: number) {
  const [row] = await db
    .select()
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.action, action),
        eq(operationLogs.target, target),
        eq(operationLogs.record_id, String(recordId)),
      ),
    )
    .orderBy(desc(operationLogs.id))
    .limit(1);
  return row;
}
