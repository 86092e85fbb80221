/**
 * The round-robin TCP proxy of bench/scale.ts in its own process (apps/server/test/helpers/round-robin-proxy.ts,
 * as a load balancer in TCP mode spreads connections over the server processes): started, its port, stopped.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './chromium.ts';

const PROXY = path.join(ROOT, 'apps/server/test/helpers/round-robin-proxy.ts');

export interface Proxy {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export async function startProxy(ports: number[]): Promise<Proxy> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROXY, '0', ...ports.map(String)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    void exited.then(() => reject(new Error('the proxy exited before it listened')));
  });
  return {
    port,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
