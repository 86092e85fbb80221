import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedReferenceData } from '../src/seed/reference-data.ts';
import { adminUrl, databaseUrl, dropRunDatabases, templateName } from './helpers/pg-urls.ts';
import { compactDump } from './helpers/pglite-dump.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database. */
    pgliteDump: string;
    /** PGlite: a dump of a database as the engine creates it (not migrated). */
    pgliteEmptyDump: string;
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
    const template = templateName(process.pid);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    // what runs that were killed left behind (a database each of their open files, and their template)
    const left = await dropRunDatabases(admin);
    if (left.length) console.log(`dropped ${left.length} databases of test runs that are gone`);
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(template) });
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    project.provide('pgliteEmptyDump', '');
    return async () => {
      // the template and whatever a file did not drop (a failed start, a file stopped at its limit)
      await dropRunDatabases(admin, process.pid);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  const pglite = pgliteOf(database)!;
  // an embedded database as the engine creates it, before the migrations (creating one costs a few seconds)
  const empty = await compactDump(pglite);
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemo(database.db);
  const seeded = await compactDump(pglite);
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const file = path.join(dir, 'base.tar');
  fs.writeFileSync(file, seeded);
  fs.writeFileSync(path.join(dir, 'empty.tar'), empty);
  project.provide('pgliteEmptyDump', path.join(dir, 'empty.tar'));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
