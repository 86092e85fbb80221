import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

/** The PostgreSQL server the benchmarks use (BENCH_PG_URL; the machine's own by default). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `fn` on a database of its own on PostgreSQL (`<prefix>_<pid>`), created here and dropped after,
 * opened as the server opens it. Answers why it did not run when PostgreSQL does not answer.
 */
export async function onOwnPostgres<T>(
  prefix: string,
  fn: (database: Database) => Promise<T>,
): Promise<T | string> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (e) {
    return `PostgreSQL at ${PG_URL} does not answer (${(e as Error).message})`;
  }
  await admin.query(`create database ${name}`);
  try {
    const database = await openDatabase({
      databaseUrl: Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString(),
    });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
