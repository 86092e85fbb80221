import type { FastifyInstance } from 'fastify';
import { ActorCache } from './actor-cache.ts';
import { attachDisplayCache, DisplayCache } from './display-cache.ts';
import { ListCache } from './list-cache.ts';
import { ListTotals } from './list-totals.ts';
import { startPgListener, type PgListener } from './pg-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Actors of recently presented tokens (see ActorCache). */
    actors: ActorCache;
    /** Answers of the engine's lists until the next change (embedded database only; see ListCache). */
    lists: ListCache;
    /**
     * Told of every change to tokens, users, roles and grants, this process's or another's (the NOTIFY
     * `app_auth`): a sign-out anywhere closes the token's sockets here at once (ws-hub.ts).
     */
    authChanges: { subscribe(listener: () => void): void };
    /** The lists lately counted far past their cap (PostgreSQL only; see ListTotals). */
    listTotals: ListTotals;
  }
}

/** Migration 0018's triggers notify this channel on every change to tokens, users, roles and grants. */
export const AUTH_CHANNEL = 'app_auth';
/** Migration 0019's triggers notify this channel, with the table's name, on every change to a referenced table. */
export const NAMES_CHANNEL = 'app_names';
/** Migration 0029's triggers notify this channel on every write, in sessions that ask for it (the embedded database). */
export const CHANGES_CHANNEL = 'app_changes';

/**
 * The actor cache and the display-name cache (`display-cache.ts`), and their invalidation:
 * - this process: cleared when a request that may write (any method but GET/HEAD/OPTIONS, and the GET
 *   routes marked `config.writesAuth`) is answered, before the answer leaves, so the caller's next
 *   request already sees the change;
 * - every process: cleared by the NOTIFY of the tables' triggers (PostgreSQL: a dedicated LISTEN
 *   connection, the cache off while it reconnects; PGlite: its own listen, for jobs that write).
 * And, on the embedded database only, the answers of lists (`list-cache.ts`), cleared by any write; on
 * PostgreSQL only, which lists were lately counted far past their cap (`list-totals.ts`), cleared with the names.
 */
export async function registerCaches(app: FastifyInstance): Promise<void> {
  const usesPg = app.database.kind === 'postgres';
  const cache = new ActorCache(!usesPg);
  app.decorate('actors', cache);
  const names = new DisplayCache(!usesPg);
  attachDisplayCache(app.database, names);
  const lists = new ListCache(!usesPg && app.config.listCache);
  app.decorate('lists', lists);
  const authListeners: (() => void)[] = [];
  app.decorate('authChanges', { subscribe: (listener: () => void) => void authListeners.push(listener) });
  const authChanged = () => {
    cache.clear();
    for (const listener of authListeners) listener();
  };
  const totals = new ListTotals(false);
  app.decorate('listTotals', totals);

  app.addHook('onSend', async (req, _reply, payload) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method) || req.routeOptions.config?.writesAuth) {
      cache.clear();
      names.clear();
      totals.clear();
    }
    return payload;
  });

  const listeners: PgListener[] = [];
  const unlisteners: (() => Promise<void>)[] = [];
  if (app.database.kind === 'postgres') {
    listeners.push(
      await startPgListener(app, AUTH_CHANNEL, authChanged, {
        onConnected: () => cache.setEnabled(true),
        onLost: () => cache.setEnabled(false),
      }),
      await startPgListener(
        app,
        NAMES_CHANNEL,
        (table) => {
          names.clear(table);
          totals.clear(table);
        },
        {
          onConnected: () => {
            names.setEnabled(true);
            totals.setEnabled(true);
          },
          onLost: () => {
            names.setEnabled(false);
            totals.setEnabled(false);
          },
        },
      ),
    );
  } else {
    unlisteners.push(
      await app.database.pglite.listen(AUTH_CHANNEL, authChanged),
      await app.database.pglite.listen(NAMES_CHANNEL, (table) => names.clear(table)),
      await app.database.pglite.listen(CHANGES_CHANNEL, (table) => lists.clear(table)),
    );
  }
  app.addHook('onClose', async () => {
    for (const listener of listeners) await listener.close();
    for (const unlisten of unlisteners) await unlisten().catch(() => undefined);
  });
}
