import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { DEMO_CLIENTS, DEMO_PASSWORD, isEmpty, randomDemoCredentials, seedDemo } from './seed/demo.ts';
import { eq } from 'drizzle-orm';
import { appClients, users } from './db/schema/index.ts';
import { verifySecret } from './modules/auth/passwords.ts';

export function databaseOptions(config: AppConfig) {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.dataDir === ':memory:' ? undefined : path.join(config.dataDir, 'db'),
  };
}

/** Whether the embedded database of this configuration is still to be created in its directory. */
export function createsEmbeddedDatabase(config: AppConfig): boolean {
  const { pgliteDir } = databaseOptions(config);
  return pgliteDir !== undefined && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/** Set in the child process of `prepareInChildProcess`: it prepares the database and ends. */
export const PREPARE_ONLY_ENV = 'SERVER_PREPARE_ONLY';

/**
 * Runs `entry` (the server's own script, under the same node flags) once more as a child process with
 * PREPARE_ONLY_ENV set, which creates, migrates and seeds the database and ends; a stop asked of this
 * process meanwhile is passed on to it. The first start of an embedded database does this so that what
 * creating and seeding leave behind (the engine's set-up, the seed's rows and modules, memory the
 * allocator keeps: about 100 MB resident, bench/RESULTS.md "A small office's load") ends with the child,
 * and the server opens the database as it does on every later start.
 */
export async function prepareInChildProcess(entry: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
    stdio: 'inherit',
  });
  let stopped: NodeJS.Signals | undefined;
  const pass = (signal: NodeJS.Signals) => {
    stopped = signal;
    child.kill(signal);
  };
  process.on('SIGINT', pass).on('SIGTERM', pass);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (stopped) process.exit(0);
    if (code !== 0) throw new Error(`preparing the database ended with ${signal ?? `code ${code}`}`);
  } finally {
    process.off('SIGINT', pass).off('SIGTERM', pass);
  }
}

/**
 * Opens the database, applies migrations, syncs the reference data (customs lookups, menu structure,
 * template roles, code lists) and seeds demo data into an empty one when allowed. `reopen: false` leaves
 * a newly created embedded database as it is, for a process that closes it next (the child above).
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (msg: string) => void = console.log,
  { reopen = true } = {},
): Promise<Database> {
  const options = databaseOptions(config);
  // a new embedded database: creating it leaves the engine's set-up files in this process's memory
  // (about 600 MB); it is opened again once migrated and seeded, which gives that memory back
  const creating = reopen && createsEmbeddedDatabase(config);
  let database = await openDatabase(options);
  await database.migrate();
  const reference = await seedReferenceData(database.db);
  if (reference.customsSeeded) log('Seeded the customs reference data and the city tree');
  const { resourcesInserted, resourcesUpdated, rolesCreated, enumGroupsCreated, settingsCreated } =
    reference.structure;
  if (
    resourcesInserted ||
    resourcesUpdated ||
    rolesCreated.length ||
    enumGroupsCreated.length ||
    settingsCreated.length
  )
    log(
      `Synced the menu structure: ${resourcesInserted} resources added, ${resourcesUpdated} updated; ` +
        `template roles created: ${rolesCreated.join(', ') || 'none'}; code lists added: ${enumGroupsCreated.length}; ` +
        `settings added: ${settingsCreated.join(', ') || 'none'}`,
    );
  if (config.seedDemo && (await isEmpty(database.db))) {
    if (config.production) {
      // a production demo gets fresh credentials, shown once here, never the well-known ones
      const credentials = randomDemoCredentials();
      await seedDemo(database.db, credentials);
      log(
        `Empty database: seeded demo data with new credentials (shown once): password for every demo user ` +
          `"${credentials.password}"; client secrets ${JSON.stringify(credentials.secrets)}`,
      );
    } else {
      log('Empty database: seeding demo data');
      await seedDemo(database.db);
    }
  }
  if (creating) {
    await database.close();
    database = await openDatabase(options);
  }
  if (config.production) await refuseDemoSecrets(database);
  return database;
}

/** In production the server will not run while a demo client secret or the demo admin password works. */
export async function refuseDemoSecrets(database: Database) {
  const problems: string[] = [];
  for (const demo of DEMO_CLIENTS) {
    const [client] = await database.db
      .select()
      .from(appClients)
      .where(eq(appClients.client_id, demo.client_id));
    if (client && (await verifySecret(client.secret_hash, demo.secret)))
      problems.push(`client "${demo.client_id}" still has its demo secret`);
  }
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  if (admin && (await verifySecret(admin.password_hash, DEMO_PASSWORD)))
    problems.push('user "admin" still has the demo password');
  if (problems.length) {
    await database.close();
    throw new Error(
      `Refusing to start in production: ${problems.join('; ')}. Change them (npm run create-admin, set-client-secret) first.`,
    );
  }
}
