import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CODE } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';

/**
 * One-time e-mail codes (registration, password retrieval): 6 digits, only a salted hash stored,
 * valid 10 minutes, 5 wrong tries, used once. Asking for codes is limited per e-mail address, per
 * user name and per client address: one a minute and five an hour (429 with the wait).
 */
export type CodePurpose = 'register' | 'retrieve';

/** Codes asked for from one client address within an hour, whatever the e-mail or user name. */
const PER_IP_HOUR = 20;

/** The stored form: `salt:hmac(salt, purpose, address, user, code)`. */
function hashCode(purpose: CodePurpose, address: string, username: string, code: string, salt: string) {
  const mac = createHmac('sha256', salt).update(`${purpose}\n${address}\n${username}\n${code}`).digest('hex');
  return `${salt}:${mac}`;
}

function matches(stored: string, purpose: CodePurpose, address: string, username: string, code: string) {
  const [salt] = stored.split(':');
  if (!salt || !stored.includes(':')) return false;
  const expected = Buffer.from(hashCode(purpose, address, username, code, salt));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The stored hash for a retrieval of an unknown account (no mail goes out): it matches no code. */
const NEVER_SENT = 'none';

/** E-mail addresses compare without case and surrounding space. */
export const normalAddress = (email: string) => email.trim().toLowerCase();

export function newCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
}

interface CodeRequest {
  purpose: CodePurpose;
  address: string;
  username: string;
  ip: string;
}

/** Throws 429 when another code may not be asked for yet (by address, user name or client address). */
async function assertMayIssue(tx: DbOrTx, req: CodeRequest) {
  const c = emailCodes;
  const [row] = await tx
    .select({
      lastAddress: sql<string | null>`max(${c.create_time}) filter (where ${c.address} = ${req.address})`,
      lastUser: sql<string | null>`max(${c.create_time}) filter (where ${c.username} = ${req.username})`,
      hourAddress: sql<number>`(count(*) filter (where ${c.address} = ${req.address}))::int`,
      hourUser: sql<number>`(count(*) filter (where ${c.username} = ${req.username}))::int`,
      hourIp: sql<number>`(count(*) filter (where ${c.ip} = ${req.ip}))::int`,
    })
    .from(c)
    .where(and(eq(c.purpose, req.purpose), gt(c.create_time, sql`now() - interval '1 hour'`)));
  const last = [row?.lastAddress, row?.lastUser]
    .filter((v): v is string => !!v)
    .map((v) => new Date(v).getTime());
  const since = last.length ? (Date.now() - Math.max(...last)) / 1000 : Infinity;
  if (since < EMAIL_CODE.resendSeconds) {
    const seconds = Math.max(1, Math.ceil(EMAIL_CODE.resendSeconds - since));
    throw new AppError(429, 'code.too_soon', { seconds });
  }
  if ((row?.hourAddress ?? 0) >= EMAIL_CODE.perHour || (row?.hourUser ?? 0) >= EMAIL_CODE.perHour)
    throw new AppError(429, 'code.too_many', { max: EMAIL_CODE.perHour });
  if ((row?.hourIp ?? 0) >= PER_IP_HOUR) throw new AppError(429, 'code.too_many', { max: PER_IP_HOUR });
}

/**
 * Records a new code and answers it (undefined when `send` is false: the row counts for the limits
 * but holds no usable code, so an unknown account looks the same from outside). Earlier codes of the
 * same address and user name stop working. The checks and the insert run under advisory locks on the
 * address and the user name, so two requests at once cannot both pass the limit.
 */
export async function issueCode(
  db: Db,
  req: CodeRequest,
  send = true,
): Promise<{ id: number; code?: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`email-code:${req.purpose}:${req.address}`}))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`email-code:${req.purpose}:user:${req.username}`}))`,
    );
    await assertMayIssue(tx, req);
    await tx
      .update(emailCodes)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(emailCodes.purpose, req.purpose),
          eq(emailCodes.address, req.address),
          eq(emailCodes.username, req.username),
          isNull(emailCodes.used_at),
        ),
      );
    const code = send ? newCode() : undefined;
    const [row] = await tx
      .insert(emailCodes)
      .values({
        purpose: req.purpose,
        address: req.address,
        username: req.username,
        code_hash: code
          ? hashCode(req.purpose, req.address, req.username, code, randomBytes(16).toString('hex'))
          : NEVER_SENT,
        expires_at: sql`now() + make_interval(mins => ${EMAIL_CODE.ttlMinutes})`,
        ip: req.ip.slice(0, 64),
      })
      .returning({ id: emailCodes.id });
    return { id: row!.id, ...(code ? { code } : {}) };
  });
}

/** Forgets a code whose e-mail could not be sent (it neither works nor counts for the limits). */
export async function dropCode(db: DbOrTx, id: number) {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/**
 * Checks a code: the newest unused one of the address and user name must be unexpired, have tries
 * left and match. Every attempt uses a try first (one atomic update, committed at once whatever the
 * caller does next), so parallel guesses cannot exceed the limit. Answers the code's id, to be spent
 * with `spendCode` in the caller's transaction.
 */
export async function checkCode(
  db: Db,
  input: { purpose: CodePurpose; address: string; username: string; code: string },
): Promise<number> {
  const [row] = await db
    .select({ id: emailCodes.id, expires_at: emailCodes.expires_at })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, input.purpose),
        eq(emailCodes.address, input.address),
        eq(emailCodes.username, input.username),
        isNull(emailCodes.used_at),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row || row.expires_at.getTime() <= Date.now()) throw fieldError('code', 'code.expired');
  const [tried] = await db
    .update(emailCodes)
    .set({ tries: sql`${emailCodes.tries} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.tries, EMAIL_CODE.maxTries)))
    .returning({ tries: emailCodes.tries, code_hash: emailCodes.code_hash });
  if (!tried) throw fieldError('code', 'code.tries_exceeded');
  if (matches(tried.code_hash, input.purpose, input.address, input.username, input.code)) return row.id;
  const left = EMAIL_CODE.maxTries - tried.tries;
  throw left > 0 ? fieldError('code', 'code.wrong', { left }) : fieldError('code', 'code.tries_exceeded');
}

/** Marks a checked code used; a code spent meanwhile (a second request with it) is refused. */
export async function spendCode(tx: DbOrTx, id: number) {
  const spent = await tx
    .update(emailCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.used_at)))
    .returning({ id: emailCodes.id });
  if (!spent.length) throw fieldError('code', 'code.expired');
}
