import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorFromDatabase } from '../../src/plugins/db-errors.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('a lost database connection (PostgreSQL)', () => {
  it('is survived: the work in flight fails as a 503, the process stays up and the next requests succeed', async (ctx) => {
    const database = t.database;
    if (database.kind !== 'postgres') return ctx.skip();
    const [{ name } = { name: '' }] = await database.queryRows<{ name: string }>(
      'current_database',
      'select current_database() as name',
      [],
    );
    // a transaction holding a connection, then every connection of the database terminated from outside
    const inFlight = database.db
      .transaction(async (tx) => {
        // long enough for a busy machine to see it running; the termination below ends it
        await tx.execute(sql`select pg_sleep(20)`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    const outside = new pg.Client({ connectionString: database.pool.options.connectionString });
    await outside.connect();
    try {
      // the transaction is in flight once its sleep is running on the server
      await expect
        .poll(
          async () =>
            (
              await outside.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                 where datname = $1 and state = 'active' and query like '%pg_sleep(20)%' and pid <> pg_backend_pid()`,
                [name],
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      const killed = await outside.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await outside.end();
    }
    const failure = await inFlight;
    expect(failure).toBeInstanceOf(Error);
    expect(appErrorFromDatabase(failure)?.statusCode).toBe(503);
    // the pool opens new connections: the API answers again
    await expect
      .poll(async () => (await t.call('GET', '/api/customers?size=10', admin)).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
  });

  it('maps a terminated connection to the API error shape with 503', () => {
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(appErrorFromDatabase(err)?.statusCode).toBe(503);
    expect(appErrorFromDatabase(new Error('Connection terminated unexpectedly'))?.statusCode).toBe(503);
    expect(appErrorFromDatabase(new Error('some other failure'))).toBeUndefined();
  });
});
