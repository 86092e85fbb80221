import { and, eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businessDate8 } from '@app/shared';
import type { DbOrTx } from './client.ts';

/** The advisory lock class of document numbering (the second key is the company). */
const NUMBER_LOCK = 7310150;
/** Sequence digits after the date: up to 9,999 documents of one kind per company and day. */
const SEQ_DIGITS = 4;

/**
 * The next number of a kind of document in a company: the prefix, the business date (yyyyMMdd) and a
 * sequence that restarts every day (RW202611250001). Numbers are taken under a transaction-scoped
 * advisory lock per company, so two creates at once never get the same one; the lock is released when
 * the create's transaction ends (a rolled-back create gives its number back).
 */
export async function nextDocNo(
  tx: DbOrTx,
  kind: { prefix: string; table: PgTable; no: PgColumn; company: PgColumn },
  companyId: number,
  at: Date = new Date(),
): Promise<string> {
  const lockClass = NUMBER_LOCK + kind.prefix.charCodeAt(0) * 256 + kind.prefix.charCodeAt(1);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${companyId}::int)`);
  const stem = `${kind.prefix}${businessDate8(at)}`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${kind.no})` })
    .from(kind.table)
    .where(and(eq(kind.company, companyId), like(kind.no, `${stem}%`)));
  const last = row?.last ? Number(row.last.slice(stem.length)) : 0;
  return `${stem}${String((Number.isFinite(last) ? last : 0) + 1).padStart(SEQ_DIGITS, '0')}`;
}
