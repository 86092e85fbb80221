import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { getUser } from './users.service.ts';

/** Edits a user's profile in one transaction with its operation-log entry. */
export function versionedUpdate(
  db: DbOrTx,
  req: FastifyRequest,
  id: number,
  version: number,
  values: Record<string, unknown>,
) {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, id);
    await updateVersioned(tx, users, id, version, values, requireActor(req).userId);
    const after = await getUser(tx, id);
    await recordOperation(tx, req, { action: 'update', target: 'users', recordId: id, before, after });
    return after;
  });
}
