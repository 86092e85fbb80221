import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema/index.ts';

/** Sessions signed in now (not revoked, not expired), optionally of one user name. */
export function liveSessions(username?: string) {
  return and(
    isNull(accessTokens.revoked_at),
    gt(accessTokens.expires_at, sql`now()`),
    username ? eq(users.username, username) : undefined,
  );
}
