import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { parseSliderTrace } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loginChallenges, loginLogs } from '../../db/schema/index.ts';
import { judgeSliderDrag } from './slider-drag.ts';
import { sliderImage } from './slider-image.ts';

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

/** How long a slider challenge may be answered (seconds). */
export const CHALLENGE_TTL_SECONDS = 120;
const CHALLENGE_TTL = sql`interval '2 minutes'`;
/** Where the gap may be: in percent of the travel, clear of the handle's resting place at the left. */
const TARGET_MIN = 25;
const TARGET_MAX = 92;
/** The `target` of a pass row (below): no gap, the drag was judged already. */
const PASS = -1;

/**
 * A new drag-slider challenge for this address. The server keeps the gap's place (a random percent of
 * the travel) under a random id; the client gets the id and a picture with the gap drawn in it, never
 * the place as a number. Old challenges are swept on the way; more than `perMinute` from one address in
 * a minute answers undefined (the caller refuses with 429).
 */
export async function newSliderChallenge(
  db: DbOrTx,
  ip: string,
  perMinute: number,
): Promise<{ slider_id: string; image: string; expires_in: number } | undefined> {
  await db.delete(loginChallenges).where(lt(loginChallenges.create_time, sql`now() - interval '10 minutes'`));
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.ip, ip),
        gte(loginChallenges.target, 0),
        gt(loginChallenges.create_time, sql`now() - interval '1 minute'`),
      ),
    );
  if ((recent?.n ?? 0) >= perMinute) return undefined;
  const id = randomBytes(18).toString('base64url');
  const target = randomInt(TARGET_MIN, TARGET_MAX + 1);
  await db.insert(loginChallenges).values({ id, target, ip });
  return { slider_id: id, image: sliderImage(target), expires_in: CHALLENGE_TTL_SECONDS };
}

/** The id of the pass a solved challenge leaves for one forced retry by this user name. */
const passId = (id: string, username: string) =>
  createHash('sha256').update(`pass\n${id}\n${username}`).digest('base64url');

export interface SliderAnswer {
  id?: string | undefined;
  /** Where the handle was released (percent of the travel). */
  position?: number | undefined;
  /** The drag, as `encodeSliderTrace` writes it. */
  trace?: string | undefined;
  /** The forced retry after "already logged in": a pass left by `holdSliderPass` stands for the drag. */
  force?: boolean | undefined;
}

/**
 * Checks a solved challenge: the one named, from this address, within its two minutes, released at its
 * gap after a drag a hand could have made (`judgeSliderDrag`). The challenge is used up by this check
 * whatever its outcome, so an answer is never tried twice. Answers whether it held.
 */
export async function useSliderChallenge(
  db: DbOrTx,
  ip: string,
  username: string,
  answer: SliderAnswer,
): Promise<boolean> {
  const { id } = answer;
  if (!id) return false;
  const fresh = gt(loginChallenges.create_time, sql`now() - ${CHALLENGE_TTL}`);
  if (answer.force) {
    const pass = await db
      .update(loginChallenges)
      .set({ used: true })
      .where(
        and(
          eq(loginChallenges.id, passId(id, username)),
          eq(loginChallenges.ip, ip),
          eq(loginChallenges.used, false),
          fresh,
        ),
      )
      .returning({ id: loginChallenges.id });
    if (pass.length === 1) return true;
  }
  const [taken] = await db
    .update(loginChallenges)
    .set({ used: true })
    .where(and(eq(loginChallenges.id, id), eq(loginChallenges.used, false), gte(loginChallenges.target, 0)))
    .returning({ target: loginChallenges.target, ip: loginChallenges.ip, fresh: sql<boolean>`${fresh}` });
  if (!taken || taken.ip !== ip || !taken.fresh) return false;
  return judgeSliderDrag(taken.target, answer.position, parseSliderTrace(answer.trace)) === undefined;
}

/**
 * The sign-in stopped after a solved challenge to ask about a session elsewhere: leaves a pass for one
 * forced retry by the same user name from the same address, within two minutes (the challenge itself
 * stays used; the pass is keyed by a hash of its id and the user name).
 */
export async function holdSliderPass(db: DbOrTx, id: string, username: string, ip: string) {
  await db
    .insert(loginChallenges)
    .values({ id: passId(id, username), target: PASS, ip })
    .onConflictDoNothing();
}

/** The user's latest successful sign-in (before the one being made): time, address and client. */
export async function lastSuccessfulLogin(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ time: loginLogs.create_time, ip: loginLogs.ip, userAgent: loginLogs.user_agent })
    .from(loginLogs)
    .where(and(eq(loginLogs.user_id, userId), eq(loginLogs.success, true)))
    .orderBy(desc(loginLogs.id))
    .limit(1);
  return row;
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
