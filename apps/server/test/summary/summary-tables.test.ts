import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone, type Board, type SummaryTrend } from '@app/shared';
import { executeRows } from '../../src/db/client.ts';
import { declarations } from '../../src/db/schema/index.ts';
import { syncSummaryZone } from '../../src/modules/summary/summary-tables.ts';
import { summaryTrend } from '../../src/modules/summary/trend.ts';
import { actorForToken, type Actor } from '../../src/plugins/actor.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The summary tables of migration 0028 (declarations counted by day, by month and port or country, and
 * the generations of release days) stay equal to the same counts taken over the declarations, through
 * every kind of write; and the trend and board calls that read them answer what the live aggregates say.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let companyId: number;
let partnerCode: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'board', 'partner01']) tokens[name] = await t.login(name);
  companyId = (await actorForToken(t.database, tokens.admin!))!.actor.companyId!;
  partnerCode = (await actorForToken(t.database, tokens.partner01!))!.actor.customerCode!;
});
afterAll(() => t?.close());

const rows = <T>(query: ReturnType<typeof sql>) => executeRows<T>(t.database.db, query);
const zone = () => businessTimeZone();

/** The day counts as they are, and as counting the declarations now gives them. */
async function dayCounts() {
  const key = sql`company_id, customer_code, day::text, ie_flag, cd_status, n`;
  const kept = await rows(sql`select ${key} from declaration_day_counts where n <> 0 order by 1, 2, 3, 4, 5`);
  const counted = await rows(
    sql`select ${key} from (select cd_company_id as company_id, customer_code,
                                   (create_time at time zone ${zone()})::date as day, ie_flag, cd_status,
                                   count(*)::int as n
                              from declarations group by 1, 2, 3, 4, 5) c order by 1, 2, 3, 4, 5`,
  );
  return { kept, counted };
}

async function monthCodes() {
  const kept = await rows(
    sql`select company_id, customer_code, month::text, kind, code, n from declaration_month_codes
         where n <> 0 order by 1, 2, 3, 4, 5`,
  );
  const counted = await rows(
    sql`select cd_company_id as company_id, customer_code,
               date_trunc('month', create_time at time zone ${zone()})::date::text as month, kind, code,
               count(*)::int as n
          from (select cd_company_id, customer_code, create_time, 'p' as kind, ie_port as code
                  from declarations where ie_port is not null
                union all
                select cd_company_id, customer_code, create_time, 'c', trade_country
                  from declarations where trade_country is not null) x
         group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  return { kept, counted };
}

async function expectInStep() {
  const days = await dayCounts();
  expect(days.kept).toEqual(days.counted);
  const months = await monthCodes();
  expect(months.kept).toEqual(months.counted);
}

/** Clearance per release day of the company as the live statement computes it. */
async function liveClearance(scope: ReturnType<typeof sql>) {
  const found = await rows<{ day: string; released: number; median: number; p90: number }>(
    sql`select to_char(pass_time at time zone ${zone()}, 'YYYY-MM-DD') as day, count(*)::int as released,
               percentile_cont(0.5) within group (order by extract(epoch from pass_time - send_time) / 60) as median,
               percentile_cont(0.9) within group (order by extract(epoch from pass_time - send_time) / 60) as p90
          from declarations where ${scope} and send_time is not null and pass_time >= send_time
         group by 1`,
  );
  return new Map(found.map((r) => [r.day, r]));
}

/**
 * The trend through the API (admin), or of an actor straight from the module (partners have no trend
 * call; a staff user limited to some customers) equals the live aggregates over the caller's scope.
 */
async function expectTrendLive(user: string | Actor, scope: ReturnType<typeof sql>) {
  let trend: SummaryTrend;
  if (typeof user === 'string') {
    const res = await t.call('GET', '/api/summary/trend', tokens[user]);
    expect(res.statusCode, res.body).toBe(200);
    trend = res.json<SummaryTrend>();
  } else trend = await summaryTrend(t.app, user, new Date());
  const who = typeof user === 'string' ? user : user.username;
  const created = await rows<{ day: string; cd_status: string; n: number }>(
    sql`select to_char(create_time at time zone ${zone()}, 'YYYY-MM-DD') as day, cd_status, count(*)::int as n
          from declarations where ${scope} group by 1, 2`,
  );
  for (const d of trend.days) {
    const expected = Object.fromEntries(
      created.filter((c) => c.day === d.day).map((c) => [c.cd_status, c.n]),
    );
    expect(d.by_status, `${who} ${d.day}`).toEqual(expected);
  }
  const clearance = await liveClearance(scope);
  for (const c of trend.clearance) {
    const live = clearance.get(c.day);
    expect(c, `${who} clearance ${c.day}`).toEqual({
      day: c.day,
      released: live?.released ?? 0,
      median_minutes: live ? Math.round(Number(live.median)) : null,
      p90_minutes: live ? Math.round(Number(live.p90)) : null,
    });
  }
  return trend;
}

/** Declarations of the test, two companies and several days, months, ports and countries. */
async function insertMany() {
  const now = Date.now();
  const values = Array.from({ length: 40 }, (_, i) => {
    const created = new Date(now - (i % 35) * DAY - (i % 7) * 3_600_000);
    const sent = new Date(created.getTime() + 3_600_000);
    return {
      cd_company_id: i % 9 === 0 ? companyId + 1000 : companyId,
      customer_code: i % 5 === 0 ? null : i % 3 === 0 ? partnerCode : `C9TAB${i % 4}`,
      ie_flag: i % 2 === 0 ? '0' : '1',
      cd_status: ['0', '10', '40', '80', '90'][i % 5]!,
      ie_port: i % 4 === 0 ? null : ['3701', '3702', '2200'][i % 3]!,
      trade_country: i % 6 === 0 ? null : ['USA', 'JPN'][i % 2]!,
      create_time: created,
      send_time: i % 3 === 1 ? null : sent,
      pass_time: i % 2 === 0 ? new Date(sent.getTime() + (30 + i * 17) * 60_000) : null,
      note: 'summary-tables',
    };
  });
  return (await t.database.db.insert(declarations).values(values).returning({ id: declarations.id })).map(
    (r) => r.id,
  );
}

describe('summary tables kept in step with the declarations (issue 17)', () => {
  it('the migration counted the seeded declarations', expectInStep);

  it('declarations are vacuumed after about 1 % of changes, so the counts stay index-only scans', async () => {
    const [row] = await executeRows<{ options: string[] | null }>(
      t.app.db,
      sql`select reloptions as options from pg_class where relname = 'declarations' and relkind = 'r'`,
    );
    expect(row?.options).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0.01',
        'autovacuum_vacuum_insert_scale_factor=0.01',
        'autovacuum_analyze_scale_factor=0.02',
      ]),
    );
  });

  it('stay equal to the counts through inserts, updates of every counted column and deletes', async () => {
    const ids = await insertMany();
    await expectInStep();
    const [a, b, c, d] = ids;
    await t.database.db.execute(sql`update declarations set cd_status = '90' where id in (${a}, ${b})`);
    await t.database.db.execute(sql`update declarations set customer_code = 'C9TABX', ie_port = '3701',
      trade_country = null where id = ${c}`);
    await t.database.db.execute(sql`update declarations set create_time = create_time - interval '40 days',
      ie_flag = case ie_flag when '0' then '1' else '0' end where id = ${d}`);
    await t.database.db.execute(sql`update declarations set cd_company_id = ${companyId + 1000}
      where id = ${ids[5]}`);
    // a change of columns the counts do not hold writes nothing and changes nothing
    await t.database.db.execute(sql`update declarations set bill_no = 'X' where note = 'summary-tables'`);
    await expectInStep();
    await t.database.db.execute(sql`delete from declarations where id in (${ids[6]}, ${ids[7]}, ${ids[8]})`);
    await expectInStep();
  });

  it('the trend and the board read the tables and answer what the declarations say', async () => {
    const whole = sql`cd_company_id = ${companyId}`;
    await expectTrendLive('admin', whole);
    const partner = (await actorForToken(t.database, tokens.partner01!))!.actor;
    await expectTrendLive(partner, sql`customer_code = ${partnerCode}`);
    const admin = (await actorForToken(t.database, tokens.admin!))!.actor;
    const some = { ...admin, viewCustomerCodes: ['C9TAB1', 'C9TAB2', partnerCode] };
    await expectTrendLive(some, sql`${whole} and customer_code in ('C9TAB1', 'C9TAB2', ${partnerCode})`);
    const res = await t.call('GET', '/api/summary/board', tokens.board);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<Board>();
    const byDay = await rows<{ day: string; imp: number; exp: number }>(
      sql`select to_char(create_time at time zone ${zone()}, 'YYYY-MM-DD') as day,
                 count(*) filter (where ie_flag = '0')::int as imp, count(*) filter (where ie_flag = '1')::int as exp
            from declarations where ${whole} group by 1`,
    );
    for (const d of board.daily) {
      const live = byDay.find((r) => r.day === d.day);
      expect(d, d.day).toEqual({ day: d.day, import: live?.imp ?? 0, export: live?.exp ?? 0 });
    }
    const monthStart = board.daily.at(-1)!.day.slice(0, 8) + '01';
    const ports = await rows<{ code: string; count: number }>(
      sql`select ie_port as code, count(*)::int as count from declarations
           where ${whole} and ie_port is not null
             and (create_time at time zone ${zone()})::date >= ${monthStart}::date
           group by 1 order by 2 desc, 1 limit 8`,
    );
    expect(board.top_ports.map((p) => ({ code: p.code, count: p.count }))).toEqual(ports);
    const customers = await rows<{ code: string; count: number }>(
      sql`select customer_code as code, count(*)::int as count from declarations
           where ${whole} and customer_code is not null
             and (create_time at time zone ${zone()})::date >= ${monthStart}::date
           group by 1 order by 2 desc, 1 limit 8`,
    );
    expect(board.top_customers.map((p) => ({ code: p.code, count: p.count }))).toEqual(customers);
  });

  it("a day's stored clearance times are computed again when that day's releases change", async () => {
    const whole = sql`cd_company_id = ${companyId}`;
    const before = await expectTrendLive('admin', whole);
    const stored = await rows<{ day: string }>(
      sql`select day::text as day from declaration_clearance_days where company_id = ${companyId}`,
    );
    expect(stored.length).toBeGreaterThan(1);
    // a declaration released five days ago now took ten hours longer
    const [moved] = await rows<{ id: number; day: string }>(
      sql`select id, to_char(pass_time at time zone ${zone()}, 'YYYY-MM-DD') as day from declarations
           where ${whole} and send_time is not null and pass_time >= send_time
             and pass_time < now() - interval '4 days' and pass_time > now() - interval '20 days'
           order by id limit 1`,
    );
    expect(moved).toBeDefined();
    await t.database.db.execute(
      sql`update declarations set send_time = send_time - interval '10 hours' where id = ${moved!.id}`,
    );
    const after = await expectTrendLive('admin', whole);
    const was = before.clearance.find((c) => c.day === moved!.day)!;
    const now = after.clearance.find((c) => c.day === moved!.day)!;
    expect(now.released).toBe(was.released);
    expect(now.p90_minutes).toBeGreaterThanOrEqual(was.p90_minutes!);
    // other days were read from the stored rows: still one row per day and generation
    const [dupes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (select company_id, day from declaration_clearance_days
           group by 1, 2 having count(*) > 1) x`,
    );
    expect(dupes!.n).toBe(0);
  });

  it('a change of business time zone counts the days again in the new zone', async () => {
    expect(await syncSummaryZone(t.database, 'America/New_York')).toBe(true);
    const days = await rows<{ kept: number; counted: number }>(
      sql`select (select count(*)::int from declaration_day_counts where n <> 0) as kept,
                 (select count(*)::int from (select 1 from declarations
                   group by cd_company_id, customer_code, (create_time at time zone 'America/New_York')::date,
                            ie_flag, cd_status) x) as counted`,
    );
    expect(days[0]!.kept).toBe(days[0]!.counted);
    const [inNewYork] = await rows<{ n: number }>(
      sql`select count(*)::int as n from declaration_day_counts d where n <> 0 and not exists (
            select 1 from declarations x where (x.create_time at time zone 'America/New_York')::date = d.day
              and x.cd_company_id is not distinct from d.company_id)`,
    );
    expect(inNewYork!.n).toBe(0);
    expect(await syncSummaryZone(t.database, zone())).toBe(true);
    expect(await syncSummaryZone(t.database, zone())).toBe(false);
    await expectInStep();
  });

  it('a truncate of the declarations empties the counts', async () => {
    await t.database.db.execute(sql`truncate declarations cascade`);
    const [left] = await rows<{ n: number }>(
      sql`select (select count(*) from declaration_day_counts) + (select count(*) from declaration_month_codes)
               + (select count(*) from declaration_release_days) + (select count(*) from declaration_clearance_days) as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});
