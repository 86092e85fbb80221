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

/**
 * Opens the database, applies migrations, syncs the reference data (customs lookups, menu structure,
 * template roles, code lists) and seeds demo data into an empty one when allowed.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (msg: string) => void = console.log,
): Promise<Database> {
  const options = databaseOptions(config);
  // a new embedded database: creating it leaves the engine's set-up files in this process's memory
  // (about 600 MB); it is opened again once migrated and seeded, which gives that memory back
  const creating =
    options.pgliteDir !== undefined && !fs.existsSync(path.join(options.pgliteDir, 'PG_VERSION'));
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
