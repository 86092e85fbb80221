import { loadConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase } from '../db/client.ts';

/** Applies the checked-in migrations to the configured database (also done at every start). */
const database = await openDatabase(databaseOptions(loadConfig()));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
