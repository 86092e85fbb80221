import { sql, type SQL } from 'drizzle-orm';
import { businessTimeZone } from '@app/shared';
import { executeRows, type DbOrTx } from '../../../db/client.ts';
import { CHARGE_SOURCES, quantityCase, type ChargeSource } from './charge-sources.ts';

export type ChargeSourceType = ChargeSource['type'];

export interface RaiseOptions {
  companyId?: number;
  sourceType?: ChargeSourceType;
  /** One document, or several (a batch of receipts): charged in one statement. */
  sourceId?: number | readonly number[];
  /** Event dates from (inclusive), YYYY-MM-DD. */
  from?: string;
  /** Event dates to (inclusive), YYYY-MM-DD. */
  to?: string;
}

/** A statement's options: a sweep's run is cut into windows of source ids (`ids`, inclusive). */
interface StatementOptions extends RaiseOptions {
  ids?: readonly [number, number];
}

/**
 * Source ids per statement of a run over every document (the sweep, a company's run): each statement's
 * working rows (the events, their contracts, priced lines) stay within the database's work memory and
 * its lines are inserted in one batch; a run over 100,000 documents is twenty statements.
 */
export const SWEEP_WINDOW = 5000;

export interface RaiseResult {
  /** Charge lines written by this run. */
  raised: number;
  /** Sources left with a charge issue (no contract in force, no exchange rate of the month). */
  issues: number;
}

/** Ids as one array literal parameter (`{1,2,3}`). */
const idArray = (ids: number | readonly number[]) =>
  `{${(typeof ids === 'number' ? [ids] : ids).map((id) => Math.trunc(Number(id))).join(',')}}`;

/** Fixed fragments of a source (see charge-sources.ts), with the time-zone parameter in place. */
const frag = (text: string, tz: string): SQL => {
  const parts = text.split('$TZ');
  return sql.join(
    parts.map((p, i) => (i < parts.length - 1 ? sql`${sql.raw(p)}${tz}` : sql.raw(p))),
    sql``,
  );
};

/**
 * One set-based statement raising the charge lines of one kind of document (docs/finance.md, Pricing):
 * the documents past their event that have no line yet for the party (`todo`), the contract in force
 * for each (company, party, business type, enabled, validity), one line per contract item whose charge
 * item has this event and the contract's side, priced in numeric, converted at the event month's rates,
 * inserted once (ON CONFLICT on bills_source_charge). Documents without a contract or a rate get a
 * charge_issues row naming what is missing; the issue goes when the document is charged.
 */
export function raiseStatement(src: ChargeSource, o: StatementOptions): SQL {
  const tz = businessTimeZone();
  const f = (text: string) => frag(text, tz);
  const filters: SQL[] = [sql`${f(src.done)}`, sql`${f(src.company)} is not null`];
  if (o.companyId !== undefined) filters.push(sql`${f(src.company)} = ${o.companyId}`);
  // the sources taken, on the documents and on their lines: the charged lines are looked up within
  // them whatever the planner believes of bills (the embedded database never analyses it by itself)
  const taken = (column: string): SQL[] => [
    // one array parameter, however many ids: the statement's text is the same for every batch
    ...(o.sourceId !== undefined ? [sql`${sql.raw(column)} = any(${idArray(o.sourceId)}::int[])`] : []),
    ...(o.ids ? [sql`${sql.raw(column)} between ${o.ids[0]} and ${o.ids[1]}`] : []),
  ];
  filters.push(...taken('s.id'));
  if (o.from) filters.push(sql`${f(src.date)} >= ${o.from}::date`);
  if (o.to) filters.push(sql`${f(src.date)} <= ${o.to}::date`);
  const where = sql.join(filters, sql` and `);
  const head = (io: 'receivable' | 'payable') =>
    io === 'receivable'
      ? sql`${f(src.customer)} as customer_code, null::int as carrier_id, 'receivable'::text as io_type, 'customer'::text as party_type`
      : sql`null::varchar as customer_code, ${f(src.carrier!)} as carrier_id, 'payable'::text as io_type, 'supplier'::text as party_type`;
  const side = (io: 'receivable' | 'payable') => sql`
    select s.id as source_id, ${f(src.no)} as source_no, ${f(src.company)} as company_id, ${head(io)},
      ${f(src.date)} as event_date, ${f(src.task)} as task_order_id
    from ${sql.raw(src.table)} s where ${where}
      ${io === 'payable' ? sql`and ${f(src.carrier!)} is not null` : sql``}`;
  const events = src.carrier ? sql`${side('receivable')} union all ${side('payable')}` : side('receivable');
  const rate = (cur: SQL, other: SQL, alias: string) =>
    sql`case when ${cur} = ${other} or ${cur} = 'CNY' then 1 else ${sql.raw(alias)}.rate end`;
  return sql`
with ev as (${events}),
todo as (
  select ev.* from ev
  -- literal type and the partial predicate spelled out: the lookup uses the bills_source_charge index
  where not exists (select 1 from bills b where b.source_type = ${sql.raw(`'${src.type}'`)}
    and b.source_type <> 'manual' and b.source_id = ev.source_id and b.io_type = ev.io_type
    and b.reversal_of is null ${sql.join(
      taken('b.source_id').map((c) => sql`and ${c}`),
      sql` `,
    )})
),
k as (
  select todo.*, c.id as contract_id, c.currency, c.settle_currency, c.party_name
  from todo left join lateral (
    select c.* from contracts c
    where c.company_id = todo.company_id and c.status = '1' and c.business_type = ${src.business}
      and c.party_type = todo.party_type
      and (case when todo.party_type = 'customer' then c.customer_code = todo.customer_code
                else c.carrier_id = todo.carrier_id end)
      and todo.event_date between c.valid_from and c.valid_to
    order by c.id limit 1
  ) c on true
),
-- materialized: each quantity (a count per document) is computed once, not once per reference
lines as materialized (
  select k.*, ci.charge_item_id, ci.price, coalesce(ci.min_charge, 0) as min_charge,
    coalesce(ci.free_qty, 0) as free_qty, ${f(quantityCase(src))} as qty
  from k
  join ${sql.raw(src.table)} s on s.id = k.source_id
  join contract_items ci on ci.contract_id = k.contract_id
  join charge_items it on it.id = ci.charge_item_id and it.event = ${src.event} and it.io_type = k.io_type
    and it.status = '1'
    and (coalesce(it.company_ids, '') = ''
      or k.company_id::text = any(string_to_array(replace(it.company_ids, ' ', ''), ',')))
  where k.contract_id is not null
),
priced as (
  select l.*, round(greatest(greatest(l.qty - l.free_qty, 0) * l.price, l.min_charge), 2) as amount,
    ${rate(sql`l.currency`, sql`l.settle_currency`, 'fr')} as from_rate,
    ${rate(sql`l.settle_currency`, sql`l.currency`, 'tr')} as to_rate
  from lines l
  left join exchange_rates fr on l.currency <> l.settle_currency and l.currency <> 'CNY'
    and fr.cus_code = l.currency
    and fr.year = extract(year from l.event_date)::int and fr.month = extract(month from l.event_date)::int
  left join exchange_rates tr on l.currency <> l.settle_currency and l.settle_currency <> 'CNY'
    and tr.cus_code = l.settle_currency
    and tr.year = extract(year from l.event_date)::int and tr.month = extract(month from l.event_date)::int
  where l.qty is not null and l.qty - l.free_qty > 0
),
blocked as (
  select distinct on (source_id, io_type) source_id, io_type,
    case when from_rate is null then currency else settle_currency end as currency,
    extract(year from event_date)::int as year, extract(month from event_date)::int as month
  from priced where from_rate is null or to_rate is null
  order by source_id, io_type
),
ins as (
  insert into bills (id, company_id, bill_no, io_type, party_type, customer_code, carrier_id, party_name,
    charge_item_id, contract_id, source_type, source_id, source_no, task_order_id, event_date, quantity,
    unit_price, currency, amount, exchange_rate, bill_currency, bill_amount, paid_amount, status)
  overriding system value
  select n.id, n.company_id, 'FY' || to_char(n.event_date, 'YYYYMMDD') || lpad(n.id::text, 8, '0'),
    n.io_type, n.party_type, n.customer_code, n.carrier_id, n.party_name, n.charge_item_id, n.contract_id,
    ${src.type}, n.source_id, n.source_no, n.task_order_id, n.event_date, n.qty, n.price, n.currency,
    n.amount, round(n.from_rate / n.to_rate, 6), n.settle_currency,
    round(n.amount * n.from_rate / n.to_rate, 2), 0, 'draft'
  from (
    select nextval('bills_id_seq') as id, p.* from priced p
    where p.from_rate is not null and p.to_rate is not null
      and not exists (select 1 from blocked b where b.source_id = p.source_id and b.io_type = p.io_type)
  ) n
  on conflict (source_type, source_id, charge_item_id, io_type)
    where reversal_of is null and source_type <> 'manual' do nothing
  returning 1
),
problem as (
  select distinct on (source_id) * from (
    select k.source_id, k.io_type, k.source_no, k.company_id, k.event_date, 'no_contract' as reason,
      jsonb_build_object('io_type', k.io_type, 'party_type', k.party_type, 'customer_code', k.customer_code,
        'carrier_id', k.carrier_id, 'business_type', ${src.business}::text) as detail
    from k where k.contract_id is null
    union all
    select b.source_id, b.io_type, k.source_no, k.company_id, k.event_date, 'no_rate',
      jsonb_build_object('io_type', b.io_type, 'currency', b.currency, 'year', b.year, 'month', b.month)
    from blocked b join k on k.source_id = b.source_id and k.io_type = b.io_type
  ) x order by source_id, io_type desc
),
up as (
  insert into charge_issues (company_id, source_type, source_id, source_no, reason, detail, event_date, update_time)
  select company_id, ${src.type}, source_id, source_no, reason, detail, to_char(event_date, 'YYYY-MM-DD'), now()
  from problem
  on conflict (source_type, source_id) do update set reason = excluded.reason, detail = excluded.detail,
    source_no = excluded.source_no, event_date = excluded.event_date, update_time = now()
    -- an issue that is still the same is left alone (the sweep runs over every open issue each time)
    where (charge_issues.reason, charge_issues.detail, charge_issues.source_no, charge_issues.event_date)
      is distinct from (excluded.reason, excluded.detail, excluded.source_no, excluded.event_date)
  returning 1
),
del as (
  delete from charge_issues ci where ci.source_type = ${src.type}
    and ci.source_id in (select source_id from ev)
    and ci.source_id not in (select source_id from problem)
  returning 1
)
select (select count(*) from ins)::int as raised, (select count(*) from problem)::int as issues,
  (select count(*) from del)::int as cleared`;
}

/** The id windows a run takes a source table in: one run (no window) for given documents. */
async function windows(
  db: DbOrTx,
  src: ChargeSource,
  o: RaiseOptions,
): Promise<(readonly [number, number] | undefined)[]> {
  if (o.sourceId !== undefined) return [undefined];
  const [span] = await executeRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(id) as lo, max(id) as hi from ${sql.raw(src.table)}`,
  );
  if (span?.lo == null || span.hi == null) return [];
  const out: (readonly [number, number])[] = [];
  for (let lo = Number(span.lo); lo <= Number(span.hi); lo += SWEEP_WINDOW)
    out.push([lo, lo + SWEEP_WINDOW - 1] as const);
  return out;
}

/**
 * Raises the charge lines of business events (docs/finance.md): for one document (right after its
 * event, in the event's transaction), a company on demand, or everything in the periodic sweep.
 * Idempotent: a document already charged for a party is skipped, and the unique key refuses a second
 * line of a charge item even when two runs race.
 */
export async function raiseCharges(db: DbOrTx, options: RaiseOptions = {}): Promise<RaiseResult> {
  const types = options.sourceType
    ? [options.sourceType]
    : (Object.keys(CHARGE_SOURCES) as ChargeSourceType[]);
  const total: RaiseResult = { raised: 0, issues: 0 };
  for (const type of types) {
    const src = CHARGE_SOURCES[type]!;
    for (const ids of await windows(db, src, options)) {
      const [row] = await executeRows<{ raised: number; issues: number }>(
        db,
        raiseStatement(src, ids ? { ...options, ids } : options),
      );
      total.raised += Number(row?.raised ?? 0);
      total.issues += Number(row?.issues ?? 0);
    }
  }
  return total;
}

/**
 * The charge lines of one document (or of a batch's documents, in one statement), right after its event,
 * in the event's transaction (called by the module that moved it). Inside a savepoint: a failing raise
 * never undoes the event; the sweep charges the document later.
 */
export async function raiseFor(
  tx: DbOrTx,
  sourceType: ChargeSourceType,
  sourceId: number | readonly number[],
) {
  if (typeof sourceId !== 'number' && sourceId.length === 0) return { raised: 0, issues: 0 };
  try {
    return await tx.transaction((sp) => raiseCharges(sp, { sourceType, sourceId }));
  } catch {
    return { raised: 0, issues: 0 };
  }
}
