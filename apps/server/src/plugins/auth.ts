import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLang, LANG_COOKIE, readsAsReference, registry, type Lang } from '@app/shared';
import { AppError } from './app-error.ts';
import { cachedActorForToken, type Actor } from './actor.ts';

/** `public`: open; `authenticated`: any valid token; anything else: a resource code the caller must hold. */
export type Permission = 'public' | 'authenticated' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** A GET that changes tokens or their users (sign-out, revoke, working company): clears the actor cache. */
    writesAuth?: boolean;
  }
  interface FastifyRequest {
    lang: Lang;
    actor: Actor | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: Permission;
}

/**
 * The routes that take the token in the query (`?access_token=`): those whose query schema declares it,
 * so the API document says so — the specification's own calls for outside clients (/oauth/*, /oos/*,
 * /code/oauth2/*) and a file a browser opens from a link (a declaration's PDF). Anywhere else a token
 * in the address (where logs, history and referrers keep it) is not taken.
 */
const queryTokenRoutes = new Set<string>();

function declaresQueryToken(schema: unknown): boolean {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return typeof shape === 'object' && shape !== null && 'access_token' in shape;
}

/** The access token of a request: the Access-Token header, a Bearer header, or the query where declared. */
export function presentedToken(req: FastifyRequest): string | undefined {
  const header = req.headers['access-token'];
  if (typeof header === 'string' && header) return header;
  const query = (req.query as Record<string, unknown> | undefined)?.access_token;
  if (
    typeof query === 'string' &&
    query &&
    queryTokenRoutes.has(`${req.method} ${req.routeOptions.url ?? ''}`)
  )
    return query;
  const auth = req.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  return undefined;
}

export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError(401, 'error.token_missing');
  return req.actor;
}

export function hasPermission(actor: Actor, permission: Permission): boolean {
  if (permission === 'public' || permission === 'authenticated') return true;
  return actor.isAdmin || actor.permissions.has(permission);
}

/**
 * Granting a page grants the references its screens read (a transport order's cities, a manifest's
 * company), computed once from the definitions (`readsAsReference`, packages/shared/src/menu/
 * screen-references.ts). Decided here, per route, rather than by adding the referenced entities' codes to
 * the actor's permissions: the holder of such a page may read the referenced entity through the engine's
 * two read routes only, `GET /api/<entity>` and `GET /api/<entity>/:id` guarded by its read permission,
 * within that entity's data scope, and nothing else that permission guards (the user administration's
 * lists, `/system-city/*`, exports) nor any write. The menu and the buttons still show the granted pages only.
 */
const referenceRoutes = new Map(
  registry.flatMap((def) => [
    [`GET /api/${def.name}`, def],
    [`GET /api/${def.name}/:id`, def],
  ]),
);

/** Whether the actor may make this call as a read of a reference that a page they hold draws. */
export function readsReference(actor: Actor, method: string, url: string, permission: Permission): boolean {
  const def = referenceRoutes.get(`${method} ${url}`);
  return !!def && permission === def.permissions.list && readsAsReference(actor.permissions, def.name);
}

/**
 * Every route must declare its permission (a route without one fails at start-up); every request is
 * authenticated and authorised here, before its body is even read.
 */
export function registerAuth(app: FastifyInstance, routes: RegisteredRoute[]) {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!permission && !route.url.startsWith('/docs') && !route.url.startsWith('/index')) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no permission`);
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, permission: permission ?? 'public' });
      if (declaresQueryToken(route.schema?.querystring)) queryTokenRoutes.add(`${method} ${route.url}`);
    }
  });

  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.cookies?.[LANG_COOKIE], req.headers['accept-language']);
    const permission = req.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    const token = presentedToken(req);
    if (!token) throw new AppError(401, 'error.token_missing');
    const actor = (await cachedActorForToken(app.database, app.actors, token))?.actor;
    if (!actor) throw new AppError(401, 'error.unauthorized');
    const groupId = req.headers['group-id'];
    // the cached actor is shared by the token's requests: a request's own group goes on a copy
    req.actor = typeof groupId === 'string' && groupId ? { ...actor, groupId } : actor;
    if (
      !hasPermission(req.actor, permission) &&
      !readsReference(req.actor, req.method, req.routeOptions.url ?? '', permission)
    )
      throw new AppError(403, 'error.forbidden', { permission });
  });
}
