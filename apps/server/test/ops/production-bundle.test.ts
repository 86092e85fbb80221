import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { buildServer } from '../../../../scripts/build-server.mjs';

// The server as the production image runs it: the compiled bundle, no transpiler, on its
// own embedded database; and a graceful stop that lets a request in flight finish.
const root = path.resolve(import.meta.dirname, '../../../..');
const outdir = path.join(root, 'dist', `server-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-data-'));
let port = 0;
let server: ChildProcess;
let output = '';
let exited: Promise<number | null>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
const url = (p: string) => `http://127.0.0.1:${port}${p}`;
const FORM =
  'grant_type=password&client_id=web&client_secret=web-secret&username=admin&password=' +
  encodeURIComponent('Demo@2026!');

beforeAll(async () => {
  if (process.env.TEST_DB === 'pg') return;
  await (buildServer as (out: string) => Promise<string>)(outdir);
  port = await freePort();
  server = spawn(process.execPath, [path.join(outdir, 'server.mjs')], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'staging',
      LOG_LEVEL: 'info',
      RECEIPT_WATCHER: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(url('/readyz')).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until || server.exitCode !== null)
      throw new Error(`the bundle did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// one run is enough: the bundle brings its own embedded database (skipped in the PostgreSQL pass)
describe.skipIf(process.env.TEST_DB === 'pg')('the compiled server bundle', () => {
  it('migrates, seeds and serves the API', async () => {
    expect(fs.readdirSync(outdir)).toContain('server.mjs');
    expect(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(server.pid));
    const token = await fetch(url('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: FORM,
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const list = await fetch(url('/api/customers?page=1&size=10'), {
      headers: { 'access-token': token.access_token },
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { totalElements: number }).totalElements).toBeGreaterThan(0);
    // the reference data files were found beside the bundle (customs parameters seeded)
    const ports = await fetch(url('/api/base-data?type=port&page=1&size=10'), {
      headers: { 'access-token': token.access_token },
    });
    expect(((await ports.json()) as { totalElements: number }).totalElements).toBeGreaterThan(100);
  });

  it('stops on SIGTERM after finishing the request in flight, refusing new connections, exit code 0', async () => {
    // a sign-in whose body is still arriving when the stop begins
    const from = output.length;
    const logged = (line: RegExp) =>
      vi.waitFor(() => expect(output.slice(from)).toMatch(line), { timeout: 20_000, interval: 20 });
    const req = http.request(url('/oauth/token'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(FORM),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    req.write(FORM.slice(0, 10));
    // the stop begins once the server has the request (its head read, the body still to come) ...
    await logged(/"url":"\/oauth\/token"[^\n]*"msg":"incoming request"/);
    server.kill('SIGTERM');
    // ... and the rest of the body arrives after the server has begun it
    await logged(/"msg":"shutting down/);
    req.end(FORM.slice(10));
    const done = await answer;
    expect(done.status, done.body).toBe(200);
    expect(JSON.parse(done.body)).toHaveProperty('access_token');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain('"msg":"stopped"');
    // the pid file that keeps backup and restore off a running server's embedded database is gone
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    await expect(fetch(url('/readyz'))).rejects.toThrow();
  });
});
