import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { APP_PATHS } from '../app-paths.ts';
import { instantText, TIMESTAMPTZ_OID } from './instant-text.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The rows of a raw statement on either driver (both answer `{ rows }`); the statement's own select
 * list gives their type `T`.
 */
export async function executeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (!result || typeof result !== 'object' || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('a statement answered without rows');
  return result.rows as T[];
}

/** PostgreSQL's type id of \`date\`. */
const DATE_OID = 1082;
/**
 * Raw statements read a \`date\` as the text the database holds ('2030-12-31'), as Drizzle's date columns
 * (mode 'string') do. The drivers' default turns it into a Date at local midnight, which the JSON answer
 * then wrote as '2030-12-30T16:00:00.000Z' on a server east of UTC: the day before.
 */
const DATE_AS_TEXT = { [DATE_OID]: (value: string) => value };
const DATE_AS_TEXT_PG = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Lists read as arrays (`queryArrays`) also take their instants as the text of the answer (`instant-text.ts`). */
const LIST_TYPES_PG = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID && format !== 'binary'
      ? instantText
      : DATE_AS_TEXT_PG.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface DatabaseBase {
  db: Db;
  /** Applies the checked-in migrations. */
  migrate(): Promise<void>;
  /**
   * A hot statement by name: PostgreSQL plans it once per connection (planning a join of several
   * tables costs more than running it); PGlite runs it directly.
   */
  queryRows<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  /**
   * The same, each row as an array of its columns in the statement's order (no object per row); on
   * PostgreSQL its instants come as the ISO text their JSON holds (`instant-text.ts`).
   */
  queryArrays(name: string, text: string, params: unknown[]): Promise<unknown[][]>;
  /** Answers true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A PostgreSQL server through a node-postgres pool (cursors and LISTEN use the pool itself). */
export interface PostgresDatabase extends DatabaseBase {
  kind: 'postgres';
  pool: pg.Pool;
}

/** The embedded PGlite engine (one connection, in this process). */
export interface EmbeddedDatabase extends DatabaseBase {
  kind: 'pglite';
  pglite: PGlite;
}

export type Database = PostgresDatabase | EmbeddedDatabase;

const migrationsFolder = APP_PATHS.migrations;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; omitted = in memory. */
  pgliteDir?: string | undefined;
  /** Start the embedded database from a dump (tests clone a migrated, seeded base). */
  pgliteLoadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 20),
    });
    // an idle connection closed by the server (restart, failover) must not bring the process down
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    // a connection terminated while checked out (a query or a transaction running) emits 'error' on
    // its client: without a listener Node ends the process; the query itself fails and answers 503
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
    });
    const db: Db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      queryRows: async <T>(name: string, text: string, params: unknown[]) =>
        (await pool.query({ name, text, values: params, types: DATE_AS_TEXT_PG })).rows as T[],
      queryArrays: async (name: string, text: string, params: unknown[]) =>
        (
          await pool.query<unknown[]>({
            name,
            text,
            values: params,
            types: LIST_TYPES_PG,
            rowMode: 'array',
          })
        ).rows,
      ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // loaded only for the embedded database: its WebAssembly costs about 40 MB a PostgreSQL deployment never uses
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({
    extensions: await embeddedExtensions(),
    // PostgreSQL's default of 128 MB of shared buffers sits in the engine's memory in this process; the
    // operating system caches the data files anyway (bench/RESULTS.md, "A small office's load")
    postgresqlconf: [`shared_buffers = ${embeddedSharedBuffers()}`],
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await client.waitReady;
  // this session's writes notify app_changes (migration 0029): the list answers kept in memory follow them
  await client.exec(`set app.change_notify = 'on'`);
  const db: Db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    queryRows: async <T>(_name: string, text: string, params: unknown[]) =>
      (await client.query<T>(text, params, { parsers: DATE_AS_TEXT })).rows,
    queryArrays: async (_name: string, text: string, params: unknown[]) =>
      (await client.query<unknown[]>(text, params, { parsers: DATE_AS_TEXT, rowMode: 'array' })).rows,
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
  };
}

/** The embedded engine's shared buffers (PGLITE_SHARED_BUFFERS, e.g. `64MB`; default 32 MB). */
export function embeddedSharedBuffers(): string {
  const value = process.env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(value))
    throw new Error(`PGLITE_SHARED_BUFFERS: "${value}" is not a size like 32MB`);
  return value;
}

/**
 * The extensions the migrations create, loaded into every embedded engine (pg_trgm: the trigram indexes
 * behind contains-searches of large tables). PostgreSQL ships them as contrib.
 */
export async function embeddedExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** The embedded client behind a Database, for dumping a prepared test database. */
export function pgliteOf(database: Database): PGlite | undefined {
  return database.kind === 'pglite' ? database.pglite : undefined;
}
