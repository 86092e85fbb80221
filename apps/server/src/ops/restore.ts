import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { embeddedExtensions, openDatabase } from '../db/client.ts';
import { assertServerStopped } from './server-pid.ts';
import { copyTree, PG_FILE, PGLITE_FILE, runTool, tableCounts, type BackupManifest } from './backup.ts';

/**
 * Restores a backup folder into the configured database and files folder, then checks every table's
 * row count against the manifest. An embedded database folder that exists, or a PostgreSQL database
 * that holds tables, is replaced only with `force` (the server must be stopped).
 */
export async function restore(
  config: AppConfig,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; mismatches: string[] }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(fromDir, 'manifest.json'), 'utf8')) as BackupManifest;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind)
    throw new Error(`the backup holds a ${manifest.kind} database, the configuration points at ${kind}`);

  if (kind === 'pglite') {
    assertServerStopped(config, 'a restore');
    const dir = databaseOptions(config).pgliteDir;
    if (!dir) throw new Error('DATA_DIR is in memory: nothing to restore into');
    if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
      if (!options.force) throw new Error(`${dir} holds a database: stop the server and pass --force`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const dump = fs.readFileSync(path.join(fromDir, PGLITE_FILE));
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({
      dataDir: dir,
      loadDataDir: new Blob([dump]),
      extensions: await embeddedExtensions(),
    });
    await pglite.waitReady;
    await pglite.close();
  } else {
    const existing = await openDatabase(databaseOptions(config));
    const tables = Object.keys(await tableCounts(existing));
    await existing.close();
    if (tables.length && !options.force)
      throw new Error('the PostgreSQL database holds tables: stop the server and pass --force');
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl!}`,
      path.join(fromDir, PG_FILE),
    ]);
  }

  if (fs.existsSync(path.join(fromDir, 'files'))) {
    fs.rmSync(config.filesDir, { recursive: true, force: true });
    await copyTree(path.join(fromDir, 'files'), config.filesDir);
  }

  const database = await openDatabase(databaseOptions(config));
  try {
    const counts = await tableCounts(database);
    const names = new Set([...Object.keys(counts), ...Object.keys(manifest.tables)]);
    const mismatches = [...names]
      .filter((name) => counts[name] !== manifest.tables[name])
      .map(
        (name) =>
          `${name}: ${manifest.tables[name] ?? 'absent'} in the backup, ${counts[name] ?? 'absent'} restored`,
      );
    return { manifest, mismatches };
  } finally {
    await database.close();
  }
}
