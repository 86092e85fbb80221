import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loginChallenges, loginLogs } from '../../db/schema/index.ts';

/** Failed sign-ins of the last minute, three ways (counted in the database: every process shares them). */
export interface RecentFailures {
  /** Any failure from this address, whatever the user name. */
  byAddress: number;
  /** Wrong passwords for this user name from this address. */
  byUserAtAddress: number;
  /** Wrong passwords for this user name from any address. */
  byUser: number;
}

/** Refusals by the limits themselves, a session elsewhere or a missing slider do not count as failures. */
const NOT_COUNTED = sql`('rate_limited', 'session_conflict', 'slider_required')`;

export async function recentFailures(db: DbOrTx, username: string, ip: string): Promise<RecentFailures> {
  const badPassword = sql`${loginLogs.username} = ${username} and ${loginLogs.reason} = 'bad_credentials'`;
  const [row] = await db
    .select({
      byAddress: sql<number>`(count(*) filter (where ${loginLogs.ip} = ${ip}
        and coalesce(${loginLogs.reason}, '') not in ${NOT_COUNTED}))::int`,
      byUserAtAddress: sql<number>`(count(*) filter (where ${badPassword} and ${loginLogs.ip} = ${ip}))::int`,
      byUser: sql<number>`(count(*) filter (where ${badPassword}))::int`,
    })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.create_time, sql`now() - interval '1 minute'`),
        username
          ? sql`(${loginLogs.ip} = ${ip} or ${loginLogs.username} = ${username})`
          : eq(loginLogs.ip, ip),
      ),
    );
  return {
    byAddress: row?.byAddress ?? 0,
    byUserAtAddress: row?.byUserAtAddress ?? 0,
    byUser: row?.byUser ?? 0,
  };
}

/** How close to the target a released slider must be, in percent of the track. */
export const SLIDER_TOLERANCE = 4;
/** How long a slider challenge may be answered. */
const CHALLENGE_TTL = sql`interval '2 minutes'`;

/**
 * A new drag-slider challenge for this address: an id and a target (percent of the track) the handle
 * must be released at. Old challenges are swept on the way; more than `perMinute` from one address in
 * a minute answers undefined (the caller refuses with 429).
 */
export async function newSliderChallenge(
  db: DbOrTx,
  ip: string,
  perMinute: number,
): Promise<{ slider_id: string; target: number } | undefined> {
  await db.delete(loginChallenges).where(lt(loginChallenges.create_time, sql`now() - interval '10 minutes'`));
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginChallenges)
    .where(
      and(eq(loginChallenges.ip, ip), gt(loginChallenges.create_time, sql`now() - interval '1 minute'`)),
    );
  if ((recent?.n ?? 0) >= perMinute) return undefined;
  const challenge = { slider_id: randomBytes(18).toString('base64url'), target: randomInt(35, 91) };
  await db.insert(loginChallenges).values({ id: challenge.slider_id, target: challenge.target, ip });
  return challenge;
}

/**
 * Uses up a solved challenge: the one named, from this address, not used before, not expired, and the
 * handle released within the tolerance of its target. Answers whether it held (at most once per id).
 */
export async function useSliderChallenge(
  db: DbOrTx,
  ip: string,
  id: string | undefined,
  position: number | undefined,
): Promise<boolean> {
  if (!id || position === undefined || !Number.isFinite(position)) return false;
  const used = await db
    .update(loginChallenges)
    .set({ used: true })
    .where(
      and(
        eq(loginChallenges.id, id),
        eq(loginChallenges.ip, ip),
        eq(loginChallenges.used, false),
        gt(loginChallenges.create_time, sql`now() - ${CHALLENGE_TTL}`),
        sql`abs(${loginChallenges.target} - ${position}) <= ${SLIDER_TOLERANCE}`,
      ),
    )
    .returning({ id: loginChallenges.id });
  return used.length === 1;
}

/** Gives a used challenge back (the sign-in stopped to ask about a session elsewhere; the forced retry uses it). */
export async function releaseSliderChallenge(db: DbOrTx, id: string) {
  await db.update(loginChallenges).set({ used: false }).where(eq(loginChallenges.id, id));
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
