import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { createAdministrator } from '../seed/administrator.ts';
import { seedReferenceData } from '../seed/reference-data.ts';

/**
 * Creates the first administrator (and, on an empty database, the staff client; the system
 * administrator role and the menus come with the reference data synced first). Usage: npm run create-admin -- --username <name> --password <pw> [--name <display>]
 * [--client-secret <secret>]
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'client-secret': { type: 'string' },
  },
});
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!values.username || !password) {
  console.error(
    'Usage: npm run create-admin -- --username <name> --password <password> [--name <display name>] [--client-secret <secret>]',
  );
  process.exit(2);
}
const database = await openDatabase(databaseOptions(loadConfig()));
try {
  await database.migrate();
  // the menus, the template roles (the administrator role among them) and the code lists
  await seedReferenceData(database.db);
  const result = await createAdministrator(database.db, {
    username: values.username,
    password,
    name: values.name ?? values.username,
    clientSecret: values['client-secret'],
  });
  console.log(`Administrator "${values.username}" created (user id ${result.userId}).`);
  if (result.createdClient) console.log(`Staff client "web" created with the given client secret.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
