import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { anotherInstance, type Instance } from '../helpers/ws-client.ts';
import { seedLogs, taskRow, waitForTask } from '../helpers/exports.ts';

const ROWS = 10_000;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  process.env.JOBS_POLL_MS = '50';
  process.env.JOBS_HEARTBEAT_MS = '200';
  // The tests below make a run's process "die" by setting its heartbeat an hour back, so any stale period
  // under an hour finds it. A live run must never look dead, though: with 1 s, a run whose heartbeats
  // waited behind the export's own queries for over a second (PGlite answers one query at a time, on the
  // event loop) was taken from its live process again and again until its attempts ran out, which happened
  // at a load of 10-13 ('re-queues the run …' found sta -10). 20 s is a hundred missed beats; the reaper
  // then looks every 5 s (min(stale / 4, 5 s)), well inside the waits below.
  process.env.JOBS_STALE_MS = '20000';
  process.env.EXPORT_PROGRESS_MS = '100';
  process.env.EXPORT_BATCH = '200';
  t = await startTestApp();
  admin = await t.login('admin');
  // enough rows for an export to be caught mid-way (50 batches of 200, progress every 100 ms) when its
  // process dies or stops; each test checks that it was (the "kill" hits a running job, the stop leaves the
  // task under 100 %). The size adds nothing else here: 30,000 rows made the re-run outlast its 150 s limit
  // at a load of 13-14 (exports.test exports 20,000, bench/exports.ts 100,000 and 1,000,000)
  await seedLogs(t, 'bench', ROWS);
}, 120_000);
afterAll(() => t.close());

interface JobState {
  status: string;
  attempts: number;
  last_error: string | null;
}
async function jobOf(db: TestApp['database'], id: number): Promise<JobState> {
  const [row] = await db.queryRows<JobState>(
    'test_job',
    'select status, attempts, last_error from jobs where id = $1',
    [id],
  );
  return row!;
}
async function waitForJobs(db: TestApp['database'], ids: number[], timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.queryRows<{ n: number }>(
      'test_jobs_open',
      `select count(*)::int as n from jobs where id = any($1::int[]) and status in ('queued', 'running')`,
      [ids],
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > until) throw new Error(`${rows[0]!.n} jobs still open`);
    await new Promise((r) => setTimeout(r, 50)); // the interval of this poll, not a wait for an event
  }
}
/**
 * How long an export of the seeded rows may take (100,000 took 5 s alone, 25 s beside the browser tests, over 60 s on
 * PGlite with two busy processes beside the whole suite). A limit for a loaded machine, not a target.
 */
const LONG_EXPORT_MS = 150_000;
async function startExport(app = t.app, token = admin): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/operation-logs/export?target=bench',
    headers: { 'access-token': token },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('background jobs', () => {
  it('limits how many jobs of a type run at once', async () => {
    let current = 0;
    let max = 0;
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    t.app.jobs.register(
      'test-limit',
      async () => {
        max = Math.max(max, ++current);
        await gate; // each run keeps its slot until the test has seen how many run at once
        current--;
      },
      { concurrency: 2 },
    );
    // registered after 'test-limit', so a pass over the queue looks at it after 'test-limit'
    let probed = () => {};
    const probeRan = new Promise<void>((resolve) => (probed = resolve));
    t.app.jobs.register('test-limit-probe', async () => probed());
    try {
      const ids = await Promise.all([...Array(6).keys()].map((i) => t.app.jobs.enqueue('test-limit', { i })));
      await vi.waitFor(() => expect(current).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
      // a pass over the queue after all six were queued: without the limit it would have started the rest
      const probe = await t.app.jobs.enqueue('test-limit-probe', {});
      await probeRan;
      expect(current).toBe(2);
      open();
      await waitForJobs(t.database, [...ids, probe]);
      expect(max).toBe(2);
      for (const id of ids) expect((await jobOf(t.database, id)).status).toBe('done');
    } finally {
      open();
    }
  });

  it('retries a failing job when its type says so, and fails it with the reason otherwise', async () => {
    let calls = 0;
    t.app.jobs.register(
      'test-retry',
      async () => {
        if (++calls === 1) throw new Error('first try fails');
      },
      { retry: true },
    );
    const failures: string[] = [];
    t.app.jobs.register(
      'test-fail',
      async () => {
        throw new Error('always fails');
      },
      { onFailed: async (_job, reason) => void failures.push(reason) },
    );
    const retried = await t.app.jobs.enqueue('test-retry', {});
    const failed = await t.app.jobs.enqueue('test-fail', {});
    await waitForJobs(t.database, [retried, failed], 10_000);
    expect(await jobOf(t.database, retried)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobOf(t.database, failed)).toMatchObject({ status: 'failed', last_error: 'always fails' });
    expect(failures).toEqual(['always fails']);
  });

  it(
    're-queues the run of a process that stopped beating and finishes it',
    async () => {
      const id = await startExport();
      await waitForTask(t, id, (task) => (task.sta === 1 && task.process > 0) || task.sta < 0);
      // the process running it "dies": its lock and heartbeat belong to nobody alive any more
      const killed = await t.database.queryRows(
        'test_kill_run',
        `update jobs set locked_by = 'dead-process', heartbeat_at = now() - interval '1 hour'
       where status = 'running' and type = 'export' returning id`,
        [],
      );
      expect(killed).toHaveLength(1); // caught mid-way, not after it ended
      // the export runs again from the start (LONG_EXPORT_MS)
      const task = await waitForTask(t, id, (x) => x.sta === 2 || x.sta === -10, LONG_EXPORT_MS);
      expect(task).toMatchObject({ sta: 2, process: 100 });
    },
    LONG_EXPORT_MS + 30_000,
  );

  it('fails a lost run that has used all its attempts, with a reason on the task', async () => {
    const id = await startExport();
    await waitForTask(t, id, (task) => task.sta === 1);
    const killed = await t.database.queryRows(
      'test_kill_last',
      `update jobs set locked_by = 'dead-process', heartbeat_at = now() - interval '1 hour',
         attempts = max_attempts where status = 'running' and type = 'export' returning id`,
      [],
    );
    expect(killed).toHaveLength(1); // caught mid-way, not after it ended
    const task = await waitForTask(t, id, (x) => x.sta === -10 || x.sta === 2);
    expect(task.sta).toBe(-10);
    expect(task.note).toContain('任务中断');
  }, 60_000);
});

describe('a server restart in the middle of an export', () => {
  let b: Instance | undefined;
  afterAll(async () => b?.close());

  it(
    'resumes the export on the next start (never left running)',
    async () => {
      const id = await startExport();
      await waitForTask(t, id, (task) => (task.sta === 1 && task.process > 0) || task.sta < 0);
      await t.app.close(); // graceful stop: the run is aborted and put back in the queue
      expect(await taskRow(t, id)).toMatchObject({ sta: 1, process: expect.any(Number) });
      expect((await taskRow(t, id))!.process).toBeLessThan(100);
      const [job] = await t.database.queryRows<{ status: string }>(
        'test_job_of_task',
        'select j.status from jobs j join download_tasks d on d.job_id = j.id where d.id = $1',
        [id],
      );
      expect(job!.status).toBe('queued');
      b = await anotherInstance(t);
      // the export runs again from the start (LONG_EXPORT_MS)
      const task = await waitForTask(t, id, (x) => x.sta === 2 || x.sta === -10, LONG_EXPORT_MS);
      expect(task).toMatchObject({ sta: 2, process: 100 });
    },
    LONG_EXPORT_MS + 30_000,
  );
});

describe.skipIf(process.env.TEST_DB !== 'pg')('two processes on one PostgreSQL', () => {
  it('run each job exactly once', async () => {
    const first = await anotherInstance(t);
    const second = await anotherInstance(t);
    // every run waits until both processes have started one, so both keep asking for work meanwhile
    let bothTookPart = () => {};
    const both = new Promise<void>((resolve) => (bothTookPart = resolve));
    try {
      const runs: { id: number; by: string }[] = [];
      for (const inst of [first, second]) {
        inst.app.jobs.register(
          'test-once',
          async (job) => {
            runs.push({ id: job.id, by: inst.app.jobs.instanceId });
            if (new Set(runs.map((r) => r.by)).size === 2) bothTookPart();
            await both;
          },
          { concurrency: 3 },
        );
      }
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) ids.push(await first.app.jobs.enqueue('test-once', { i }));
      await waitForJobs(first.database, ids);
      expect(runs.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
      const by = new Set(runs.map((r) => r.by));
      expect(by.size).toBe(2); // both processes took part
    } finally {
      bothTookPart();
      await first.close();
      await second.close();
    }
  }, 60_000);

  it('wake a process that polls rarely as soon as another process enqueues (LISTEN/NOTIFY)', async () => {
    if (t.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const connectionString = String(t.database.pool.options.connectionString);
    const ran: number[] = [];
    const sleeper = await rarelyPolling(connectionString, (app) =>
      app.jobs.register('test-wake', async (job) => void ran.push(job.id)),
    );
    // a session listening as the job runners do: it gets notifications in the order they were committed
    const listener = new pg.Client({ connectionString });
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(`${n.channel} ${n.payload ?? ''}`));
    try {
      await sleeper.startUpLookDone('test-wake');
      const id = await t.app.jobs.enqueue('test-wake', {});
      await waitForJobs(t.database, [id], 5_000);
      expect(ran).toEqual([id]);

      // enqueued in a transaction: announced when it commits, not before. A marker notified after the
      // enqueue (outside the transaction) arrives after any announcement made before the commit.
      await listener.connect();
      await listener.query('listen app_jobs');
      await listener.query('listen test_marker');
      let inside = 0;
      await t.app.db.transaction(async (tx) => {
        inside = await t.app.jobs.enqueue('test-wake', {}, { db: tx });
        await t.database.queryRows('test_marker', `select pg_notify('test_marker', 'enqueued')`, []);
        await vi.waitFor(() => expect(heard).toContain('test_marker enqueued'), { timeout: 10_000 });
        expect(heard).toEqual(['test_marker enqueued']);
        expect(ran).toEqual([id]);
      });
      await waitForJobs(t.database, [inside], 5_000);
      expect(ran).toEqual([id, inside]);
      await vi.waitFor(() => expect(heard).toEqual(['test_marker enqueued', 'app_jobs test-wake']), {
        timeout: 10_000,
      });
    } finally {
      await listener.end();
      await sleeper.close();
    }
  }, 60_000);
});

/**
 * Another server process on the same PostgreSQL that polls its queue only every ten minutes (so only a
 * notification wakes it), with `setUp` run on it before it starts (job types registered then are seen by
 * its start-up look at the queue). `startUpLookDone(type)` waits until that look has asked for jobs of
 * `type`: a job of that type queued afterwards is run only if a notification wakes the process.
 */
async function rarelyPolling(connectionString: string, setUp: (app: FastifyInstance) => void) {
  const database = await openDatabase({ databaseUrl: connectionString });
  const queries = vi.spyOn(database, 'queryRows');
  const polling = process.env.JOBS_POLL_MS;
  process.env.JOBS_POLL_MS = '600000';
  const app = await buildApp(t.app.config, database).finally(() => (process.env.JOBS_POLL_MS = polling));
  setUp(app);
  await app.ready();
  const askedFor = (type: string) =>
    queries.mock.calls.some(
      ([name, , params], i) =>
        name === 'jobs_claim' && params[0] === type && queries.mock.settledResults[i]?.type === 'fulfilled',
    );
  return {
    startUpLookDone: (type: string) =>
      vi.waitFor(() => expect(askedFor(type)).toBe(true), { timeout: 10_000 }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
