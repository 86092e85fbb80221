import { loadConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { isEmpty, seedDemo } from '../seed/demo.ts';
import { seedReferenceData } from '../seed/reference-data.ts';

/** Syncs the reference data, then seeds demo data into an empty database; refuses to touch one that has users. */
const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await database.migrate();
  await seedReferenceData(database.db);
  if (!(await isEmpty(database.db))) {
    console.error('The database already has users: demo data is only seeded into an empty database.');
    process.exitCode = 1;
  } else if (config.production && process.env.SEED_DEMO !== '1') {
    console.error('Refusing to seed demo data in production without SEED_DEMO=1.');
    process.exitCode = 1;
  } else {
    await seedDemo(database.db);
    console.log('Demo data seeded.');
  }
} finally {
  await database.close();
}
