import { and, count, eq, gt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loginLogs } from '../../db/schema/index.ts';

/**
 * Failed sign-ins within the last minute: wrong passwords for this user name, or any failure from this
 * address (attempts refused by the limit itself, or for a session elsewhere, do not count). Counted in the database, so every
 * server process behind a load balancer shares the limit.
 */
export async function recentFailures(db: DbOrTx, username: string, ip: string): Promise<number> {
  const byAddress = and(
    eq(loginLogs.ip, ip),
    notInArray(loginLogs.reason, ['rate_limited', 'session_conflict']),
  );
  const byUser = and(eq(loginLogs.username, username), eq(loginLogs.reason, 'bad_credentials'));
  const [row] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.create_time, sql`now() - interval '1 minute'`),
        username ? or(byUser, byAddress) : byAddress,
      ),
    );
  return row?.n ?? 0;
}

export async function logLogin(
  db: DbOrTx,
  req: FastifyRequest,
  entry: {
    username: string;
    userId?: number | null;
    clientId?: string | null;
    success: boolean;
    reason?: string;
  },
) {
  await db.insert(loginLogs).values({
    username: entry.username.slice(0, 100),
    user_id: entry.userId ?? null,
    client_id: entry.clientId?.slice(0, 64) ?? null,
    ip: req.ip,
    user_agent: req.headers['user-agent']?.slice(0, 300) ?? null,
    success: entry.success,
    reason: entry.reason ?? null,
  });
}
