import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { adminUrl, databaseUrl, runDatabaseName } from '../helpers/pg-urls.ts';
import { embeddedDatabaseIn } from '../helpers/test-app.ts';

// Backup and restore of both databases and the files: the scripts the README documents
// back up, the database and files are wiped, the scripts restore, and every table's rows compare equal.
const root = path.resolve(import.meta.dirname, '../../../..');
const onPg = process.env.TEST_DB === 'pg';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backup');
const pgName = onPg ? runDatabaseName(inject('pgTemplate'), 'backup') : '';
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  DATA_DIR: dataDir,
  NODE_ENV: 'staging',
  ...(onPg ? { DATABASE_URL: databaseUrl(pgName) } : {}),
};

async function pgAdmin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Runs one of the npm scripts' entry points the way `npm run backup` does (tsx), answering exit code and output. */
function script(name: string, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/scripts/${name}.ts`, ...args],
      {
        cwd: root,
        env,
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** Every table's rows, hashed per table. */
async function contents(): Promise<Record<string, string>> {
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(dataDir, 'db'),
  });
  try {
    const tables = await database.queryRows<{ name: string }>(
      'bk_tables',
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      [],
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await database.queryRows<{ n: number; h: string }>(
        `bk_${name}`,
        `select count(*)::int as n, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h from "${name}" x`,
        [],
      );
      out[name] = `${row?.n}:${row?.h}`;
    }
    return out;
  } finally {
    await database.close();
  }
}

const avatar = () => path.join(dataDir, 'files', 'avatars', 'kept.png');

beforeAll(async () => {
  if (onPg) await pgAdmin(`create database ${pgName}`);
  else await embeddedDatabaseIn(path.join(dataDir, 'db'), 'seeded');
  // a database as a running server leaves it: migrated, reference data, demo data; and a stored file
  const database = await prepareDatabase(loadConfig({ ...process.env, ...env }), () => {});
  await database.close();
  fs.mkdirSync(path.dirname(avatar()), { recursive: true });
  fs.writeFileSync(avatar(), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
}, 180_000);

afterAll(async () => {
  if (onPg) await pgAdmin(`drop database if exists ${pgName} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${onPg ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('backs up, and after a wipe restores every table and file exactly', async () => {
    const before = await contents();
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(Number(before.customers!.split(':')[0])).toBeGreaterThan(0);

    const made = await script('backup', [backupDir]);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/Backed up (pglite|postgres)/);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
      kind: string;
      tables: Record<string, number>;
    };
    expect(manifest.kind).toBe(onPg ? 'postgres' : 'pglite');
    expect(manifest.tables.customers).toBe(Number(before.customers!.split(':')[0]));

    // wipe: the database and the files are gone
    if (onPg) {
      await pgAdmin(`drop database ${pgName} with (force)`);
      await pgAdmin(`create database ${pgName}`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });

    const restored = await script('restore', [backupDir]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('every table');
    expect(await contents()).toEqual(before);
    expect(createHash('sha1').update(fs.readFileSync(avatar())).digest('hex')).toBe(
      createHash('sha1')
        .update(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
        .digest('hex'),
    );
  }, 180_000);

  it.skipIf(onPg)(
    'refuses to back up or restore an embedded database a running server holds',
    async () => {
      // this test process stands in for the running server
      fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
      try {
        const made = await script('backup', [path.join(work, 'while-running')]);
        expect(made.code).not.toBe(0);
        expect(made.out).toContain(`the server (pid ${process.pid}) holds the embedded database`);
        const restored = await script('restore', [backupDir, '--force']);
        expect(restored.code).not.toBe(0);
        expect(restored.out).toContain('stop it before a restore');
      } finally {
        fs.rmSync(path.join(dataDir, 'server.pid'));
      }
    },
    180_000,
  );

  it('refuses to restore over a database that holds data unless told to, and refuses a non-empty backup folder', async () => {
    const refused = await script('restore', [backupDir]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('--force');
    const again = await script('backup', [backupDir]);
    expect(again.code).not.toBe(0);
    expect(again.out).toContain('is not empty');
    const forced = await script('restore', [backupDir, '--force']);
    expect(forced.code, forced.out).toBe(0);
  }, 180_000);
});
