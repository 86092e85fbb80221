import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessDay, businessTime, type InboxFailure, type SummaryFigure } from '@app/shared';
import { accessTokens, jobs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { liveSessions } from '../admin/online-sessions.ts';
import { activeFolderDirs } from '../channels/channels.repo.ts';
import { channelFolders } from '../channels/folder-channel.ts';
import { countFigure } from './figure-count.ts';
import { refundsWaitingCount } from './refunds-waiting.ts';
import { dayStart } from './summary-sql.ts';

/** Failed jobs are shown for this many days (older failures have been looked at or no longer matter). */
export const FAILED_JOBS_DAYS = 7;
/** The administrator's page of background jobs and set-aside receipts. */
export const HEALTH_PATH = '/summary/health';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobQuery {
  status?: JobStatus;
  /** Jobs that finished (or were created, when not finished) on or after this business day. */
  since?: string;
}

function jobCondition(q: JobQuery) {
  const since = q.since ? dayStart(q.since) : undefined;
  return and(
    q.status ? eq(jobs.status, q.status) : undefined,
    since ? gte(sql`coalesce(${jobs.finish_time}, ${jobs.create_time})`, since) : undefined,
  );
}

/** A page of background jobs (newest first). */
export async function listJobs(app: FastifyInstance, q: JobQuery & { page: number; size: number }) {
  const where = jobCondition(q);
  const [rows, [total]] = await Promise.all([
    app.db
      .select({
        id: jobs.id,
        type: jobs.type,
        status: jobs.status,
        attempts: jobs.attempts,
        max_attempts: jobs.max_attempts,
        last_error: jobs.last_error,
        create_time: jobs.create_time,
        start_time: jobs.start_time,
        finish_time: jobs.finish_time,
      })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    app.db.select({ n: count() }).from(jobs).where(where),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    content: rows.map((r) => ({
      ...r,
      create_time: iso(r.create_time),
      start_time: iso(r.start_time),
      finish_time: iso(r.finish_time),
    })),
    totalElements: Number(total?.n ?? 0),
    page: q.page,
    size: q.size,
  };
}

/**
 * The receipt files the inbox watcher set aside (failed/ of every active folder channel), newest first,
 * each with the reason written beside it.
 */
export async function inboxFailures(app: FastifyInstance): Promise<InboxFailure[]> {
  const dirs = await activeFolderDirs(app.db, app.config.channelsRoot);
  const found: InboxFailure[] = [];
  for (const dir of dirs) {
    const failed = channelFolders(dir).failed;
    const names = await fs.readdir(failed).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith('.reason.txt') || name.startsWith('.')) continue;
      const file = path.join(failed, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const reason = await fs.readFile(`${file}.reason.txt`, 'utf8').catch(() => '');
      found.push({
        channel_dir: path.relative(path.resolve(app.config.channelsRoot), dir) || '.',
        name,
        size: stat.size,
        set_aside_at: stat.mtime.toISOString(),
        // the first line says when and which file; the rest is the reason
        reason: reason.split('\n').slice(1).join('\n').trim(),
      });
    }
  }
  return found.sort((a, b) => b.set_aside_at.localeCompare(a.set_aside_at) || a.name.localeCompare(b.name));
}

const figure = (
  key: string,
  n: number,
  resource: string,
  query: Record<string, string> = {},
  p = HEALTH_PATH,
) => ({ key, count: n, resource, path: p, query }) satisfies SummaryFigure;

/**
 * 系统: users signed in now, failed and running jobs, set-aside receipts, online payments paid twice still
 * waiting for their refund, sign-in failures of today.
 */
export async function adminFigures(app: FastifyInstance, actor: Actor, now: Date): Promise<SummaryFigure[]> {
  const today = businessDay(now);
  const failedSince = businessTime(now)
    .subtract(FAILED_JOBS_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  const jobCount = async (q: JobQuery) => {
    const [row] = await app.db.select({ n: count() }).from(jobs).where(jobCondition(q));
    return Number(row?.n ?? 0);
  };
  const [online, failed, running, inbox, refunds, signIns] = await Promise.all([
    app.db
      .select({ n: count() })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(liveSessions())
      .then(([row]) => Number(row?.n ?? 0)),
    jobCount({ status: 'failed', since: failedSince }),
    jobCount({ status: 'running' }),
    inboxFailures(app).then((list) => list.length),
    refundsWaitingCount(app),
    countFigure(app, actor, {
      key: 'login_failed_today',
      entity: 'login-logs',
      query: { success: 'false', create_time_from: today },
    }),
  ]);
  return [
    figure('online_users', online, '/api/online-sessions', {}, '/system/onlineSession'),
    figure('jobs_failed', failed, '/api/summary/jobs', { status: 'failed', since: failedSince }),
    figure('jobs_running', running, '/api/summary/jobs', { status: 'running' }),
    figure('inbox_failed', inbox, '/api/summary/inbox-failures'),
    figure('refunds_waiting', refunds, '/api/summary/refunds-waiting'),
    signIns,
  ];
}
