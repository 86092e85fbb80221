/**
 * The documents bench/summary.ts measures its calls over, loaded set-based into a migrated database with
 * the demo (generate_series with a fixed seed, the tables' secondary indexes dropped for the load and
 * built again, the charges raised once as the sweep would have).
 */
import { sql } from 'drizzle-orm';
import { businessDay } from '@app/shared';
import { executeRows, type Database } from '../apps/server/src/db/client.ts';
import { raiseCharges } from '../apps/server/src/modules/finance/charging/raise-charges.ts';

/** The secondary indexes of a table, dropped for a bulk load and built again after it. */
async function withoutIndexes(database: Database, table: string, load: () => Promise<void>) {
  const indexes = await executeRows<{ name: string; def: string }>(
    database.db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.tablename = ${table} and i.schemaname = 'public'
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const i of indexes) await database.db.execute(sql.raw(`drop index "${i.name}"`));
  await load();
  for (const i of indexes) await database.db.execute(sql.raw(i.def));
  return indexes.length;
}

/**
 * `declarations` declarations of the first company over the last 365 days and `appointments`
 * appointments over ±60 days, in set-based statements (a fixed seed, so every run loads the same rows).
 */
export async function loadDocuments(
  database: Database,
  declarations: number,
  appointments: number,
  bills = 0,
) {
  const db = database.db;
  const started = performance.now();
  const [company] = await executeRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  const companyId = company!.id;
  const users = await executeRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where username in ('clerk', 'admin', 'legacy01', 'service')`,
  );
  const userId = (name: string) => users.find((u) => u.username === name)!.id;
  // 20 customers of the company: the demo's two (C0001 is partner01), and 18 more
  await db.execute(sql`insert into customers (company_id, customer_code, customer_name, show_name, business_type)
    select ${companyId}, 'BC' || lpad(k::text, 3, '0'),
           (array['厦门','福州','泉州','漳州','莆田','宁德'])[1 + k % 6] || '基准' || k || '号进出口有限公司',
           '基准' || k, 'customs'
      from generate_series(3, 20) as k`);
  const codes = `array['C0001','C0002',${Array.from({ length: 18 }, (_, k) => `'BC${String(k + 3).padStart(3, '0')}'`).join(',')}]`;
  // Xiamen's customs districts, and the usual trading countries, from the reference data
  const ports = await executeRows<{ code: string }>(
    db,
    sql`select cus_code as code from base_data where type = 'district-code' and cus_code like '37%' order by cus_code limit 24`,
  );
  const countries = await executeRows<{ code: string }>(
    db,
    sql`select cus_code as code from base_data where type = 'country'
         and cus_code in ('USA','JPN','KOR','DEU','VNM','THA','MYS','SGP','GBR','FRA','AUS','CAN','IDN','IND',
                          'ITA','NLD','BRA','MEX','RUS','ESP','PHL','ARE','SAU','CHL','ZAF','NZL','BEL','POL')
         order by cus_code`,
  );
  if (ports.length < 5 || countries.length < 10)
    throw new Error('the reference data lacks ports or countries');
  const portArray = `array[${ports.map((p) => `'${p.code}'`).join(',')}]`;
  const countryArray = `array[${countries.map((c) => `'${c.code}'`).join(',')}]`;
  const declarationIndexes = await withoutIndexes(database, 'declarations', async () => {
    await db.execute(sql`select setseed(0.17)`);
    // status by age: the last 5 days still in progress, older ones mostly released or cleared, a few
    // left bounced, held, stuck or as drafts; sent 10 min to 2 h after creation, released 20 min to
    // 2 days after sending (most within hours), receipts between. Inserted in creation order, as they
    // would have been written (a month's rows lie together in the table, not spread over all of it).
    await db.execute(
      sql.raw(`insert into declarations (cd_sn, ie_flag, cd_company_id, customer_code, ie_port, trade_country,
          cd_status, create_id, create_time, update_time, send_time, return_time, return_code, pass_time, entry_sn)
        select 'BENCH' || lpad(g::text, 10, '0'), ie_flag, ${companyId}, customer_code, ie_port, trade_country,
               status, create_id, create_time, create_time,
               case when status <> '0' then sent end,
               case when status in ('40', '50') then least(now(), released)
                    when status in ('30', '80', '90') then least(now(), sent + (5 + r7 * 60) * interval '1 minute') end,
               case status when '30' then '1' when '40' then 'P' when '50' then 'R' when '80' then 'H' when '90' then 'E' end,
               case when status in ('40', '50') then least(now(), released) end,
               case when status in ('30', '40', '50', '80') then lpad(g::text, 18, '0') end
          from (select g, ie_flag, customer_code, ie_port, trade_country, create_time, create_id, r7,
                       least(now(), create_time + (10 + r6 * 110) * interval '1 minute') as sent,
                       create_time + (10 + r6 * 110) * interval '1 minute' + (20 + r7 * r7 * 2860) * interval '1 minute' as released,
                       case when age < 5 then case when r2 < 0.05 then '0' when r2 < 0.15 then '20' when r2 < 0.27 then '30'
                                                   when r2 < 0.30 then '80' when r2 < 0.33 then '90' when r2 < 0.70 then '40'
                                                   else '50' end
                            else case when r2 < 0.01 then '0' when r2 < 0.011 then '20' when r2 < 0.012 then '30'
                                      when r2 < 0.015 then '80' when r2 < 0.02 then '90' when r2 < 0.30 then '40' else '50' end
                       end as status
                  from (select g, r2, r6, r7, r1 * 365 as age,
                               now() - r1 * interval '365 days' as create_time,
                               case when r3 < 0.55 then '0' else '1' end as ie_flag,
                               (${codes})[1 + floor(20 * power(r4, 1.5))::int] as customer_code,
                               (${portArray})[1 + floor(${ports.length} * r5 * r5)::int] as ie_port,
                               (${countryArray})[1 + floor(${countries.length} * r8 * r8)::int] as trade_country,
                               case when r9 < 0.4 then ${userId('clerk')} when r9 < 0.8 then ${userId('legacy01')}
                                    else ${userId('admin')} end as create_id
                          from (select g, random() as r1, random() as r2, random() as r3, random() as r4,
                                       random() as r5, random() as r6, random() as r7, random() as r8, random() as r9
                                  from generate_series(1, ${declarations}) as g) r) a) s
         order by create_time`),
    );
  });
  const slots = await executeRows<{ id: number; warehouse_id: number; name: string }>(
    db,
    sql`select id, warehouse_id, slot_name as name from warehouse_slots where company_id = ${companyId} order by id`,
  );
  const today = businessDay();
  const appointmentIndexes = await withoutIndexes(database, 'appointments', async () => {
    await db.execute(sql`select setseed(0.29)`);
    // past days mostly completed, today in every state, the coming days submitted or approved
    await db.execute(
      sql.raw(`insert into appointments (appointment_no, status, company_id, customer_code, customer_name, warehouse_id,
          date, slot_id, reserve_time, receiver_name, cd_type, cd_trade, inspection_no, vehicle_no, vehicle_type,
          driver_name, driver_phone, driver_id_card, container_no, container_type, order_no, email, task_types,
          transport_company, note, submit_time, review_time, arrive_time, leave_time, create_id, create_time, update_time)
        select 'YB' || lpad(g::text, 10, '0'), status, ${companyId}, customer_code, '基准客户' || customer_code,
               (array[${slots.map((s) => s.warehouse_id).join(',')}])[slot], date,
               (array[${slots.map((s) => s.id).join(',')}])[slot],
               (array[${slots.map((s) => `'${s.name}'`).join(',')}])[slot],
               '厦门嘉禾贸易有限公司', 'agent', 'general', 'CIQB' || g, '闽D' || lpad((g % 100000)::text, 5, '0'), 'tractor',
               '司机' || (g % 500), '138' || lpad((g % 100000000)::text, 8, '0'), '350203199001011234',
               'BNCH' || lpad((g % 10000000)::text, 7, '0'), '40HQ', 'ORD' || g, 'ops@example.com', 'unload',
               '厦门顺达物流有限公司', '',
               case when status <> 'draft' then date - 2 + time '09:00' end,
               case when status in ('approved', 'arrived', 'completed', 'rejected') then date - 1 + time '10:00' end,
               case when status in ('arrived', 'completed') then date + time '09:30' end,
               case when status = 'completed' then date + time '11:00' end,
               ${userId('service')}, date - 3 + time '08:00', date - 3 + time '08:00'
          from (select g, slot, date, customer_code,
                       case when day < 0 then case when r < 0.70 then 'completed' when r < 0.80 then 'cancelled'
                                                   when r < 0.88 then 'rejected' when r < 0.90 then 'arrived'
                                                   when r < 0.95 then 'approved' when r < 0.98 then 'submitted' else 'draft' end
                            when day = 0 then case when r < 0.30 then 'approved' when r < 0.55 then 'arrived'
                                                   when r < 0.85 then 'completed' when r < 0.90 then 'submitted'
                                                   when r < 0.95 then 'cancelled' when r < 0.98 then 'rejected' else 'draft' end
                            else case when r < 0.35 then 'submitted' when r < 0.75 then 'approved' when r < 0.85 then 'draft'
                                      when r < 0.90 then 'rejected' else 'cancelled' end
                       end as status
                  from (select g, r, slot, day, date '${today}' + day as date, customer_code
                          from (select g, random() as r, 1 + floor(random() * ${slots.length})::int as slot,
                                       floor(random() * 121)::int - 60 as day,
                                       (${codes})[1 + floor(20 * power(random(), 1.5))::int] as customer_code
                                  from generate_series(1, ${appointments}) as g) d) r) a
         order by date, g`),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  // the charges of the released declarations, as the server's sweep (every 5 minutes) would have raised
  // them long ago; a second run (nothing left) is what each later sweep costs
  let t = performance.now();
  const charged = await raiseCharges(db);
  const chargeSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  await raiseCharges(db);
  const sweepSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  const finance =
    bills > 0 ? await loadFinance(database, companyId, codes, bills) : { statements: 0, payments: 0 };
  const financeSeconds = (performance.now() - t) / 1000;
  for (const table of ['declarations', 'appointments', 'bills', 'charge_issues', 'statements', 'payments'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  await db.execute(sql`analyze`);
  const [counts] = await executeRows<{ d: number; a: number; partner: number; month: number; bills: number }>(
    db,
    sql`select (select count(*)::int from declarations) as d, (select count(*)::int from appointments) as a,
               (select count(*)::int from declarations where customer_code = 'C0001') as partner,
               (select count(*)::int from declarations where create_time >= date_trunc('month', now())) as month,
               (select count(*)::int from bills) as bills`,
  );
  return {
    seconds,
    indexes: declarationIndexes + appointmentIndexes,
    companyId,
    counts: counts!,
    charged,
    chargeSeconds,
    sweepSeconds,
    finance: { ...finance, bills, seconds: financeSeconds },
  };
}

/**
 * `bills` charge lines of the company beside the raised ones (receivable 80 %, payable 20 %; event dates
 * over the last 365 days, so about a twelfth this month; statuses by age: the last weeks' mostly draft or
 * confirmed, older ones invoiced or paid, 2 % void), one statement per customer, month and direction
 * (this and last month's open: sent, confirmed, invoiced, partly paid; older ones paid) and a payment for
 * about a third of the receivable statements, each confirmed on a day of its month. Set-based, fixed seed.
 */
async function loadFinance(database: Database, companyId: number, codes: string, bills: number) {
  const db = database.db;
  const [item] = await executeRows<{ id: number }>(db, sql`select min(id)::int as id from charge_items`);
  if (!item?.id) throw new Error('the demo has no charge item');
  await db.execute(sql`select setseed(0.41)`);
  await withoutIndexes(database, 'statements', async () => {
    await db.execute(
      sql.raw(`insert into statements (company_id, statement_no, io_type, party_type, customer_code, party_name,
          period_from, period_to, bill_currency, line_count, total_amount, paid_amount, due_date, status)
        select ${companyId}, 'BS' || to_char(m, 'YYMM') || io || lpad(k::text, 3, '0'),
               case io when 'R' then 'receivable' else 'payable' end, 'customer', (${codes})[k], '基准客户' || k,
               m::date, (m + interval '1 month' - interval '1 day')::date, 'CNY', 0, 0, 0,
               (m + interval '2 months')::date,
               case when m >= date_trunc('month', now()) - interval '1 month'
                    then (array['sent','confirmed','invoiced','partly_paid'])[1 + (k + extract(month from m)::int) % 4]
                    else 'paid' end
          from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m,
               generate_series(1, 20) as k, (values ('R'), ('P')) as d(io)`),
    );
  });
  await withoutIndexes(database, 'bills', async () => {
    await db.execute(
      sql.raw(`insert into bills (company_id, bill_no, io_type, party_type, customer_code, party_name, charge_item_id,
          source_type, source_no, event_date, quantity, unit_price, currency, amount, exchange_rate, bill_currency,
          bill_amount, paid_amount, status, statement_id)
        select ${companyId}, 'BB' || lpad(g::text, 10, '0'), io_type, 'customer', customer_code, '基准客户', ${item.id},
               'declaration', 'BENCH' || lpad(g::text, 10, '0'), event_date, 1, price, 'CNY', price, 1, 'CNY', price,
               case when status = 'paid' then price else 0 end, status,
               case when status in ('invoiced', 'partly_paid', 'paid')
                    then (select s.id from statements s where s.company_id = ${companyId} and s.customer_code = b.customer_code
                           and s.io_type = b.io_type and s.period_from = date_trunc('month', b.event_date)::date
                           and s.statement_no like 'BS%' limit 1) end
          from (select g, case when r1 < 0.8 then 'receivable' else 'payable' end as io_type,
                       (${codes})[1 + floor(20 * power(r2, 1.5))::int] as customer_code,
                       (current_date - floor(r3 * 365)::int) as event_date, (50 + floor(r4 * 950))::numeric(18, 2) as price,
                       case when r5 < 0.02 then 'void'
                            when r3 * 365 < 20 then case when r4 < 0.4 then 'draft' else 'confirmed' end
                            when r3 * 365 < 60 then case when r5 < 0.5 then 'invoiced' else 'partly_paid' end
                            else 'paid' end as status
                  from (select g, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
                          from generate_series(1, ${bills}) as g) r) b`),
    );
  });
  await db.execute(sql`update statements s set line_count = t.n, total_amount = t.amount,
      paid_amount = case when s.status = 'paid' then t.amount when s.status = 'partly_paid' then round(t.amount / 2, 2) else 0 end
    from (select statement_id, count(*)::int as n, sum(bill_amount) as amount from bills
           where statement_id is not null group by statement_id) t
   where t.statement_id = s.id and s.statement_no like 'BS%'`);
  await withoutIndexes(database, 'payments', async () => {
    await db.execute(
      sql.raw(`insert into payments (company_id, payment_no, io_type, party_type, customer_code, party_name, statement_id,
          method, amount, currency, paid_date, status, applied_amount, unapplied_amount)
        select s.company_id, 'BP' || s.id, 'receivable', 'customer', s.customer_code, s.party_name, s.id, 'bank',
               s.paid_amount, 'CNY', least(current_date, s.period_to + 10), 'confirmed', s.paid_amount, 0
          from statements s
         where s.statement_no like 'BS%' and s.io_type = 'receivable' and s.paid_amount > 0`),
    );
  });
  const [counts] = await executeRows<{ statements: number; payments: number }>(
    db,
    sql`select (select count(*)::int from statements) as statements, (select count(*)::int from payments) as payments`,
  );
  return counts!;
}
