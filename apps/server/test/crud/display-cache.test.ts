import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entityByName, registry } from '@app/shared';
import { executeRows } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

type Customer = { id: number; company_id: number; _display: { company_id: string | null } };
const customers = async () =>
  (
    (await t.call('GET', '/api/customers?page=1&size=10&sort=id,asc', admin)).json() as {
      content: Customer[];
    }
  ).content;

describe('the display-name cache', () => {
  it('every table other records refer to announces its changes (migration 0019)', async () => {
    const referenced = new Set<string>();
    for (const def of registry)
      for (const field of Object.values(def.fields))
        if (field.kind === 'ref' && field.ref && entityByName(field.ref.entity))
          referenced.add(entityByName(field.ref.entity)!.table);
    const triggers = await executeRows<{ table: string }>(
      t.database.db,
      sql`select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname like '%_names_changed' and not g.tgisinternal`,
    );
    expect(new Set(triggers.map((r) => r.table))).toEqual(referenced);
  });

  it('looks a page’s company names up once, then serves them from the cache', async () => {
    await customers();
    const queries = vi.spyOn(t.database, 'queryRows');
    try {
      const first = await customers();
      expect(first[0]!._display.company_id).toBeTruthy();
      await customers();
      const lookups = queries.mock.calls.filter(([, text]) => /as "text"/.test(String(text)));
      expect(lookups).toHaveLength(0);
    } finally {
      queries.mockRestore();
    }
  });

  it('shows a renamed company at once after a change through the API, and within 100 ms after one outside it', async () => {
    const [row] = await customers();
    const companyId = row!.company_id;
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    // through the API: the next list already has the new name
    const renamed = await t.call('PUT', `/api/companies/${companyId}`, admin, {
      name: `${company!.name}（更名）`,
      version: company!.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await customers()).find((c) => c.id === row!.id)!._display.company_id).toBe(
      `${company!.name}（更名）`,
    );
    // outside any request (another process, a script): the trigger's NOTIFY clears the name
    await t.database.db
      .update(companies)
      .set({ name: '厦门外部更名公司' })
      .where(eq(companies.id, companyId));
    const start = performance.now();
    let seen = '';
    while (performance.now() - start < 100) {
      seen = String((await customers()).find((c) => c.id === row!.id)!._display.company_id);
      if (seen === '厦门外部更名公司') break;
    }
    expect(seen).toBe('厦门外部更名公司');
  });
});
