import { eq } from 'drizzle-orm';
import { isWeakPassword } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appClients, users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { orgsWithCompanies } from '../../plugins/actor.ts';
import {
  holdSliderPass,
  lastSuccessfulLogin,
  logLogin,
  recentFailures,
  useSliderChallenge,
  type SliderAnswer,
} from './login-guard.ts';
import { verifyAgainstDummy, verifySecret } from './passwords.ts';
import { hasLiveToken, issueToken, revokeUserTokens } from '../../plugins/tokens.ts';

export interface PasswordGrant {
  grant_type?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  checkSession?: boolean;
  force?: boolean;
  /** A solved drag-slider challenge (asked for after too many wrong passwords for the user name). */
  slider?: Omit<SliderAnswer, 'force'>;
}

const REQUIRED = ['grant_type', 'client_id', 'client_secret', 'username', 'password'] as const;

function ipAllowed(whitelist: string, ip: string): boolean {
  const entries = whitelist
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length === 0 || entries.some((e) => (e.endsWith('.') ? ip.startsWith(e) : ip === e));
}

/**
 * The password grant. Unknown user and wrong password answer the same error; the account's own
 * state (disabled, wrong client) is only told to someone who knows the password.
 */
export async function passwordGrant(app: FastifyInstance, req: FastifyRequest, input: PasswordGrant) {
  const username = input.username?.trim() ?? '';
  const { loginFailuresPerMinute: perUser, loginAddressFailuresPerMinute: perAddress } = app.config;
  const failures = await recentFailures(app.db, username, req.ip);
  const refuse = async (reason: 'rate_limited' | 'slider_required', error: AppError) => {
    await logLogin(app.db, req, { username, clientId: input.client_id, success: false, reason });
    return error;
  };
  // the address guessing (at this user name, or at any) waits; the account itself is never locked
  if (failures.byAddress >= perAddress || failures.byUserAtAddress >= perUser) {
    throw await refuse(
      'rate_limited',
      new AppError(429, 'error.rate_limited', undefined, undefined, 'too_many_requests'),
    );
  }
  // wrong passwords for this user name from many addresses: whoever signs in drags the slider first
  let usedSlider: string | undefined;
  if (username && failures.byUser >= perUser) {
    const answer = { ...input.slider, force: input.force };
    if (!(await useSliderChallenge(app.db, req.ip, username, answer)))
      throw await refuse(
        'slider_required',
        new AppError(428, 'auth.slider_required', undefined, undefined, 'slider_required'),
      );
    usedSlider = input.slider?.id;
  }
  const missing = REQUIRED.filter((k) => !(k === 'username' ? username : input[k]));
  if (missing.length) {
    throw new AppError(
      400,
      'error.validation',
      undefined,
      Object.fromEntries(missing.map((k) => [k, { key: 'field.required', params: { field: k } }])),
      'invalid_request',
    );
  }
  const fail = async (reason: string, error: AppError, userId?: number) => {
    await logLogin(app.db, req, {
      username,
      userId: userId ?? null,
      clientId: input.client_id,
      success: false,
      reason,
    });
    return error;
  };
  const [client] = await app.db.select().from(appClients).where(eq(appClients.client_id, input.client_id!));
  if (!client || !(await verifySecret(client.secret_hash, input.client_secret!))) {
    throw await fail(
      'bad_client',
      new AppError(401, 'auth.invalid_client', undefined, undefined, 'invalid_client'),
    );
  }
  if (input.grant_type !== 'password' || !client.authorized_grant_types.split(',').includes('password')) {
    throw await fail(
      'bad_grant_type',
      new AppError(400, 'auth.unsupported_grant_type', undefined, undefined, 'unsupported_grant_type'),
    );
  }
  if (!ipAllowed(client.ips, req.ip)) {
    throw await fail(
      'ip_denied',
      new AppError(403, 'auth.client_ip_denied', undefined, undefined, 'access_denied'),
    );
  }
  const [user] = await app.db.select().from(users).where(eq(users.username, username));
  const passwordOk = user
    ? await verifySecret(user.password_hash, input.password!)
    : await verifyAgainstDummy(input.password!);
  if (!user || !passwordOk) {
    throw await fail(
      'bad_credentials',
      new AppError(400, 'auth.bad_credentials', undefined, undefined, 'invalid_grant'),
      user?.id,
    );
  }
  // a password stored by an import or an old system is judged against today's policy at sign-in
  const weak = isWeakPassword(input.password, user.username);
  if (weak !== user.is_weak_password) {
    await app.db.update(users).set({ is_weak_password: weak }).where(eq(users.id, user.id));
  }
  if (user.status !== 1) {
    throw await fail(
      'disabled',
      new AppError(400, 'auth.user_disabled', undefined, undefined, 'invalid_grant'),
      user.id,
    );
  }
  if (user.client_id !== client.client_id) {
    throw await fail(
      'wrong_client',
      new AppError(400, 'auth.wrong_client_for_user', undefined, undefined, 'invalid_grant'),
      user.id,
    );
  }
  if (input.force) {
    await revokeUserTokens(app.db, user.id);
  } else if (input.checkSession && (await hasLiveToken(app.db, user.id))) {
    if (usedSlider) await holdSliderPass(app.db, usedSlider, username, req.ip);
    await logLogin(app.db, req, {
      username,
      userId: user.id,
      clientId: client.client_id,
      success: false,
      reason: 'session_conflict',
    });
    throw new AppError(409, 'auth.already_logged_in', undefined, undefined, 'already_logged_in');
  }
  const orgs = client.is_customer ? [] : await orgsWithCompanies(app.db, user.id);
  const firstCompany = orgs.flatMap((o) => o.companies)[0]?.id ?? null;
  const ttl = app.config.tokenTtlSeconds;
  const token = await issueToken(app.db, {
    userId: user.id,
    clientId: client.client_id,
    ttlSeconds: ttl,
    companyId: firstCompany,
    ip: req.ip,
    // read before this sign-in is logged: the session shows the one before it
    lastLogin: await lastSuccessfulLogin(app.db, user.id),
  });
  await logLogin(app.db, req, { username, userId: user.id, clientId: client.client_id, success: true });
  return { access_token: token, token_type: 'bearer', expires_in: ttl, scope: 'all' };
}
