import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { operationLogs } from '../../db/schema/index.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { setPassword } from '../users/users.service.ts';
import { checkCode, issueCode, normalAddress, spendCode } from './email-codes.ts';
import { codeMail } from './registration.service.ts';

/** The enabled user of a user name whose registered e-mail is the given address (compared without case). */
async function accountOf(app: FastifyInstance, username: string, address: string) {
  const [user] = await app.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(eq(users.username, username), eq(users.status, 1), sql`lower(trim(${users.email})) = ${address}`),
    );
  return user;
}

/**
 * Retrieval, step 1: a code to the registered e-mail. The answer is the same whether or not the
 * account exists and the e-mail matches: the limits count either way (a row that holds no code is
 * stored for an unknown account), and the mail leaves in the background so the time taken tells
 * nothing either.
 */
export async function sendRetrievalCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { username: string; email: string },
) {
  const address = normalAddress(input.email);
  const user = await accountOf(app, input.username, address);
  const issued = await issueCode(
    app.db,
    { purpose: 'retrieve', address, username: input.username.toLowerCase(), ip: req.ip },
    !!user,
  );
  if (user && issued.code) {
    const mail = codeMail('retrieve', user.email ?? input.email, issued.code, req.lang);
    app.mailer.send(mail).catch((error: unknown) => {
      app.log.warn({ err: error, userId: user.id }, 'password retrieval mail failed');
    });
  }
}

/**
 * Retrieval, step 2: the code and a new password (the policy was checked with the body). The
 * password changes, every session of the user is signed out, and the operation log records it.
 */
export async function retrievePassword(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { username: string; email: string; code: string; password: string },
) {
  const address = normalAddress(input.email);
  const codeId = await checkCode(app.db, {
    purpose: 'retrieve',
    address,
    username: input.username.toLowerCase(),
    code: input.code,
  });
  // the e-mail changed between the code and now, or the user was disabled: the code is no good
  const user = await accountOf(app, input.username, address);
  if (!user) throw fieldError('code', 'code.expired');
  await app.db.transaction(async (tx) => {
    await spendCode(tx, codeId);
    await setPassword(tx, user.id, user.username, input.password, false);
    await tx.insert(operationLogs).values({
      user_id: user.id,
      username: user.username,
      action: 'retrieve-password',
      target: 'users',
      record_id: String(user.id),
      ip: req.ip,
      request_id: String(req.id),
    });
  });
}
