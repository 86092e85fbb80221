/**
 * The PostgreSQL server of the benchmarks that run on one: its address, whether it answers, and a
 * database of a benchmark's own on it.
 */
import net from 'node:net';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

/** The PostgreSQL server the benchmarks use (BENCH_PG_URL; the machine's own by default). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of database `name` on the PostgreSQL server at `url`. */
export function dbUrl(name: string, url = PG_URL): string {
  return Object.assign(new URL(url), { pathname: `/${name}` }).toString();
}

/** Whether something listens at the PostgreSQL address `url` (within a second). */
export function pgAnswers(url = PG_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

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
      databaseUrl: dbUrl(name),
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
