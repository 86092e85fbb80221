import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_OK,
  CODE_OK_LOGOUT,
  signOutAnswerSchema,
  sliderChallengeSchema,
  t,
  tokenAnswerSchema,
  tokenCheckSchema,
} from '@app/shared';
import { AppError } from '../../plugins/app-error.ts';
import { actorForToken } from '../../plugins/actor.ts';
import { newSliderChallenge } from './login-guard.ts';
import { passwordGrant } from './oauth.service.ts';
import { describeAuthorities } from '../../plugins/token-check.ts';
import { revokeToken } from '../../plugins/tokens.ts';

const tokenParams = z.object({
  grant_type: z.string().max(50).optional(),
  client_id: z.string().max(64).optional(),
  client_secret: z.string().max(200).optional(),
  username: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
  // the second form of the login call (platform-shell §7.1)
  userName: z.string().max(64).optional(),
  clientId: z.string().max(64).optional(),
  clientSecret: z.string().max(200).optional(),
  scope: z.string().max(100).optional(),
  /** Refuse (409 already_logged_in) when the user has a live session elsewhere. */
  check_session: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Sign the user's other sessions out (the answer to that 409). */
  force: z.enum(['0', '1', 'true', 'false']).optional(),
  /** A solved drag-slider challenge (the answer to 428 slider_required). */
  slider_id: z.string().max(64).optional(),
  slider_position: z.coerce.number().min(0).max(100).optional(),
  /** The drag: `ms,percent` pairs joined by `;` (at most 200). */
  slider_trace: z.string().max(3000).optional(),
});
const accessTokenQuery = z.object({ access_token: z.string().max(200).optional() });

/** The Access-Token header, when one was sent. */
function headerToken(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && header ? header : undefined;
}

function basicClient(header: string | undefined) {
  if (!header?.toLowerCase().startsWith('basic ')) return {};
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return { client_id: id, client_secret: secret };
}

export async function oauthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/oauth/token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Password grant: parameters in the query or as a form (or JSON) body',
        querystring: tokenParams,
        body: tokenParams.nullish(),
        response: { 200: tokenAnswerSchema },
      },
    },
    async (req) => {
      const p = { ...basicClient(req.headers.authorization), ...req.query, ...(req.body ?? {}) };
      return passwordGrant(app, req, {
        grant_type: p.grant_type ?? (p.userName ? 'password' : undefined),
        client_id: p.client_id ?? p.clientId,
        client_secret: p.client_secret ?? p.clientSecret,
        username: p.username ?? p.userName,
        password: p.password,
        checkSession: p.check_session === '1' || p.check_session === 'true',
        force: p.force === '1' || p.force === 'true',
        slider: { id: p.slider_id, position: p.slider_position, trace: p.slider_trace },
      });
    },
  );

  r.post(
    '/oauth/slider',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A drag-slider challenge for a sign-in that answered 428 slider_required',
        response: { 200: sliderChallengeSchema },
      },
    },
    async (req) => {
      const challenge = await newSliderChallenge(app.db, req.ip, app.config.loginAddressFailuresPerMinute);
      if (!challenge)
        throw new AppError(429, 'error.rate_limited', undefined, undefined, 'too_many_requests');
      return challenge;
    },
  );

  const checkToken = async (token: string | undefined) => {
    const found = token ? await actorForToken(app.database, token) : undefined;
    if (!found) throw new AppError(400, 'error.unauthorized', undefined, undefined, 'invalid_token');
    const { actor, expiresAt } = found;
    const { orgs, authorities } = await describeAuthorities(app.db, actor.userId, actor.clientId);
    return {
      active: true,
      user_id: actor.userId,
      user_name: actor.username,
      client_id: actor.clientId,
      exp: Math.floor(expiresAt.getTime() / 1000),
      org: orgs,
      authorities,
    };
  };
  const checkSchema = {
    tags: ['auth'],
    summary: 'Token check: user, client, organisations and authorities',
    response: { 200: tokenCheckSchema },
  };

  r.get(
    '/oauth/check_token',
    { config: { permission: 'public' }, schema: { ...checkSchema, querystring: accessTokenQuery } },
    // the token in the Access-Token header keeps it out of URLs and logs; the spec's query form stays
    (req) => checkToken(req.query.access_token ?? headerToken(req.headers['access-token'])),
  );
  r.get(
    '/admin/oauth/checkToken',
    { config: { permission: 'public' }, schema: { ...checkSchema, querystring: accessTokenQuery } },
    (req) => checkToken(req.query.access_token),
  );
  r.post(
    '/oauth/check-token',
    {
      config: { permission: 'public' },
      schema: { ...checkSchema, querystring: accessTokenQuery, body: accessTokenQuery.nullish() },
    },
    (req) => checkToken(req.body?.access_token ?? req.query.access_token),
  );

  r.get(
    '/oauth/revoke_token',
    {
      config: { permission: 'public', writesAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'Revokes the given token at once',
        querystring: accessTokenQuery,
        response: { 200: signOutAnswerSchema },
      },
    },
    async (req) => {
      const token = req.query.access_token ?? (req.headers['access-token'] as string | undefined);
      if (token) await revokeToken(app.db, token);
      return { code: CODE_OK, message: t('common.success', req.lang) };
    },
  );

  r.get(
    '/oos/logout',
    {
      config: { permission: 'public', writesAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign-out: revokes the token; answers code 10000',
        querystring: accessTokenQuery,
        response: { 200: signOutAnswerSchema },
      },
    },
    async (req) => {
      const token = req.query.access_token ?? (req.headers['access-token'] as string | undefined);
      if (token) await revokeToken(app.db, token);
      return { code: CODE_OK_LOGOUT, message: t('auth.logged_out', req.lang) };
    },
  );
}
