import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LiveProcesses } from '../../plugins/process-lease.ts';
import { t } from '@app/shared';
import { STA } from './download-tasks.ts';
import { exportLimits } from './export-limits.ts';

/** A file in exports/ that no task names is left alone this long after its last write (an export running). */
export const ORPHAN_GRACE_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Cleans the export folder: the files of finished exports older than export_keep_days are removed and
 * their tasks say so; a file no task names (the partial file of an export whose process was killed) is
 * removed once nothing has written to it for ORPHAN_GRACE_MS. Answers what it removed.
 */
export async function sweepExportFiles(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ expired: number; orphans: string[] }> {
  const { export_keep_days: days } = await exportLimits(app.db);
  const old = await app.database.queryRows<{ id: number; file_key: string }>(
    'export_expired',
    `select id, file_key from download_tasks
      where sta = ${STA.complete} and file_key is not null and finish_time < $1::timestamptz - make_interval(days => $2::int)`,
    [now.toISOString(), days],
  );
  for (const task of old) {
    await app.files.remove(task.file_key);
    await app.database.queryRows(
      'export_expire_task',
      `update download_tasks set sta = ${STA.failed}, file_key = null, file_size = null, note = $2 where id = $1`,
      [task.id, t('download.expired', 'zh', { days })],
    );
  }

  const dir = app.files.folderPath('exports');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const orphans: string[] = [];
  if (names.length) {
    const named = new Set(
      (
        await app.database.queryRows<{ file_key: string }>(
          'export_named_files',
          `select file_key from download_tasks where file_key like 'exports/%'`,
          [],
        )
      ).map((r) => r.file_key),
    );
    for (const name of names) {
      const key = `exports/${name}`;
      if (named.has(key)) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
      if (!stat?.isFile() || now.getTime() - stat.mtimeMs < ORPHAN_GRACE_MS) continue;
      await app.files.remove(key);
      orphans.push(key);
    }
  }
  if (old.length || orphans.length)
    app.log.info({ expired: old.length, orphans: orphans.length }, 'export files swept');
  return { expired: old.length, orphans };
}

/** An export file's name begins with the instance id of the process writing it (`<pid>-<8 hex>.`). */
const OWNER = /^(\d+-[0-9a-f]{8})\./;

/**
 * The partial files of exports whose process is gone, removed at once (the process lease's takeover, at
 * start and at each look): a file in exports/ no task names, written before `live.asOf`, whose owner
 * (its name's prefix) is no live process, or that names no owner while this process is alone. Their tasks
 * are settled by their jobs (re-queued and run again, or failed with a reason). Answers the removed keys.
 */
export async function removeGonePartials(app: FastifyInstance, live: LiveProcesses): Promise<string[]> {
  const dir = app.files.folderPath('exports');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const candidates = names.filter((name) => {
    const owner = OWNER.exec(name)?.[1];
    return owner ? !live.instances.has(owner) : live.alone;
  });
  if (!candidates.length) return [];
  const named = new Set(
    (
      await app.database.queryRows<{ file_key: string }>(
        'export_named_files',
        `select file_key from download_tasks where file_key like 'exports/%'`,
        [],
      )
    ).map((r) => r.file_key),
  );
  const removed: string[] = [];
  for (const name of candidates) {
    const key = `exports/${name}`;
    if (named.has(key)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    // created after the look at the live processes: by one that began meanwhile
    if (!stat?.isFile() || stat.ctimeMs >= live.asOf) continue;
    await app.files.remove(key);
    removed.push(key);
  }
  if (removed.length) app.log.warn({ files: removed }, 'partial exports of a gone process removed');
  return removed;
}

/** Sweeps when the server is ready and then every hour, until it closes. */
export function scheduleExportSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweepExportFiles(app).catch((err: unknown) => app.log.warn({ err }, 'export sweep failed'));
  app.lease.onTakeover('exports', (live) => removeGonePartials(app, live).then(() => {}));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
