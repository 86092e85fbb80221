import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface CannonResult {
  latency: { p50: number; p90: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface CannonOptions {
  connections: number;
  /** Run for this long … */
  seconds?: number;
  /** … or send this many requests. */
  amount?: number;
  /** A request's timeout in seconds (autocannon's default is 10). */
  timeoutSeconds?: number;
  /** More request headers (e.g. Accept-Encoding as a browser sends it). */
  headers?: Record<string, string>;
}

/**
 * autocannon in its own process, so the load generator does not share the event loop of the server it
 * measures (nor the benchmark's, which may run the server): GET `url` with the session token.
 */
export async function cannon(url: string, token: string, o: CannonOptions): Promise<CannonResult> {
  const bin = path.join(import.meta.dirname, '../node_modules/autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(o.connections)];
  if (o.amount !== undefined) args.push('-a', String(o.amount));
  else args.push('-d', String(o.seconds ?? 10));
  if (o.timeoutSeconds !== undefined) args.push('-t', String(o.timeoutSeconds));
  for (const [name, value] of Object.entries(o.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push('-H', `access-token=${token}`, url);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as CannonResult;
}
