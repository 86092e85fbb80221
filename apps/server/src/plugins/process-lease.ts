import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** The first key of the processes' session advisory locks (the second is the process's lock_key). */
export const LEASE_LOCK_SPACE = 28_028;

/** Who is alive, as one look at the `processes` table saw it. */
export interface LiveProcesses {
  /** Instance ids (`<pid>-<8 hex>`) of the processes alive now, this one included. */
  instances: ReadonlySet<string>;
  /**
   * Process ids whose claims are live. At start this process's own pid is left out when it holds nothing
   * yet: a claim with that pid was made by an earlier process that had the same pid (a container's pid 1).
   */
  pids: ReadonlySet<number>;
  /** No other process is alive: work whose owner is unknown (no owner in its name) is free too. */
  alone: boolean;
  /**
   * When the list was read (ms since the epoch). A process missing from it registered after this, so it
   * claimed nothing before: only work claimed before `asOf` is taken over.
   */
  asOf: number;
  /** The takeover at start, before the job runner and the receipt watcher begin. */
  atStart: boolean;
}

/** Takes over what processes that are gone held; errors are logged, the next look tries again. */
export type TakeoverHandler = (live: LiveProcesses) => Promise<void>;

export interface ProcessLease {
  /** This process's id: `jobs.locked_by`, the prefix of its export files. */
  readonly instanceId: string;
  /** Adds work to take over from processes that are gone (run in the order added). */
  onTakeover(name: string, handler: TakeoverHandler): void;
  /** Looks for processes that are gone now and takes over their work (the start and the sweeps do). */
  takeOver(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lease: ProcessLease;
  }
}

/** Instances alive in this very process (tests start several apps on one embedded database). */
const aliveHere = new Set<string>();

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * The process lease: each server process holds a row in `processes` and, on PostgreSQL, a session advisory
 * lock on a connection of its own (migration 0032), so "is that process alive?" is "is its lock held?",
 * answered at once and never by a timer. At start, before the job runner and the receipt watcher begin
 * (this plugin's onReady runs first), the processes that are gone lose their rows and the handlers take
 * over what they held: running jobs, receipt files claimed in working/, partial export files. On PostgreSQL
 * every LEASE_CHECK_MS (10 s) the process checks its own lease (its connection answers, its row is there)
 * and looks again, so a worker that died beside live ones is taken over within seconds. The embedded database has one process: every row but
 * this process's is a process that is gone. The stale timers (JOBS_STALE_MS, the watcher's claim age, the
 * export sweep's grace) stay as the safety net.
 */
export function registerProcessLease(app: FastifyInstance) {
  const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const host = os.hostname().slice(0, 255);
  const checkMs = num('LEASE_CHECK_MS', 10_000);
  const handlers: { name: string; handler: TakeoverHandler }[] = [];
  const shared = app.database.kind === 'postgres';
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let started = false;
  let chain: Promise<void> = Promise.resolve();

  /** The lease connection: a lock key from the sequence, its advisory lock, then the row (in that order). */
  async function connect(): Promise<pg.Client> {
    if (app.database.kind !== 'postgres') throw new Error('the lease connection needs PostgreSQL');
    const c = new pg.Client({ ...app.database.pool.options, application_name: 'app-lease' });
    c.on('error', (err) => {
      if (client !== c) return;
      app.log.warn({ err }, 'process lease connection lost: taking the lease again');
      client = undefined;
      c.end().catch(() => {});
    });
    try {
      await c.connect();
      for (let tries = 0; ; tries++) {
        const { rows } = await c.query<{ key: number }>(
          `select nextval('processes_lock_key_seq')::int as key`,
        );
        const key = rows[0]!.key;
        const { rows: locked } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
          LEASE_LOCK_SPACE,
          key,
        ]);
        if (!locked[0]!.ok) {
          // the sequence went round to a key a live process holds: the next one
          if (tries < 10) continue;
          throw new Error('no free process lock key');
        }
        await c.query(
          `insert into processes (instance_id, pid, host, lock_key) values ($1, $2, $3, $4)
           on conflict (instance_id) do update set lock_key = excluded.lock_key`,
          [instanceId, process.pid, host, key],
        );
        break;
      }
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    return c;
  }

  async function leaseClient(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  /** Who is alive now; the rows of processes that are gone are deleted (their work is then free). */
  async function live(atStart: boolean): Promise<LiveProcesses> {
    const instances = new Set([instanceId]);
    const pids = new Set<number>();
    const gone: { instance_id: string; pid: number; host: string }[] = [];
    const asOf = Date.now();
    if (app.database.kind === 'postgres') {
      const c = await leaseClient();
      const { rows } = await c.query<{ instance_id: string; pid: number; host: string; lock_key: number }>(
        'select instance_id, pid, host, lock_key from processes where instance_id <> $1',
        [instanceId],
      );
      for (const row of rows) {
        const { rows: got } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
          LEASE_LOCK_SPACE,
          row.lock_key,
        ]);
        if (!got[0]!.ok) {
          instances.add(row.instance_id);
          pids.add(row.pid);
          continue;
        }
        // its lock was free: the process (or its connection) is gone
        try {
          await c.query('delete from processes where instance_id = $1 and lock_key = $2', [
            row.instance_id,
            row.lock_key,
          ]);
        } finally {
          await c.query('select pg_advisory_unlock($1, $2)', [LEASE_LOCK_SPACE, row.lock_key]);
        }
        gone.push(row);
      }
    } else {
      // one process per embedded database: only the instances alive in this process are
      const rows = await app.database.queryRows<{ instance_id: string; pid: number; host: string }>(
        'processes_others',
        'select instance_id, pid, host from processes where instance_id <> $1',
        [instanceId],
      );
      for (const row of rows) {
        if (aliveHere.has(row.instance_id)) {
          instances.add(row.instance_id);
          continue;
        }
        await app.database.queryRows('processes_gone', 'delete from processes where instance_id = $1', [
          row.instance_id,
        ]);
        gone.push(row);
      }
    }
    // this process's own claims are live, except at start when no other app in it holds any
    const siblings = [...instances].some((id) => id !== instanceId && aliveHere.has(id));
    if (!atStart || siblings) pids.add(process.pid);
    for (const row of gone)
      app.log.warn(
        { instance: row.instance_id, pid: row.pid, host: row.host },
        'a server process is gone: taking over its work',
      );
    return { instances, pids, alone: instances.size === 1, asOf, atStart };
  }

  async function runTakeover(atStart: boolean) {
    const seen = await live(atStart);
    for (const { name, handler } of handlers) {
      try {
        await handler(seen);
      } catch (err) {
        app.log.error({ err, takeover: name }, 'taking over the work of a gone process failed');
      }
    }
  }

  /** One at a time: the start's takeover, the sweeps, a test's call. */
  function serial(fn: () => Promise<void>): Promise<void> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  }

  /** This process's own lease: its connection answers and its row is there (else it is taken again). */
  async function checkOwn() {
    const c = await leaseClient();
    const { rowCount } = await c.query('select 1 from processes where instance_id = $1', [instanceId]);
    if (!rowCount) {
      // another process found the lock free (this connection was cut meanwhile): take it again
      app.log.warn('process lease row was taken away: taking the lease again');
      client = undefined;
      await c.end().catch(() => {});
      await leaseClient();
    }
  }

  const lease: ProcessLease = {
    instanceId,
    onTakeover(name, handler) {
      handlers.push({ name, handler });
    },
    takeOver: () => serial(() => runTakeover(!started)),
  };
  app.decorate('lease', lease);

  app.addHook('onReady', async () => {
    aliveHere.add(instanceId);
    if (shared) await leaseClient();
    else
      await app.database.queryRows(
        'processes_register',
        `insert into processes (instance_id, pid, host, lock_key) values ($1, $2, $3, 0)
         on conflict (instance_id) do nothing`,
        [instanceId, process.pid, host],
      );
    await serial(() => runTakeover(true));
    started = true;
    if (!shared) return;
    timer = setInterval(() => {
      void serial(async () => {
        if (closed) return;
        await checkOwn();
        await runTakeover(false);
      }).catch((err: unknown) => app.log.warn({ err }, 'process lease check failed'));
    }, checkMs);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await chain;
    aliveHere.delete(instanceId);
    try {
      if (shared) {
        const c = client;
        client = undefined;
        if (c) {
          await c.query('delete from processes where instance_id = $1', [instanceId]).catch(() => {});
          await c.end().catch(() => {});
        }
      } else {
        await app.database.queryRows('processes_leave', 'delete from processes where instance_id = $1', [
          instanceId,
        ]);
      }
    } catch (err) {
      app.log.warn({ err }, 'process lease could not be given back');
    }
  });
}
