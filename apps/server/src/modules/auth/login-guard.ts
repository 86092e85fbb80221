import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loginLogs } from '../../db/schema/index.ts';

/**
 * Failed sign-ins within the last minute for this user name or this address. Counted in the database,
 * so every server process behind a load balancer shares the limit.
 */
export async function recentFailures(db: DbOrTx, username: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.create_time, sql`now() - interval '1 minute'`),
        username ? or(eq(loginLogs.username, username), eq(loginLogs.ip, ip)) : eq(loginLogs.ip, ip),
      ),
    );
  return row?.n ?? 0;
}

export async function logLogin(
  db: DbOrTx,
  req: FastifyRequest,
  entry: { username: string; userId?: number | null; clientId?: string | null; success: boolean; reason?: string },
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
