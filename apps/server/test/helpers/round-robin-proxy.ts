/**
 * A round-robin TCP proxy in front of several server processes, as a load balancer in TCP mode (or the
 * node:cluster primary of scripts/supervisor.mjs) spreads an office's connections: each new connection
 * goes to the next backend in turn and stays there (HTTP keep-alive, WebSocket upgrades). Used by the
 * scale-out test (apps/server/test/ops/scale-out.test.ts) and bench/scale.ts; not part of the product.
 *
 *   node --import tsx apps/server/test/helpers/round-robin-proxy.ts <listen port> <backend port>...
 *
 * runs it on its own (the benchmark does, so its CPU time is its own process's); it prints `listening`.
 */
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RoundRobinProxy {
  port: number;
  /** The backend (its index in the ports given) each accepted connection went to, in order. */
  routed: number[];
  /** The backend the next connection will go to. */
  peek(): number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(
  backendPorts: number[],
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<RoundRobinProxy> {
  if (backendPorts.length === 0) throw new Error('the proxy needs at least one backend');
  const routed: number[] = [];
  const open = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer({ noDelay: true }, (client) => {
    const index = next;
    next = (next + 1) % backendPorts.length;
    routed.push(index);
    const upstream = net.connect({ port: backendPorts[index]!, host, noDelay: true });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    }
    // a reset or refusal on one side ends the other (the client sees its connection end, as behind a
    // real balancer whose backend went away)
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    routed,
    peek: () => next,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [listen, ...backends] = process.argv.slice(2).map(Number);
  const proxy = await startRoundRobinProxy(backends, { port: listen });
  console.log(`listening ${proxy.port}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
