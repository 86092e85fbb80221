import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

/** Starts listening on a free loopback port and answers the ws:// base address. */
export async function listenUrl(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export interface TestSocket {
  ws: WebSocket;
  /** Frames received and not yet taken by next(). */
  received: string[];
  /** The next text frame (waits up to timeoutMs). */
  next(timeoutMs?: number): Promise<string>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(text: string): void;
  close(): void;
}

export async function openSocket(url: string, protocols?: string[]): Promise<TestSocket> {
  const ws = new WebSocket(url, protocols);
  const received: string[] = [];
  const waiters: ((frame: string) => void)[] = [];
  ws.on('message', (data) => {
    const text = (data as Buffer).toString();
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else received.push(text);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    closed,
    next(timeoutMs = 5000) {
      const ready = received.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter = (frame: string) => {
          clearTimeout(timer);
          resolve(frame);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error('no frame within timeout'));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    send: (text) => ws.send(text),
    close: () => ws.close(),
  };
}

/** The HTTP status a refused upgrade answered. */
export function rejectedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('socket opened'));
    });
    ws.on('error', () => {});
  });
}

/** The user id behind a user name. */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const rows = await t.database.queryRows<{ id: number }>(
    'test_user_id',
    'select id from users where username = $1',
    [username],
  );
  return rows[0]!.id;
}

export interface Instance {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Another server on the same database: on PostgreSQL with its own pool (as a second process would be),
 * on PGlite sharing the embedded client (only one app may run on it at a time).
 */
export async function anotherInstance(t: TestApp): Promise<Instance> {
  let database = t.database;
  let own = false;
  if (t.database.kind === 'postgres') {
    database = await openDatabase({ databaseUrl: t.database.pool.options.connectionString! });
    own = true;
  }
  const app = await buildApp(t.app.config, database);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (own) await database.close();
    },
  };
}
