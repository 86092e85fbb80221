import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { chargeIssueSchema, FINANCE_BUSINESS_TYPES, localize, t, type Lang } from '@app/shared';
import type { Db } from '../../../db/client.ts';
import { carriers } from '../../../db/schema/index.ts';
import { chargeIssues } from '../../../db/schema/finance.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { scopeCondition } from '../../../plugins/data-scope.ts';
import { offsetOf } from '../../../plugins/paging.ts';

/** The detail as stored (jsonb): an object of the missing piece's values, or null. */
const issueDetail = chargeIssueSchema.shape.detail;

interface IssueDetail {
  currency?: string;
  year?: number;
  month?: number;
  customer_code?: string | null;
  carrier_id?: number | null;
  business_type?: string;
}

/** What is missing, in words: the currency and month of a rate, or the party and business of a contract. */
export function issueMessage(
  reason: string,
  detail: IssueDetail,
  eventDate: string | null,
  carrierName: string | null,
  lang: Lang,
): string {
  if (reason === 'no_rate')
    return t('finance.no_rate', lang, {
      currency: detail.currency ?? '',
      year: detail.year ?? '',
      month: detail.month ?? '',
    });
  const business = FINANCE_BUSINESS_TYPES.find((o) => o.value === detail.business_type);
  return t('finance.no_contract', lang, {
    party: detail.customer_code ?? carrierName ?? String(detail.carrier_id ?? ''),
    business: business ? localize(business.label, lang) : (detail.business_type ?? ''),
    date: eventDate ?? '',
  });
}

/** A page of the caller's company's charge issues, newest first, each with its missing piece named. */
export async function listChargeIssues(
  db: Db,
  actor: Actor,
  query: { page: number; size: number; source_type?: string | undefined },
  lang: Lang,
) {
  const parts: SQL[] = [scopeCondition(actor, { company: chargeIssues.company_id })];
  if (query.source_type) parts.push(eq(chargeIssues.source_type, query.source_type));
  const where = and(...parts);
  const [total] = await db.select({ n: count() }).from(chargeIssues).where(where);
  const rows = await db
    .select({
      id: chargeIssues.id,
      source_type: chargeIssues.source_type,
      source_id: chargeIssues.source_id,
      source_no: chargeIssues.source_no,
      reason: chargeIssues.reason,
      detail: chargeIssues.detail,
      event_date: chargeIssues.event_date,
      update_time: chargeIssues.update_time,
      carrier_name: carriers.carrier_name,
    })
    .from(chargeIssues)
    .leftJoin(carriers, sql`${carriers.id} = (${chargeIssues.detail} ->> 'carrier_id')::int`)
    .where(where)
    .orderBy(desc(chargeIssues.update_time), desc(chargeIssues.id))
    .limit(query.size)
    .offset(offsetOf(query.page, query.size));
  const content = rows.map(({ carrier_name, ...row }) => ({
    ...row,
    detail: issueDetail.parse(row.detail),
    message: issueMessage(row.reason, (row.detail ?? {}) as IssueDetail, row.event_date, carrier_name, lang),
  }));
  return { content, totalElements: total?.n ?? 0, page: query.page, size: query.size };
}
