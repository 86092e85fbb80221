import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { operationLogs } from '../db/schema/index.ts';

const SECRET_FIELDS = new Set(['password_hash', 'secret_hash', 'token_hash', 'password']);

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '***' : v]),
  );
}

/** Records one write in the operation log, in the caller's transaction. Secrets are never logged. */
export async function recordOperation(
  db: DbOrTx,
  req: FastifyRequest,
  entry: {
    action: string;
    target: string;
    recordId: string | number | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await db.insert(operationLogs).values({
    user_id: req.actor?.userId ?? null,
    username: req.actor?.username ?? null,
    action: entry.action,
    target: entry.target,
    record_id: entry.recordId === null ? null : String(entry.recordId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: req.ip,
    request_id: String(req.id),
  });
}
