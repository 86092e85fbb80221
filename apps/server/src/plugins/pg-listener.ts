import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export interface PgListener {
  close(): Promise<void>;
}

/** The pool behind the drizzle handle (node-postgres), for its connection settings. */
function poolOf(app: FastifyInstance): pg.Pool {
  if (app.database.kind !== 'postgres') throw new Error('LISTEN needs PostgreSQL');
  return app.database.pool;
}

/**
 * LISTEN on a channel through a dedicated connection (not one of the pool's), reconnecting after an
 * error with a growing delay (up to 10 s). Each notification's payload is handed to `onPayload`;
 * handler errors are logged, never thrown.
 */
export async function startPgListener(
  app: FastifyInstance,
  channel: string,
  onPayload: (payload: string) => Promise<void> | void,
  /** Told when the listener is (again) hearing the channel, and when it stops (notifications may be missed). */
  state?: { onConnected?: () => void; onLost?: () => void },
): Promise<PgListener> {
  const options = poolOf(app).options;
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ ...options, application_name: 'app-listener' });
    c.on('notification', (msg) => {
      if (msg.channel !== channel || msg.payload === undefined) return;
      Promise.resolve(onPayload(msg.payload)).catch((err: unknown) =>
        app.log.warn({ err }, `${channel} notification failed`),
      );
    });
    c.on('error', (err) => {
      if (client !== c) return;
      app.log.warn({ err }, `${channel} listener connection lost`);
      scheduleReconnect();
    });
    c.on('end', () => {
      if (client === c) scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
    state?.onConnected?.();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    state?.onLost?.();
    const dead = client;
    client = undefined;
    dead?.end().catch(() => {});
    const delay = Math.min(10_000, 250 * 2 ** failures++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((err: unknown) => {
        app.log.warn({ err }, `${channel} listener reconnect failed`);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
