import { loadConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference-data.ts';

/** Applies the checked-in migrations and syncs the reference data (both also done at every start). */
const database = await openDatabase(databaseOptions(loadConfig()));
await database.migrate();
await seedReferenceData(database.db);
await database.close();
console.log(`Migrations applied and reference data synced (${database.kind}).`);
