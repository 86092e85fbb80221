import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entityByName } from '@app/shared';
import { listTables } from '../../src/crud/list-cache.ts';
import { raiseCharges } from '../../src/modules/finance/charging/raise-charges.ts';
import { refreshAgentRelationStatus } from '../../src/modules/declarations/declarations.hooks.ts';
import { customers } from '../../src/db/schema/index.ts';
import { executeRows } from '../../src/db/client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The embedded database keeps the answers of lists until any write (plugins/list-cache.ts, migration
 * 0029): a change made by a request, by a background job straight on the database, or in a transaction
 * shows on the next read at once; answers are kept per caller's scope; PostgreSQL keeps none.
 */
let t: TestApp;
let admin: string;
let clerk: string;
let finance: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  clerk = await t.login('clerk');
  finance = await t.login('finance');
});
afterAll(() => t?.close());

type Page = { content: { id: number; customer_name: string; company_id: number }[]; totalElements: number };
const QUERY = '/api/customers?page=1&size=50&sort=id,desc';

async function list(token: string): Promise<Page> {
  const res = await t.call('GET', QUERY, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('list answers kept until the next change', () => {
  it('is on for the embedded database only', () => {
    expect(t.app.lists.enabled).toBe(t.kind === 'pglite');
  });

  it('answers a repeated read from memory, and each caller from its own scope', async () => {
    const first = await list(clerk);
    const kept = t.app.lists.size;
    expect(await list(clerk)).toEqual(first);
    expect(t.app.lists.size).toBe(kept);
    const other = await list(finance);
    expect(new Set(other.content.map((c) => c.company_id))).not.toEqual(
      new Set(first.content.map((c) => c.company_id)),
    );
    if (t.kind === 'pglite') expect(t.app.lists.size).toBeGreaterThan(0);
  });

  it('shows a record created through the API on the next read', async () => {
    const before = await list(clerk);
    const created = await t.call('POST', '/api/customers', admin, {
      customer_code: 'CACHE01',
      customer_name: '缓存测试贸易有限公司',
      type: 'customer',
      business_type: 'customs',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await list(clerk);
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]!.customer_name).toBe('缓存测试贸易有限公司');
  });

  it('shows a change written straight to the database (a background job) on the next read', async () => {
    const before = await list(clerk);
    const target = before.content[0]!;
    await t.database.db
      .update(customers)
      .set({ customer_name: '后台任务改名有限公司' })
      .where(eq(customers.id, target.id));
    expect((await list(clerk)).content[0]!.customer_name).toBe('后台任务改名有限公司');
  });

  it('shows a transaction’s change once committed, and nothing of one rolled back', async () => {
    const target = (await list(clerk)).content[0]!;
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ customer_name: '事务内改名有限公司' })
        .where(eq(customers.id, target.id));
    });
    expect((await list(clerk)).content[0]!.customer_name).toBe('事务内改名有限公司');
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(customers).set({ customer_name: '回滚的名字' }).where(eq(customers.id, target.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await list(clerk)).content[0]!.customer_name).toBe('事务内改名有限公司');
  });

  it('never keeps an answer read before a change that landed while it was read', async () => {
    if (t.kind !== 'pglite') return;
    const generation = t.app.lists.generation;
    await t.database.db.execute(sql`update customers set update_time = now() where false`);
    // a statement that wrote no row still ran the statement trigger: the generation moved on
    expect(t.app.lists.generation).toBeGreaterThan(generation);
    const empty = Buffer.from('{"content":[],"totalElements":0,"totalCapped":false,"page":1,"size":1}');
    t.app.lists.store('stale', generation, empty, ['customers']);
    expect(t.app.lists.get('stale')).toBeUndefined();
    // an answer read from other tables is kept: the change was to customers alone
    t.app.lists.store('other', generation, empty, ['declarations']);
    expect(t.app.lists.get('other')).toEqual(empty);
  });
});

describe('a quiet server answers lists from memory while its background work runs', () => {
  const DECLARATIONS = '/api/declarations?page=1&size=20';
  const readTables = listTables(entityByName('declarations')!);

  it('keeps the declaration list through job polling, the process lease, the charge sweep and sign-ins; a write to it drops it', async () => {
    if (t.kind !== 'pglite') return;
    const first = await t.call('GET', DECLARATIONS, admin);
    expect(first.statusCode, first.body).toBe(200);
    const start = t.app.lists.stats();
    const polls = start.changes.jobs?.changes ?? 0;
    // what runs by itself in a quiet office: the job queue's polling (every JOBS_POLL_MS), the process
    // lease's look, the charge sweep, the agent relations' refresh, people signing in
    await t.app.lease.takeOver();
    await raiseCharges(t.app.db);
    await refreshAgentRelationStatus(t.app.db);
    await t.login('clerk');
    await vi.waitFor(
      () => expect(t.app.lists.stats().changes.jobs?.changes ?? 0).toBeGreaterThan(polls + 1),
      {
        timeout: 30_000,
        interval: 100,
      },
    );
    for (let i = 0; i < 5; i++) {
      const again = await t.call('GET', DECLARATIONS, admin);
      expect(again.body).toBe(first.body);
    }
    const quiet = t.app.lists.stats();
    expect(quiet.misses).toBe(start.misses);
    expect(quiet.hits).toBe(start.hits + 5);
    // the background work wrote, but to no table the list reads
    const written = Object.keys(quiet.changes).filter(
      (table) => !(table in start.changes) || quiet.changes[table]!.changes > start.changes[table]!.changes,
    );
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((table) => readTables.includes(table) || table === '*')).toEqual([]);

    // a write to the declarations drops the kept page: the next read is the database's, with the change
    const id = first.json<{ content: { id: number }[] }>().content[0]!.id;
    await t.database.db.execute(sql`update declarations set inv_no = 'AFTER-WRITE' where id = ${id}`);
    const after = await t.call('GET', DECLARATIONS, admin);
    expect(
      after.json<{ content: { id: number; inv_no: string }[] }>().content.find((d) => d.id === id)?.inv_no,
    ).toBe('AFTER-WRITE');
    expect(t.app.lists.stats().misses).toBe(quiet.misses + 1);
  });
});

describe('change notification (migration 0029)', () => {
  it('has the app_changes trigger on every table of the application', async () => {
    const missing = await executeRows<{ table: string }>(
      t.database.db,
      sql`select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'app_changes')`,
    );
    expect(missing.map((m) => m.table)).toEqual([]);
  });
});
