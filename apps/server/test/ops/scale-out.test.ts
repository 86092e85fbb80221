import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIVE_TOKEN_SUBPROTOCOL } from '@app/shared';
// @ts-expect-error -- a plain .mjs build script without types
import { buildServer } from '../../../../scripts/build-server.mjs';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { readXlsx } from '../helpers/exports.ts';
import { adminUrl, databaseUrl, runDatabaseName } from '../helpers/pg-urls.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { PASSWORD } from '../helpers/test-app.ts';
import { openSocket, type TestSocket } from '../helpers/ws-client.ts';

// Two server processes (the production bundle) on one PostgreSQL database and one shared DATA_DIR, behind
// a round-robin proxy, as an office that outgrew one process (or one machine) runs them: what one process
// does, the other sees. Each step below goes through a chosen process (the proxy's next connection is
// steered to it, and where it went is checked), so "through the other" is what happened, not luck.
// Only PostgreSQL: the embedded database belongs to one process.
const onPg = process.env.TEST_DB === 'pg';
const root = path.resolve(import.meta.dirname, '../../../..');
const outdir = path.join(root, 'dist', `server-scale-${process.pid}`);
const pgName = onPg ? runDatabaseName(inject('pgTemplate'), 'scale') : '';
let dataDir = '';
let proxy: RoundRobinProxy;

const servers: ServerProcess[] = [];

async function startServer(): Promise<ServerProcess> {
  return startServerProcess([path.join(outdir, 'server.mjs')], {
    port: await freePort(),
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(pgName),
      NODE_ENV: 'staging',
      LOG_LEVEL: 'warn',
      DB_POOL_MAX: '4',
      // the sockets' periodic token check far beyond this test: a signed-out token's socket must be
      // closed by the sign-out itself, whichever process took it
      WS_TOKEN_CHECK_MS: '600000',
      // one summary push per 10 minutes, shared by the processes: the first write's, and no other here
      SUMMARY_PULSE_MS: '600000',
      EXPORT_BATCH: '200',
    },
    // generous: two processes start at once beside other test runs (load 10-15)
    readyMs: 150_000,
    pollMs: 200,
  });
}

interface Answer {
  status: number;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** One request through the proxy on a connection of its own (so the proxy routes it afresh). */
function send(
  method: string,
  p: string,
  token?: string,
  body?: { json: unknown } | { form: string },
): Promise<Answer> {
  const payload =
    body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : Buffer.from(body.form);
  const headers: Record<string, string> = {
    ...(token ? { 'access-token': token } : {}),
    ...(body === undefined
      ? {}
      : { 'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' }),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: proxy.port, method, path: p, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body: all,
            json: <T>() => JSON.parse(all.toString()) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Steers the proxy's next connection to `backend` (any connection in between goes to the others). */
async function steer(backend: number) {
  while (proxy.peek() !== backend) await send('GET', '/readyz');
}

/** Requests answered by one chosen process, through the proxy. */
function on(backend: number) {
  const call = async (
    method: string,
    p: string,
    token?: string,
    body?: { json: unknown } | { form: string },
  ) => {
    await steer(backend);
    const answer = await send(method, p, token, body);
    expect(proxy.routed.at(-1), `${method} ${p} went through process ${backend}`).toBe(backend);
    return answer;
  };
  return {
    call,
    async signIn(username: string): Promise<string> {
      const res = await call('POST', '/oauth/token', undefined, {
        form: `grant_type=password&client_id=web&client_secret=web-secret&username=${username}&password=${encodeURIComponent(PASSWORD)}`,
      });
      expect(res.status, res.body.toString()).toBe(200);
      return res.json<{ access_token: string }>().access_token;
    },
    async socket(token: string): Promise<TestSocket> {
      await steer(backend);
      const ws = await openSocket(`ws://127.0.0.1:${proxy.port}/ws`, [LIVE_TOKEN_SUBPROTOCOL, token]);
      expect(proxy.routed.at(-1)).toBe(backend);
      return ws;
    },
  };
}
const A = on(0);
const B = on(1);

/** The next push of `type` on a socket that satisfies `match` (others skipped), waiting up to `timeoutMs`. */
async function pushOf<T>(ws: TestSocket, type: string, match: (data: T) => boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) throw new Error(`no "${type}" push matched within ${timeoutMs} ms`);
    const frame = JSON.parse(await ws.next(left)) as { type?: string; data?: T };
    if (frame.type === type && match(frame.data as T)) return frame.data as T;
  }
}

describe.skipIf(!onPg)(
  'two server processes behind a proxy (PostgreSQL only: the embedded database is one process’s)',
  () => {
    beforeAll(async () => {
      await (buildServer as (out: string) => Promise<string>)(outdir);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-data-'));
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName} with (force)`);
      await admin.query(`create database ${pgName} template ${inject('pgTemplate')}`);
      await admin.end();
      servers.push(...(await Promise.all([startServer(), startServer()])));
      proxy = await startRoundRobinProxy(servers.map((s) => s.port));
    }, 240_000);

    afterAll(async () => {
      await proxy?.close();
      for (const s of servers)
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      fs.rmSync(outdir, { recursive: true, force: true });
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName} with (force)`);
      await admin.end();
    }, 120_000);

    // first: no write has touched either process's summary pulse yet
    it('the summary push of a save reaches sockets on both processes, and the other process does not push it again', async () => {
      const admin = await A.signIn('admin');
      const clerk = await A.signIn('clerk');
      const adminId = (await A.call('GET', '/oauth/check_token', admin)).json<{ user_id: number }>().user_id;
      const sockets = [await A.socket(admin), await B.socket(admin)];
      try {
        expect((await A.call('POST', '/api/declarations', clerk, { json: declarationBody() })).status).toBe(
          201,
        );
        // heard on B's socket: B's pulse has heard it too (the same notification)
        for (const ws of sockets) await pushOf(ws, 'summary_changed', () => true);
        expect((await B.call('POST', '/api/declarations', clerk, { json: declarationBody() })).status).toBe(
          201,
        );
        const sent = await B.call('POST', '/api/messages/send', admin, {
          json: { kind: 'private', title: '窗口', body: '-', target_type: 'user', target_ids: [adminId] },
        });
        expect(sent.status, sent.body.toString()).toBe(200);
        // B's save and message raised no second summary push before the message's own push arrived
        for (const ws of sockets) {
          const before: string[] = [];
          for (;;) {
            const frame = JSON.parse(await ws.next(60_000)) as { type: string };
            if (frame.type === 'new_msg') break;
            before.push(frame.type);
          }
          expect(before).not.toContain('summary_changed');
        }
      } finally {
        for (const ws of sockets) ws.close();
      }
    }, 120_000);

    it('signs in through one process, reads and writes through the other', async () => {
      const clerk = await A.signIn('clerk');
      const list = await B.call('GET', '/api/declarations?page=1&size=10', clerk);
      expect(list.status, list.body.toString()).toBe(200);
      const created = await B.call('POST', '/api/declarations', clerk, { json: declarationBody() });
      expect(created.status, created.body.toString()).toBe(201);
      const { head } = created.json<{ head: { id: number; version: number } }>();

      // the other process reads what this one wrote, and saves over it
      const full = await A.call('GET', `/api/declarations/${head.id}/full`, clerk);
      expect(full.status, full.body.toString()).toBe(200);
      const body = declarationBody({ head: { goods_place: '厦门海沧码头' } });
      const saved = await A.call('PUT', `/api/declarations/${head.id}`, clerk, {
        json: { ...body, head: { ...body.head, version: head.version } },
      });
      expect(saved.status, saved.body.toString()).toBe(200);
      const after = await B.call('GET', `/api/declarations/${head.id}/full`, clerk);
      expect(after.json<{ data: { head: { goods_place: string } } }>().data.head.goods_place).toBe(
        '厦门海沧码头',
      );
      // a save of the version read before the other process's save is refused (stale), wherever it lands
      const stale = await B.call('PUT', `/api/declarations/${head.id}`, clerk, {
        json: { ...body, head: { ...body.head, version: head.version } },
      });
      expect(stale.status, stale.body.toString()).toBe(409);
    }, 120_000);

    it('an export started on one process is downloaded through the other, its progress pushed to a socket on the other', async () => {
      const admin = await A.signIn('admin');
      const ws = await B.socket(admin);
      try {
        const total = (await B.call('GET', '/api/declarations?page=1&size=10', admin)).json<{
          totalElements: number;
        }>().totalElements;
        expect(total).toBeGreaterThan(0);
        const started = await A.call('POST', '/api/declarations/export', admin);
        expect(started.status, started.body.toString()).toBe(200);
        const id = started.json<{ data: { id: number } }>().data.id;

        // whichever process's job runner wrote the file, the other's socket hears it finish
        await pushOf<{ id: number; sta: number }>(ws, 'download', (d) => d.id === id && d.sta === 2, 120_000);
        const fromB = await B.call('GET', `/download/file/${id}`, admin);
        expect(fromB.status, fromB.body.toString()).toBe(200);
        expect((await readXlsx(fromB.body)).dataRows).toBe(total);
        const fromA = await A.call('GET', `/download/file/${id}`, admin);
        expect(fromA.status).toBe(200);
        expect(fromA.body.equals(fromB.body)).toBe(true);
      } finally {
        ws.close();
      }
    }, 180_000);

    it('a message sent through one process reaches the recipient’s socket on the other, both ways', async () => {
      const admin = await A.signIn('admin');
      const clerk = await B.signIn('clerk');
      const clerkId = (await B.call('GET', '/oauth/check_token', clerk)).json<{ user_id: number }>().user_id;
      const onB = await B.socket(clerk);
      const onA = await A.socket(clerk);
      try {
        for (const [through, title] of [
          [A, '请核对报关单（甲）'],
          [B, '请核对报关单（乙）'],
        ] as const) {
          const sent = await through.call('POST', '/api/messages/send', admin, {
            json: { kind: 'private', title, body: '缺少箱号。', target_type: 'user', target_ids: [clerkId] },
          });
          expect(sent.status, sent.body.toString()).toBe(200);
          for (const ws of [onA, onB])
            expect(await pushOf<{ title: string }>(ws, 'new_msg', (d) => d.title === title)).toMatchObject({
              title,
            });
        }
      } finally {
        onA.close();
        onB.close();
      }
    }, 120_000);

    it('a sign-out through one process is refused at once on the other, and closes the token’s sockets there', async () => {
      for (const [out, other] of [
        [A, B],
        [B, A],
        [A, B],
      ] as const) {
        const token = await other.signIn('clerk');
        // the token in use on the other process (whatever that process keeps of it is warm)
        for (let i = 0; i < 3; i++)
          expect((await other.call('GET', '/api/declarations?page=1&size=10', token)).status).toBe(200);
        const ws = await other.socket(token);
        const signedOut = await out.call('GET', '/oos/logout', token);
        expect(signedOut.status).toBe(200);
        // the very next request on the other process is refused
        expect((await other.call('GET', '/api/declarations?page=1&size=10', token)).status).toBe(401);
        expect((await out.call('GET', '/api/declarations?page=1&size=10', token)).status).toBe(401);
        // its socket there is closed by the sign-out, not by the periodic check (10 minutes here)
        expect(await ws.closed).toBe(4001);
      }
    }, 120_000);

    it('the public fee lookup’s limit of misses is shared: ten through one process, the next refused by the other', async () => {
      for (let i = 0; i < 10; i++)
        expect((await A.call('GET', `/api/public/fees?no=SCALE${i}&verify=1`)).status).toBe(404);
      const refused = await B.call('GET', '/api/public/fees?no=SCALE10&verify=1');
      expect(refused.status, refused.body.toString()).toBe(429);
      expect((await A.call('GET', '/api/public/fees?no=SCALE11&verify=1')).status).toBe(429);
    }, 120_000);

    it('neither process logged an error', () => {
      for (const s of servers) expect(s.output()).not.toMatch(/"level":(50|60)/);
    });
  },
);
