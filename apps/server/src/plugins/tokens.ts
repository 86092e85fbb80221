import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { accessTokens } from '../db/schema/index.ts';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: DbOrTx,
  input: {
    userId: number;
    clientId: string;
    ttlSeconds: number;
    companyId: number | null;
    ip: string;
    /** The user's sign-in before this one, kept with the session to be shown once. */
    lastLogin?: { time: Date; ip: string; userAgent: string | null } | undefined;
  },
) {
  const token = newToken();
  await db.insert(accessTokens).values({
    token_hash: hashToken(token),
    user_id: input.userId,
    client_id: input.clientId,
    company_id: input.companyId,
    ip: input.ip,
    expires_at: new Date(Date.now() + input.ttlSeconds * 1000),
    last_login_time: input.lastLogin?.time ?? null,
    last_login_ip: input.lastLogin?.ip ?? null,
    last_login_agent: input.lastLogin?.userAgent ?? null,
  });
  return token;
}

export async function revokeToken(db: DbOrTx, token: string) {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(accessTokens.token_hash, hashToken(token)), isNull(accessTokens.revoked_at)));
}

/** Signs every session of a user out at once. */
export async function revokeUserTokens(db: DbOrTx, userId: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
}

/** Whether the user has a session that is still valid somewhere. */
export async function hasLiveToken(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
