import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { anotherInstance, type Instance } from './helpers/ws-client.ts';
import { seedLogs, taskRow, waitForTask } from './helpers/exports.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  process.env.JOBS_POLL_MS = '50';
  process.env.JOBS_HEARTBEAT_MS = '200';
  process.env.JOBS_STALE_MS = '1000';
  process.env.EXPORT_PROGRESS_MS = '100';
  process.env.EXPORT_BATCH = '200';
  t = await startTestApp();
  admin = await t.login('admin');
  await seedLogs(t, 'bench', 100_000);
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
    await sleep(50);
  }
}
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
    t.app.jobs.register(
      'test-limit',
      async () => {
        max = Math.max(max, ++current);
        await sleep(40);
        current--;
      },
      { concurrency: 2 },
    );
    const ids = await Promise.all([...Array(6).keys()].map((i) => t.app.jobs.enqueue('test-limit', { i })));
    await waitForJobs(t.database, ids);
    expect(max).toBe(2);
    for (const id of ids) expect((await jobOf(t.database, id)).status).toBe('done');
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

  it('re-queues the run of a process that stopped beating and finishes it', async () => {
    const id = await startExport();
    await waitForTask(t, id, (task) => (task.sta === 1 && task.process > 0) || task.sta < 0);
    // the process running it "dies": its lock and heartbeat belong to nobody alive any more
    await t.database.queryRows(
      'test_kill_run',
      `update jobs set locked_by = 'dead-process', heartbeat_at = now() - interval '1 hour'
       where status = 'running' and type = 'export'`,
      [],
    );
    const task = await waitForTask(t, id, (x) => x.sta === 2 || x.sta === -10);
    expect(task).toMatchObject({ sta: 2, process: 100 });
  }, 120_000);

  it('fails a lost run that has used all its attempts, with a reason on the task', async () => {
    const id = await startExport();
    await waitForTask(t, id, (task) => task.sta === 1);
    await t.database.queryRows(
      'test_kill_last',
      `update jobs set locked_by = 'dead-process', heartbeat_at = now() - interval '1 hour',
         attempts = max_attempts where status = 'running' and type = 'export'`,
      [],
    );
    const task = await waitForTask(t, id, (x) => x.sta === -10 || x.sta === 2);
    expect(task.sta).toBe(-10);
    expect(task.note).toContain('任务中断');
  }, 60_000);
});

describe('a server restart in the middle of an export', () => {
  let b: Instance | undefined;
  afterAll(async () => b?.close());

  it('resumes the export on the next start (never left running)', async () => {
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
    const task = await waitForTask(t, id, (x) => x.sta === 2 || x.sta === -10);
    expect(task).toMatchObject({ sta: 2, process: 100 });
  }, 120_000);
});

describe.skipIf(process.env.TEST_DB !== 'pg')('two processes on one PostgreSQL', () => {
  it('run each job exactly once', async () => {
    const first = await anotherInstance(t);
    const second = await anotherInstance(t);
    try {
      const runs: { id: number; by: string }[] = [];
      for (const inst of [first, second]) {
        inst.app.jobs.register(
          'test-once',
          async (job) => {
            runs.push({ id: job.id, by: inst.app.jobs.instanceId });
            await sleep(20);
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
      await first.close();
      await second.close();
    }
  }, 60_000);

  it('wake a process that polls rarely as soon as another process enqueues (LISTEN/NOTIFY)', async () => {
    const polling = process.env.JOBS_POLL_MS;
    process.env.JOBS_POLL_MS = '600000';
    const sleeper = await anotherInstance(t);
    process.env.JOBS_POLL_MS = polling;
    try {
      const ran: number[] = [];
      sleeper.app.jobs.register('test-wake', async (job) => void ran.push(job.id));
      await sleep(200); // its start-up look at the queue is over
      const id = await t.app.jobs.enqueue('test-wake', {});
      await waitForJobs(t.database, [id], 5_000);
      expect(ran).toEqual([id]);

      // enqueued in a transaction: announced when it commits, not before
      let inside = 0;
      await t.app.db.transaction(async (tx) => {
        inside = await t.app.jobs.enqueue('test-wake', {}, { db: tx });
        await sleep(300);
        expect(ran).toEqual([id]);
      });
      await waitForJobs(t.database, [inside], 5_000);
      expect(ran).toEqual([id, inside]);
    } finally {
      await sleeper.close();
    }
  }, 60_000);
});
