import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { LANGS, LIVE_TOKEN_SUBPROTOCOL, type Lang } from '@app/shared';
import { startPgListener, type PgListener } from './pg-listener.ts';
import { requireActor } from './auth.ts';

/** Who a push goes to: some users (all their open sockets, on every server process) or everyone. */
export type HubTarget = { userIds: number[] } | { all: true };

export interface Hub {
  /** Delivers a JSON message to the target's open sockets, whichever server process holds them. */
  publish(target: HubTarget, message: object): Promise<void>;
  /** Open sockets of a user on this process (for tests and diagnostics). */
  socketCount(userId: number): number;
  /** Told of each message another server process published, once this process's sockets have it. */
  onRemote(listener: (message: object) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/** The PostgreSQL channel every process listens on. */
export const HUB_CHANNEL = 'app_ws';
/** NOTIFY payloads are limited to 8000 bytes; larger messages go through the hub_messages table. */
const NOTIFY_LIMIT = 7500;
/** Closes the sockets of a signed-out or revoked token. */
export const CLOSE_REVOKED = 4001;

interface Client {
  socket: WebSocket;
  userId: number;
  tokenId: number;
  lang: Lang;
}

interface Envelope {
  /** Origin process: it has already delivered to its own sockets. */
  o: string;
  t: HubTarget;
  m?: object;
  /** Id of a hub_messages row holding the message when it is too large for NOTIFY. */
  ref?: number;
}

/**
 * The live-update channel: `GET /ws` with the token as subprotocols `access-token, <token>` (or the
 * spec's `?token=`), ping/pong, and `app.hub.publish`. On PostgreSQL
 * a publish goes through NOTIFY on channel `app_ws` and every process (LISTEN on a dedicated connection)
 * delivers it to its own sockets; on PGlite it is delivered in-process.
 */
export async function registerHub(app: FastifyInstance) {
  const instanceId = randomUUID();
  const clients = new Map<number, Set<Client>>();
  const tokenCheckMs = Number(process.env.WS_TOKEN_CHECK_MS ?? 15_000);

  // the browser cannot set headers on a WebSocket: the token comes as a subprotocol (or ?token=),
  // which the auth hook reads as the Access-Token header; this listener runs before @fastify/websocket's own
  app.server.on('upgrade', (raw: IncomingMessage) => tokenQueryToHeader(raw));
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // an upgrade refused before @fastify/websocket saw it (401 from the auth hook) must not leave the
  // connection half open, or closing the server waits for it
  app.addHook('onResponse', async (req) => {
    if (req.raw.headers.upgrade?.toLowerCase() === 'websocket') req.raw.socket.destroy();
  });

  function deliverLocal(target: HubTarget, message: object) {
    const text = JSON.stringify(message);
    const groups = 'all' in target ? [...clients.values()] : target.userIds.map((id) => clients.get(id));
    for (const group of groups) {
      for (const client of group ?? []) {
        if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
      }
    }
  }

  let listener: PgListener | undefined;
  const remoteListeners: ((message: object) => void)[] = [];
  const usesPg = app.database.kind === 'postgres';
  if (usesPg) {
    listener = await startPgListener(app, HUB_CHANNEL, async (payload) => {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === instanceId) return;
      let message = envelope.m;
      if (envelope.ref !== undefined) {
        const rows = await app.database.queryRows<{ payload: object }>(
          'hub_message_by_id',
          'select payload from hub_messages where id = $1',
          [envelope.ref],
        );
        message = rows[0]?.payload;
      }
      if (!message) return;
      deliverLocal(envelope.t, message);
      for (const heard of remoteListeners) heard(message);
    });
  }

  const hub: Hub = {
    async publish(target, message) {
      deliverLocal(target, message);
      if (!usesPg) return;
      const text = JSON.stringify({ o: instanceId, t: target, m: message } satisfies Envelope);
      if (Buffer.byteLength(text) <= NOTIFY_LIMIT) {
        await app.database.queryRows('hub_notify', 'select pg_notify($1, $2)', [HUB_CHANNEL, text]);
        return;
      }
      const [row] = await app.database.queryRows<{ id: number }>(
        'hub_message_insert',
        'insert into hub_messages (payload) values ($1) returning id',
        [JSON.stringify(message)],
      );
      const ref = JSON.stringify({ o: instanceId, t: target, ref: row!.id } satisfies Envelope);
      await app.database.queryRows('hub_notify', 'select pg_notify($1, $2)', [HUB_CHANNEL, ref]);
      // large messages only need to live until every listener has read them
      await app.database.queryRows(
        'hub_message_prune',
        "delete from hub_messages where created_at < now() - interval '5 minutes'",
        [],
      );
    },
    socketCount: (userId) => clients.get(userId)?.size ?? 0,
    onRemote: (heard) => void remoteListeners.push(heard),
  };
  app.decorate('hub', hub);

  app.get(
    '/ws',
    {
      websocket: true,
      config: { permission: 'authenticated' },
      schema: { hide: true },
    },
    (socket, req) => {
      const actor = requireActor(req);
      const client: Client = { socket, userId: actor.userId, tokenId: actor.tokenId, lang: req.lang };
      const group = clients.get(client.userId) ?? new Set<Client>();
      group.add(client);
      clients.set(client.userId, group);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = data.toString();
        if (text === 'ping') {
          socket.send('pong');
          return;
        }
        const init = parseInit(text);
        if (init?.lang) client.lang = init.lang;
      });
      socket.on('close', () => {
        group.delete(client);
        if (group.size === 0 && clients.get(client.userId) === group) clients.delete(client.userId);
      });
    },
  );

  // signed-out, revoked or expired tokens lose their sockets, whichever process revoked them: at once on
  // the change's NOTIFY (app_auth), and every WS_TOKEN_CHECK_MS for expiry and a notification missed
  // while the listener reconnected
  const tokenTimer = setInterval(() => void checkTokens(), tokenCheckMs);
  tokenTimer.unref();
  let checking: Promise<void> | undefined;
  let again = false;
  app.authChanges.subscribe(() => void checkTokens());
  /** One check at a time; a change heard during one runs one more after it. */
  async function checkTokens(): Promise<void> {
    if (checking) {
      again = true;
      return checking;
    }
    checking = (async () => {
      do {
        again = false;
        await closeRevoked();
      } while (again);
    })().finally(() => (checking = undefined));
    return checking;
  }
  async function closeRevoked() {
    const open = [...clients.values()].flatMap((g) => [...g]);
    if (open.length === 0) return;
    try {
      const ids = [...new Set(open.map((c) => c.tokenId))];
      const live = await app.database.queryRows<{ id: number }>(
        'hub_live_tokens',
        `select t.id from access_tokens t join users u on u.id = t.user_id and u.status = 1
         where t.id = any($1::int[]) and t.revoked_at is null and t.expires_at > now()`,
        [ids],
      );
      const liveIds = new Set(live.map((r) => r.id));
      for (const c of open) if (!liveIds.has(c.tokenId)) c.socket.close(CLOSE_REVOKED, 'token revoked');
    } catch (err) {
      app.log.warn({ err }, 'websocket token check failed');
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(tokenTimer);
    await checking;
    await listener?.close();
  });
}

/**
 * The socket's token for the auth hook: from the subprotocols `access-token, <token>` (the web app's
 * way, which keeps the token out of URLs and logs), else from the spec's `?token=` (outside clients).
 */
function tokenQueryToHeader(raw: IncomingMessage) {
  const url = raw.url ?? '';
  if (!(url === '/ws' || url.startsWith('/ws?')) || raw.headers['access-token']) return;
  const offered = String(raw.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const fromProtocol = offered[0] === LIVE_TOKEN_SUBPROTOCOL ? offered[1] : undefined;
  const token = fromProtocol || new URLSearchParams(url.split('?')[1] ?? '').get('token');
  if (token) raw.headers['access-token'] = token;
}

function parseInit(text: string): { lang?: Lang } | undefined {
  try {
    const value = JSON.parse(text) as { type?: unknown; lang?: unknown };
    if (value?.type !== 'init') return undefined;
    const lang = (LANGS as readonly unknown[]).includes(value.lang) ? (value.lang as Lang) : undefined;
    return lang ? { lang } : {};
  } catch {
    return undefined;
  }
}
