import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A server (or the supervisor of one) in a process of its own, its output kept. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

interface StartOptions {
  port: number;
  /** The process's whole environment but PORT (nothing of the test's is passed on but what is named). */
  env: Record<string, string>;
  cwd: string;
  /** How long it may take to answer /readyz (a loaded machine needs longer). */
  readyMs?: number;
  pollMs?: number;
}

/** Runs `node <args>` (the server bundle, or the supervisor with it) and waits until /readyz answers. */
export async function startServerProcess(args: string[], options: StartOptions): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = { port: options.port, child, output: () => output, exited };
  try {
    await waitReady(running, options.readyMs, options.pollMs);
  } catch (error) {
    // a process that did not get ready is stopped here: the caller never gets it to stop
    await stopProcess(running);
    throw error;
  }
  return running;
}

/**
 * Stops a process the test started, if it still runs: asked first (SIGTERM: the supervisor then stops its
 * server, which a SIGKILL would leave running on, using the machine for the rest of the run), killed after 10 s.
 */
export async function stopProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const stopped = await Promise.race([p.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) p.child.kill('SIGKILL');
  await p.exited;
}

/** Waits until the process answers /readyz on its port; fails with its output if it exits or takes too long. */
export async function waitReady(p: ServerProcess, timeoutMs = 60_000, pollMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${p.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until || p.child.exitCode !== null)
      throw new Error(`the server did not start:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
