import type { FastifyInstance } from 'fastify';
import { ActorCache } from './actor-cache.ts';
import { startPgListener, type PgListener } from './pg-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Actors of recently presented tokens (see ActorCache). */
    actors: ActorCache;
  }
}

/** Migration 0018's triggers notify this channel on every change to tokens, users, roles and grants. */
export const AUTH_CHANNEL = 'app_auth';

/**
 * The actor cache and its invalidation:
 * - this process: cleared when a request that may write (any method but GET/HEAD/OPTIONS, and the GET
 *   routes marked `config.writesAuth`) is answered, before the answer leaves, so the caller's next
 *   request already sees the change;
 * - every process: cleared by the NOTIFY of the tables' triggers (PostgreSQL: a dedicated LISTEN
 *   connection, the cache off while it reconnects; PGlite: its own listen, for jobs that write).
 */
export async function registerActorCache(app: FastifyInstance): Promise<void> {
  const usesPg = app.database.kind === 'postgres';
  const cache = new ActorCache(!usesPg);
  app.decorate('actors', cache);

  app.addHook('onSend', async (req, _reply, payload) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method) || req.routeOptions.config?.writesAuth)
      cache.clear();
    return payload;
  });

  let listener: PgListener | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  if (app.database.kind === 'postgres') {
    listener = await startPgListener(app, AUTH_CHANNEL, () => cache.clear(), {
      onConnected: () => cache.setEnabled(true),
      onLost: () => cache.setEnabled(false),
    });
  } else {
    unlisten = await app.database.pglite.listen(AUTH_CHANNEL, () => cache.clear());
  }
  app.addHook('onClose', async () => {
    await listener?.close();
    await unlisten?.().catch(() => undefined);
  });
}
