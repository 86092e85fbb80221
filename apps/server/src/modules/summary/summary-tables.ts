import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessTimeZone } from '@app/shared';
import type { Database } from '../../db/client.ts';
import { declarationDayCounts, declarationMonthCodes, summaryZone } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';

/**
 * The summary tables (migration 0028) count declarations by business day: when the server's business
 * time zone is not the one they were counted in, they are counted again in it (one transaction; about
 * 5 s at a million declarations). Every process on one database must use the same zone.
 */
export async function syncSummaryZone(database: Database, zone = businessTimeZone()): Promise<boolean> {
  const [row] = await database.db.select().from(summaryZone).where(eq(summaryZone.id, 1));
  if (row?.time_zone === zone) return false;
  await database.db.transaction(async (tx) => {
    await tx
      .insert(summaryZone)
      .values({ id: 1, time_zone: zone })
      .onConflictDoUpdate({ target: summaryZone.id, set: { time_zone: zone } });
    await tx.execute(sql`select declaration_summary_rebuild()`);
  });
  return true;
}

/** The caller's declarations in the day counts: the list's scope (company, listed customers, partner's code). */
export const dayCountScope = (actor: Actor): SQL =>
  scopeCondition(actor, {
    company: declarationDayCounts.company_id,
    customer: declarationDayCounts.customer_code,
  });

/** The same scope in the month codes. */
export const monthCodeScope = (actor: Actor): SQL =>
  scopeCondition(actor, {
    company: declarationMonthCodes.company_id,
    customer: declarationMonthCodes.customer_code,
  });

/**
 * The company whose declarations are the caller's whole scope (staff not limited to some customers);
 * null for a partner or a staff user who sees only some customers.
 */
export function wholeCompany(actor: Actor): number | null {
  if (actor.isCustomerClient || actor.viewCustomerCodes.length > 0) return null;
  return actor.companyId;
}

/** Registers the zone check at start (the tables may predate a change of BUSINESS_TIME_ZONE). */
export async function summaryTablesOnStart(app: FastifyInstance) {
  if (await syncSummaryZone(app.database))
    app.log.info(`Counted the declarations' summary tables again in ${businessTimeZone()}`);
}
