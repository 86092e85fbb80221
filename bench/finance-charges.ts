/**
 * npx tsx bench/finance-charges.ts: the charging engine on the embedded database (PGlite in
 * memory, as `npm start` without DATABASE_URL but not on disk). BENCH_CHARGE_DECLARATIONS (100,000)
 * released declarations of two customers (one priced in yuan, one in US dollars billed in yuan at the
 * month's rate), each with 3 goods lines and a container (2 lines each: the declaration, goods lines beyond 1), are inserted in bulk (not timed); then one
 * raising run (`raiseCharges`, the sweep's call: one set-based statement per document type) is timed,
 * and a second run, which must raise nothing. Writes its section of bench/RESULTS.md.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { businessDay } from '@app/shared';
import { executeRows, openDatabase } from '../apps/server/src/db/client.ts';
import { raiseCharges } from '../apps/server/src/modules/finance/charging/raise-charges.ts';
import { writeResultsSection } from './results-section.ts';

const N = Number(process.env.BENCH_CHARGE_DECLARATIONS ?? 100_000);
/** Contract items per customer: per declaration and per goods line beyond 1 free. */
const ITEMS_PER_DECLARATION = 2;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

async function main() {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const db = database.db;
    const today = businessDay();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const [, setupMs] = await timed(async () => {
      await db.execute(
        sql`insert into exchange_rates (cus_code, rate, year, month) values ('USD', 7.123456, ${year}, ${month})`,
      );
      await db.execute(sql`insert into charge_items (code, name, io_type, type, unit, event) values
        ('B1', '报关代理费', 'receivable', 'customs', 'declaration', 'declaration_released'),
        ('B2', '商品项数费', 'receivable', 'document', 'goods_line', 'declaration_released')`);
      await db.execute(
        sql`insert into contract_schemes (code, name, type, business_type) values ('S1', '方案', 'customer', 'customs')`,
      );
      await db.execute(sql`insert into contracts (company_id, contract_no, name, party_type, customer_code, party_name,
          scheme_id, business_type, valid_from, valid_to, currency, settle_currency)
        values (1, 'HT1', '甲', 'customer', 'BENCH01', '甲公司', 1, 'customs', '2000-01-01', '2099-12-31', 'CNY', 'CNY'),
               (1, 'HT2', '乙', 'customer', 'BENCH02', '乙公司', 1, 'customs', '2000-01-01', '2099-12-31', 'USD', 'CNY')`);
      await db.execute(sql`insert into contract_items (company_id, customer_code, contract_id, charge_item_id, price, min_charge, free_qty)
        select 1, c.customer_code, c.id, i.id,
          case i.code when 'B1' then 150.005 else 3.3333 end, 0, case i.code when 'B2' then 1 else 0 end
        from contracts c cross join charge_items i`);
      await db.execute(sql`insert into declarations (ie_flag, cd_company_id, customer_code, entry_sn, return_code, pass_time, gross_weight)
        select 'I', 1, case when g % 2 = 0 then 'BENCH01' else 'BENCH02' end, lpad(g::text, 18, '0'), 'P',
          now() - (g % 5) * interval '1 hour', 1000 + g % 997
        from generate_series(1, ${N}) as g`);
      await db.execute(sql`insert into declaration_goods (declaration_id, g_no)
        select d.id, k from declarations d cross join generate_series(1, 3) as k`);
      await db.execute(sql`insert into declaration_containers (declaration_id, container_no)
        select d.id, 'BNCH' || lpad(d.id::text, 7, '0') from declarations d`);
      await db.execute(sql`analyze`);
    });
    const load = os.loadavg()[0]!.toFixed(1);
    const [first, firstMs] = await timed(() => raiseCharges(db));
    const [second, secondMs] = await timed(() => raiseCharges(db));
    const [check] = await executeRows<{ n: number; total: string }>(
      db,
      sql`select count(*)::int as n, sum(bill_amount)::text as total from bills`,
    );
    const expected = N * ITEMS_PER_DECLARATION;
    const ok = first.raised === expected && second.raised === 0 && check!.n === expected;
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log({ N, setupMs, first, firstMs, second, secondMs, check });
    writeResultsSection(
      'finance',
      `## Finance: raising charge lines (bench/finance-charges.ts)

${N.toLocaleString('en')} released declarations (3 goods lines and a container each) of two customers, one
contract priced in yuan and one in US dollars billed in yuan at the month's rate, ${ITEMS_PER_DECLARATION}
contract items each; PGlite in memory, one process, on the shared 2-core machine (load average ${load} when
the run started). Bulk insert (not timed): ${s(setupMs)} s.

| Run | Lines raised | Time |
|---|---:|---:|
| first (everything uncharged) | ${first.raised.toLocaleString('en')} | ${s(firstMs)} s (${Math.round((first.raised * 1000) / firstMs).toLocaleString('en')} lines/s) |
| second (nothing left) | ${second.raised.toLocaleString('en')} | ${s(secondMs)} s |

Lines in the table afterwards: ${check!.n.toLocaleString('en')} (expected ${expected.toLocaleString('en')}), billed total ${check!.total}.
${ok ? 'Each source charged exactly once.' : '**MISMATCH: see the figures above.**'} Target: the first run under 30 s.
Where the time goes (EXPLAIN ANALYZE of the declarations' statement, 20,000 sources): about 60 % inserting
the lines into bills (18 indexes), the rest finding contracts, counting goods lines and pricing.
`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
