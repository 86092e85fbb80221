import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { startPgListener, type PgListener } from './pg-listener.ts';
import { registerProcessLease } from './process-lease.ts';

/** The PostgreSQL channel on which an enqueue wakes the job runners of every process. */
const JOBS_CHANNEL = 'app_jobs';

/** A claimed job as its handler sees it. */
export interface JobRun<P = Record<string, unknown>> {
  id: number;
  type: string;
  payload: P;
  /** 1 on the first run, 2 when a dead process's run is resumed, … */
  attempt: number;
  /** Aborted when the server stops or the job was taken away from this process. */
  signal: AbortSignal;
}

export interface JobTypeOptions {
  /** Runs of this type at once in one process (default 1). */
  concurrency?: number;
  /** A handler error is retried (until max attempts) when true, failed at once when false (default). */
  retry?: boolean;
  /** Called once when a job of this type ends failed (handler error or too many lost runs), with the reason. */
  onFailed?: (job: { id: number; payload: unknown }, reason: string) => Promise<void>;
}

export interface Jobs {
  /** Queues a job (in the caller's transaction when `db` is a transaction) and answers its id. */
  enqueue(type: string, payload: object, options?: { db?: DbOrTx; maxAttempts?: number }): Promise<number>;
  register<P>(type: string, handler: (job: JobRun<P>) => Promise<void>, options?: JobTypeOptions): void;
  /** Looks for work now (after a transaction that enqueued jobs has committed). */
  poke(): void;
  /** This process's id in `jobs.locked_by` (its process lease's: plugins/process-lease.ts). */
  readonly instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface JobType {
  /** The registered handler; its payload type is the one its enqueuer wrote (stored as JSON). */
  handler: (job: JobRun<unknown>) => Promise<void>;
  options: Required<Pick<JobTypeOptions, 'concurrency' | 'retry'>> & JobTypeOptions;
  running: number;
}

interface ClaimedRow {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * Durable jobs in the `jobs` table, run by every server process: a free slot claims the oldest queued
 * job of its type with `FOR UPDATE SKIP LOCKED` (so with several processes on one PostgreSQL each job
 * runs once), the run beats a heartbeat, and a run whose heartbeat stops (its process died) is
 * re-queued until max_attempts, then failed with a reason. A run whose process is gone (its process lease
 * is free: plugins/process-lease.ts) is taken over the same way at once, at start before the runner begins
 * and at each of the lease's looks, without waiting for JOBS_STALE_MS. On close, running jobs are aborted
 * and put back in the queue for the next start. On PGlite the same runner works in-process.
 */
export function registerJobs(app: FastifyInstance) {
  // the process lease first: its onReady hook, which takes over what a gone process held, runs before this
  // runner's and the receipt watcher's
  registerProcessLease(app);
  const instanceId = app.lease.instanceId;
  const shared = app.database.kind === 'postgres';
  // on PostgreSQL an enqueue wakes every process through NOTIFY: polling is only the safety net
  // (delayed retries, dead runs); the embedded database has one process, woken directly
  const pollMs = num('JOBS_POLL_MS', shared ? 5_000 : 500);
  const heartbeatMs = num('JOBS_HEARTBEAT_MS', 5_000);
  const staleMs = num('JOBS_STALE_MS', 30_000);
  const types = new Map<string, JobType>();
  const runs = new Map<number, { controller: AbortController; done: Promise<void> }>();
  const q = app.database.queryRows.bind(app.database);
  let stopping = false;
  let ticking = false;
  let wakeAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let lastReap = 0;
  let lastPurge = 0;
  let listener: PgListener | undefined;

  const jobsApi: Jobs = {
    instanceId,
    async enqueue(type, payload, options = {}) {
      const db = options.db ?? app.db;
      const [row] = await db
        .insert(jobs)
        .values({ type, payload, max_attempts: options.maxAttempts ?? 3 })
        .returning({ id: jobs.id });
      // delivered when the caller's transaction commits (at once without one)
      if (shared) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type})`);
      if (!options.db) wake();
      return row!.id;
    },
    register(type, handler, options = {}) {
      types.set(type, {
        handler: handler as JobType['handler'],
        options: { concurrency: 1, retry: false, ...options },
        running: 0,
      });
    },
    poke: () => wake(),
  };
  app.decorate('jobs', jobsApi);

  function wake() {
    if (stopping) return;
    if (ticking) wakeAgain = true;
    else setImmediate(() => void tick());
  }

  async function tick() {
    if (stopping || ticking) return;
    ticking = true;
    try {
      // looking for dead runs a few times per stale period is enough
      if (Date.now() - lastReap >= Math.min(staleMs / 4, 5_000)) {
        lastReap = Date.now();
        await reapStale();
      }
      if (Date.now() - lastPurge >= 3_600_000) {
        lastPurge = Date.now();
        // finished jobs are kept a week for diagnosis (their download tasks keep their own state)
        await q(
          'jobs_purge',
          `delete from jobs where status in ('done', 'failed') and finish_time < now() - interval '7 days'`,
          [],
        );
      }
      for (const [type, jt] of types) {
        while (!stopping && jt.running < jt.options.concurrency) {
          const job = await claim(type);
          if (!job) break;
          start(jt, job);
        }
      }
    } catch (err) {
      if (!stopping) app.log.warn({ err }, 'job poll failed');
    } finally {
      ticking = false;
      if (wakeAgain) {
        wakeAgain = false;
        wake();
      }
    }
  }

  async function claim(type: string): Promise<ClaimedRow | undefined> {
    const [row] = await q<ClaimedRow>(
      'jobs_claim',
      `update jobs set status = 'running', attempts = attempts + 1, locked_by = $2,
         heartbeat_at = now(), start_time = now()
       where id = (select id from jobs where status = 'queued' and type = $1 and run_at <= now()
                   order by run_at, id for update skip locked limit 1)
       returning id, type, payload, attempts`,
      [type, instanceId],
    );
    return row;
  }

  /**
   * Runs whose process stopped beating (or, with `gone`, whose process holds no lease: it is gone, or it
   * ran before leases existed): back in the queue, or failed after max_attempts.
   */
  async function reapStale(gone = false) {
    const rows = await q<{ id: number; type: string; payload: unknown; status: string }>(
      'jobs_reap',
      `update jobs set
         status = case when attempts >= max_attempts then 'failed' else 'queued' end,
         last_error = case when attempts >= max_attempts
           then 'The server running the job stopped ' || attempts || ' times' else last_error end,
         finish_time = case when attempts >= max_attempts then now() end,
         locked_by = null
       where status = 'running' and (case when $2::boolean
         then locked_by is distinct from $3
           and not exists (select 1 from processes p where p.instance_id = jobs.locked_by)
         else heartbeat_at < now() - make_interval(secs => $1::float8 / 1000) end)
       returning id, type, payload, status`,
      [staleMs, gone, instanceId],
    );
    for (const row of rows) {
      app.log.warn({ job: row.id, status: row.status }, 'job of a stopped process reclaimed');
      if (row.status === 'failed') await notifyFailed(row.type, row, 'error.job_lost');
    }
    return rows.length;
  }

  // a gone process's runs, at start (before the runner's onReady below) and at each look of the lease
  app.lease.onTakeover('jobs', async (live) => {
    if ((await reapStale(true)) && !live.atStart) wake();
  });

  async function notifyFailed(type: string, job: { id: number; payload: unknown }, reason: string) {
    try {
      await types.get(type)?.options.onFailed?.(job, reason);
    } catch (err) {
      app.log.error({ err, job: job.id }, 'job failure hook failed');
    }
  }

  function start(jt: JobType, row: ClaimedRow) {
    jt.running++;
    const controller = new AbortController();
    const beat = setInterval(() => {
      void q<{ id: number }>(
        'jobs_heartbeat',
        `update jobs set heartbeat_at = now()
         where id = $1 and locked_by = $2 and attempts = $3 and status = 'running' returning id`,
        [row.id, instanceId, row.attempts],
      )
        .then((r) => {
          if (r.length === 0) controller.abort(new Error('job taken away'));
        })
        .catch((err: unknown) => app.log.warn({ err, job: row.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    beat.unref();
    const run: JobRun<unknown> = {
      id: row.id,
      type: row.type,
      payload: row.payload,
      attempt: row.attempts,
      signal: controller.signal,
    };
    const done = (async () => {
      try {
        await jt.handler(run);
        await finish(row, 'done', null);
      } catch (err) {
        await settleError(jt, row, err, controller.signal.aborted);
      } finally {
        clearInterval(beat);
        jt.running--;
        runs.delete(row.id);
        wake();
      }
    })();
    runs.set(row.id, { controller, done });
  }

  async function settleError(jt: JobType, row: ClaimedRow, err: unknown, aborted: boolean) {
    const reason = err instanceof Error ? err.message : String(err);
    try {
      if (aborted && stopping) {
        // stopped with the server: the next start resumes it (this run does not count)
        await q(
          'jobs_release',
          `update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null
           where id = $1 and locked_by = $2 and attempts = $3 and status = 'running'`,
          [row.id, instanceId, row.attempts],
        );
        return;
      }
      if (aborted) return; // taken away by another process's reaper: it decides
      const [retry] = jt.options.retry
        ? await q<{ id: number }>(
            'jobs_retry',
            `update jobs set status = 'queued', locked_by = null, last_error = $3,
               run_at = now() + make_interval(secs => attempts * 2)
             where id = $1 and locked_by = $2 and attempts = $4 and attempts < max_attempts
             returning id`,
            [row.id, instanceId, reason.slice(0, 1000), row.attempts],
          )
        : [];
      if (retry) return;
      app.log.warn({ err, job: row.id }, 'job failed');
      if (await finish(row, 'failed', reason)) await notifyFailed(row.type, row, reason);
    } catch (dbErr) {
      app.log.error({ err: dbErr, job: row.id }, 'could not record the end of a job');
    }
  }

  /** Records the end of this run (a run the reaper took away no longer owns the row). */
  async function finish(row: ClaimedRow, status: 'done' | 'failed', reason: string | null) {
    const ended = await q<{ id: number }>(
      'jobs_finish',
      `update jobs set status = $3, last_error = $4, finish_time = now(), locked_by = null
       where id = $1 and locked_by = $2 and attempts = $5 and status = 'running' returning id`,
      [row.id, instanceId, status, reason?.slice(0, 1000) ?? null, row.attempts],
    );
    return ended.length > 0;
  }

  app.addHook('onReady', async () => {
    // runs left by a process that is gone were taken over by the process lease just before
    if (shared) listener = await startPgListener(app, JOBS_CHANNEL, () => wake());
    timer = setInterval(() => void tick(), pollMs);
    timer.unref();
    wake();
  });

  app.addHook('preClose', async () => {
    stopping = true;
    if (timer) clearInterval(timer);
    for (const run of runs.values()) run.controller.abort(new Error('server stopping'));
    await Promise.allSettled([...runs.values()].map((r) => r.done));
    while (ticking) await new Promise((r) => setTimeout(r, 10));
    await listener?.close();
  });
}
