import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../../db/client.ts';
import { bills } from '../../../db/schema/index.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { scopeCondition } from '../../../plugins/data-scope.ts';

/** The caller's charge lines (their company's, within the customers they are limited to). */
const lineScope = (actor: Actor) =>
  scopeCondition(actor, { company: bills.company_id, customer: bills.customer_code });

export interface AgeingRow {
  party: string;
  party_type: string | null;
  customer_code: string | null;
  carrier_id: number | null;
  current: string;
  d31_60: string;
  d61_90: string;
  over_90: string;
  total: string;
}

/**
 * Open amounts (bill_amount − paid_amount of confirmed, invoiced and partly paid lines with an event date
 * on or before `asOf`) per party, in bands of days past the event date: 0–30, 31–60, 61–90, over 90.
 * Credit lines (negative) lower their party's figures. Exact: summed as numeric in SQL, answered as text.
 */
export async function ageing(
  db: DbOrTx,
  actor: Actor,
  q: { io_type?: string | undefined; as_of: string },
): Promise<AgeingRow[]> {
  const open = sql`(bills.bill_amount - coalesce(bills.paid_amount, 0))`;
  const days = sql`(${q.as_of}::date - bills.event_date)`;
  const band = (cond: ReturnType<typeof sql>) =>
    sql`coalesce(sum(${open}) filter (where ${cond}), 0)::numeric(18, 2)::text`;
  return executeRows<AgeingRow>(
    db,
    sql`select coalesce(max(bills.party_name), coalesce(bills.customer_code, bills.carrier_id::text)) as party,
               max(bills.party_type) as party_type, bills.customer_code, bills.carrier_id,
               ${band(sql`${days} <= 30`)} as current,
               ${band(sql`${days} between 31 and 60`)} as d31_60,
               ${band(sql`${days} between 61 and 90`)} as d61_90,
               ${band(sql`${days} > 90`)} as over_90,
               coalesce(sum(${open}), 0)::numeric(18, 2)::text as total
          from bills
         where ${lineScope(actor)} and bills.status in ('confirmed', 'invoiced', 'partly_paid')
           and bills.event_date <= ${q.as_of}::date
           ${q.io_type ? sql`and bills.io_type = ${q.io_type}` : sql``}
         group by bills.customer_code, bills.carrier_id
        having sum(${open}) <> 0
         order by sum(${open}) desc, party`,
  );
}

export interface ProfitRow {
  key: string;
  source_no: string | null;
  customer: string | null;
  receivable: string;
  payable: string;
  profit: string;
}

/**
 * Receivable minus payable per task order (lines carrying the task) or per declaration (lines of a
 * declaration source, by its number), of confirmed or later lines (not drafts, not void) with an event
 * date in the period; a page of rows, largest profit first.
 */
export async function profit(
  db: DbOrTx,
  actor: Actor,
  q: {
    by: 'task' | 'declaration';
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    size: number;
  },
): Promise<{ content: ProfitRow[]; totalElements: number }> {
  const period = sql`${q.from ? sql`and bills.event_date >= ${q.from}::date` : sql``}
    ${q.to ? sql`and bills.event_date <= ${q.to}::date` : sql``}`;
  const lines = sql`${lineScope(actor)} and bills.status in ('confirmed', 'invoiced', 'partly_paid', 'paid') ${period}`;
  const sums = sql`coalesce(sum(bills.bill_amount) filter (where bills.io_type = 'receivable'), 0)::numeric(18, 2) as receivable,
                   coalesce(sum(bills.bill_amount) filter (where bills.io_type = 'payable'), 0)::numeric(18, 2) as payable`;
  const grouped =
    q.by === 'task'
      ? sql`select bills.task_order_id::text as key, max(t.task_no) as source_no,
                   coalesce(max(t.customer_name), max(t.customer_code)) as customer, ${sums}
              from bills left join task_orders t on t.id = bills.task_order_id
             where ${lines} and bills.task_order_id is not null
             group by bills.task_order_id`
      : sql`select bills.source_no as key, bills.source_no, max(bills.party_name) as customer, ${sums}
              from bills
             where ${lines} and bills.source_type = 'declaration' and bills.source_no is not null
             group by bills.source_no`;
  const [total] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`);
  const content = await executeRows<ProfitRow>(
    db,
    sql`select key, source_no, customer, receivable::text, payable::text, (receivable - payable)::text as profit
          from (${grouped}) g
         order by receivable - payable desc, key
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { content, totalElements: total?.n ?? 0 };
}
