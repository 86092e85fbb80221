import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { APP_VERSION } from '../modules/system/version.ts';
import { assertServerStopped } from './server-pid.ts';

/**
 * Backups of both databases and the files (docs: README, Production › Backup and restore). A backup
 * is a folder: `manifest.json`, the database (`database.pglite.tar.gz` from PGlite's own data-dir dump,
 * or `database.pgdump` from pg_dump's custom format) and `files/` (avatars, exports).
 */
export interface BackupManifest {
  format: 1;
  created: string;
  app_version: string;
  kind: 'pglite' | 'postgres';
  /** Rows per table when the backup was taken (a restore is checked against them). */
  tables: Record<string, number>;
}

export const PGLITE_FILE = 'database.pglite.tar.gz';
export const PG_FILE = 'database.pgdump';

/** Runs a command, failing with its standard error. */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Rows per user table (migrations' own bookkeeping left out). */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.queryRows<{ name: string }>(
    'backup_tables',
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    [],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.queryRows<{ n: number }>(
      `backup_count_${name}`,
      `select count(*)::int as n from "${name}"`,
      [],
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Copies a folder tree (missing source: nothing to copy). */
export async function copyTree(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  await fs.promises.cp(from, to, { recursive: true, force: true, errorOnExist: false });
}

/**
 * Writes a backup of the configured database and files into `outDir` (created; must be empty). The
 * embedded database must not be in use by a running server (stop it first); PostgreSQL is dumped online.
 */
export async function backup(config: AppConfig, outDir: string): Promise<BackupManifest> {
  assertServerStopped(config, 'a backup');
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.readdirSync(outDir).length) throw new Error(`${outDir} is not empty`);
  const database = await openDatabase(databaseOptions(config));
  try {
    const tables = await tableCounts(database);
    if (database.kind === 'pglite') {
      const dump = await database.pglite.dumpDataDir('gzip');
      fs.writeFileSync(path.join(outDir, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } else {
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(outDir, PG_FILE)}`,
        `--dbname=${config.databaseUrl!}`,
      ]);
    }
    await copyTree(config.filesDir, path.join(outDir, 'files'));
    const manifest: BackupManifest = {
      format: 1,
      created: new Date().toISOString(),
      app_version: APP_VERSION,
      kind: database.kind,
      tables,
    };
    fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await database.close();
  }
}
