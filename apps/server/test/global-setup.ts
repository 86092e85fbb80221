import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedReferenceData } from '../src/seed/reference-data.ts';
import { adminUrl, databaseUrl } from './helpers/pg-urls.ts';
import { withoutEntries } from './helpers/tar-filter.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database. */
    pgliteDump: string;
    /** PostgreSQL: the template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Prepares one migrated, seeded database for the whole run (PGlite: a data-dir dump; PostgreSQL:
 * a template database). Each test file then starts from its own copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') {
    const template = `app_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(template) });
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemo(database.db);
  const pglite = pgliteOf(database)!;
  // the migrations and the seed written to the data files: a copy then opens without replaying their WAL
  // (measured: a quarter less CPU time to open each test file's copy)
  await pglite.exec('checkpoint');
  // WAL segments from the checkpoint's redo point on are what a copy needs to start; an older or
  // preallocated one (16 MB each, a fifth of the dump) would only be copied again for every test file
  const [wal] = await database.queryRows<{ first: string; last: string }>(
    'test_wal_needed',
    `select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last
     from pg_control_checkpoint()`,
    [],
  );
  const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const segment = /^\/?pg_wal\/([0-9A-F]{24})$/;
  const unneeded = (name: string) => {
    const file = segment.exec(name)?.[1];
    return file !== undefined && (file < wal!.first || file > wal!.last);
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-')), 'base.tar');
  fs.writeFileSync(file, withoutEntries(dump, unneeded));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
