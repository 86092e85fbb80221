import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { CUSTOMER_CLIENT_ID } from '@app/shared';
import { loadConfig } from '../config.ts';
import { databaseOptions } from '../bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { appClients } from '../db/schema/index.ts';
import { hashSecret } from '../modules/auth/passwords.ts';

/**
 * Sets (or creates) an application client's secret, e.g. to replace a demo secret before going to
 * production. Usage: npm run set-client-secret -- --client-id web --secret <secret> [--name <name>]
 */
const { values } = parseArgs({
  options: { 'client-id': { type: 'string' }, secret: { type: 'string' }, name: { type: 'string' } },
});
const clientId = values['client-id'];
const secret = values.secret;
if (!clientId || !secret || secret.length < 12) {
  console.error(
    'Usage: npm run set-client-secret -- --client-id <id> --secret <at least 12 characters> [--name <name>]',
  );
  process.exit(2);
}
const database = await openDatabase(databaseOptions(loadConfig()));
try {
  await database.migrate();
  const secretHash = await hashSecret(secret);
  const [existing] = await database.db.select().from(appClients).where(eq(appClients.client_id, clientId));
  if (existing) {
    await database.db
      .update(appClients)
      .set({ secret_hash: secretHash })
      .where(eq(appClients.id, existing.id));
    console.log(`Secret of client "${clientId}" replaced.`);
  } else {
    await database.db.insert(appClients).values({
      client_id: clientId,
      name: values.name ?? clientId,
      secret_hash: secretHash,
      secret_salt: randomBytes(12).toString('hex'),
      is_customer: clientId === CUSTOMER_CLIENT_ID,
    });
    console.log(`Client "${clientId}" created.`);
  }
} finally {
  await database.close();
}
