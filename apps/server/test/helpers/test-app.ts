import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { adminUrl, databaseUrl, runDatabaseName } from './pg-urls.ts';

export const PASSWORD = DEMO_PASSWORD;
export const CLIENTS = {
  web: { client_id: 'web', client_secret: 'web-secret' },
  customer: { client_id: 'customer', client_secret: 'customer-secret' },
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  kind: 'pglite' | 'postgres';
  /** Signs in and returns the access token. */
  login(
    username: string,
    options?: { password?: string; client?: keyof typeof CLIENTS; ip?: string },
  ): Promise<string>;
  /** A request with a token (header Access-Token) and a JSON body. */
  call(
    method: InjectOptions['method'],
    url: string,
    token?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const name = runDatabaseName(template, 'file');
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrl(name) });
    return {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl() });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const database = await openDatabase({ pgliteLoadDataDir: seededDump() });
  return { database, drop: async () => {} };
}

/**
 * A dump whose bytes PGlite reads as they are held: a plain Blob's arrayBuffer() copies its 60 MB in
 * chunks on every open (about 0.4 CPU-seconds of each file's start). PGlite only reads the tarball (its
 * untar copies each file out into the engine's own file system), so every database opened from it is
 * still a copy of its own and the bytes stay as the dump wrote them.
 */
class DumpBlob extends Blob {
  constructor(private readonly held: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held);
  }
}

const dumps = new Map<string, Blob>();
/** A dump file read once per worker (the files of a worker share this module). */
function dumpBlob(file: string): Blob {
  if (!dumps.has(file)) dumps.set(file, new DumpBlob(new Uint8Array(fs.readFileSync(file)).buffer));
  return dumps.get(file)!;
}

/** PGlite: the seeded database's dump (global-setup.ts); each database opened from it is its own copy. */
export const seededDump = (): Blob => dumpBlob(inject('pgliteDump'));

/**
 * PGlite: writes an embedded database into `dir` (a server's DATA_DIR/db), copied from global-setup.ts's
 * dumps: `seeded` (migrated, reference and demo data) or `empty` (as the engine creates it, before any
 * migration): a start "on an empty database" then skips the engine's own set-up, a few CPU-seconds that
 * embedded-start.test.ts covers.
 */
export async function embeddedDatabaseIn(dir: string, dump: 'seeded' | 'empty'): Promise<void> {
  const loaded = dump === 'seeded' ? seededDump() : dumpBlob(inject('pgliteEmptyDump'));
  const database = await openDatabase({ pgliteDir: dir, pgliteLoadDataDir: loaded });
  await database.close();
}

/** The real server on a fresh copy of the seeded database (PGlite, or PostgreSQL when TEST_DB=pg). */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  // the seeded folder channels point at one folder made for the template database: each test app gets its own
  const channelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-channels-'));
  await database.queryRows(
    'test_channel_dirs',
    `update channels set main_dir = $1 || '/' || id where transport_type = 'ftp_tool'`,
    [channelDir],
  );
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }),
    webDist: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    channelsRoot: channelDir,
    ...overrides,
  };
  const app = await buildApp(config, database);
  await app.ready();
  const call: TestApp['call'] = (method, url, token, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? { 'access-token': token } : {}), ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
  return {
    app,
    database,
    kind: database.kind,
    call,
    async login(username, options = {}) {
      const client = CLIENTS[options.client ?? (username.startsWith('partner') ? 'customer' : 'web')];
      const res = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        query: { grant_type: 'password', ...client, username, password: options.password ?? PASSWORD },
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(channelDir, { recursive: true, force: true });
    },
  };
}
