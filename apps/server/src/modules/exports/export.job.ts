import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { entityByName, isMessageKey, t, type Lang } from '@app/shared';
import { withDisplays } from '../../crud/references.ts';
import type { JobRun } from '../../plugins/jobs.ts';
import { STA, updateTask } from '../downloads/download-tasks.ts';
import { cellValue, columnWidth } from './export-cells.ts';
import { exportColumns, type ExportQuery } from './export-query.ts';
import { rowBatches } from './export-source.ts';
import { waitForZip } from './xlsx-backpressure.ts';

export const EXPORT_JOB = 'export';

export interface ExportPayload extends ExportQuery {
  taskId: number;
  entity: string;
  lang: Lang;
}

/** Rows read per batch, and how often (ms) progress is written and pushed at most. */
const settings = () => ({
  batch: Number(process.env.EXPORT_BATCH ?? 500),
  progressMs: Number(process.env.EXPORT_PROGRESS_MS ?? 1000),
});

/** The export job: streams the rows into an xlsx in the file store, reporting progress to the owner. */
export function registerExportJob(app: FastifyInstance) {
  app.jobs.register<ExportPayload>(EXPORT_JOB, (job) => runExport(app, job), {
    concurrency: Number(process.env.EXPORT_CONCURRENCY ?? 2),
    onFailed: async (job, reason) => {
      const p = job.payload as ExportPayload;
      // a system error (a path, an errno) is for the log and the jobs table, not for the user
      const known = isMessageKey(reason) ? reason : 'download.write_failed';
      app.log.error({ job: job.id, task: p.taskId, reason }, 'export failed');
      const note = t('download.failed', p.lang, { reason: t(known, p.lang, { task: p.taskId }) });
      await updateTask(app, p.taskId, { sta: STA.failed, note }, p.lang);
    },
  });
}

async function runExport(app: FastifyInstance, job: JobRun<ExportPayload>) {
  const p = job.payload;
  const def = entityByName(p.entity);
  if (!def) throw new Error(`unknown entity ${p.entity}`);
  const started = await updateTask(app, p.taskId, { sta: STA.running, process: 0, note: '' }, p.lang);
  if (!started) return; // deleted by its owner before it ran
  const [count] = await app.database.queryRows<{ n: number }>(
    `export_count_${createHash('sha1').update(p.countSql).digest('hex').slice(0, 16)}`,
    p.countSql,
    p.countParams,
  );
  const total = count?.n ?? 0;
  // named after this process: if it dies while writing, the next start removes the partial file at once
  const key = app.files.newKey('exports', '.xlsx', app.lease.instanceId);
  const filename = await app.files.pathForWrite(key);
  const columns = exportColumns(def, p.lang);
  const { batch: batchSize, progressMs } = settings();
  let written = 0;
  let cancelled = false;
  try {
    // loaded at the first export, not at start-up (about 18 MB)
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(def.name.slice(0, 31));
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.name, width: columnWidth(c.header) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let lastReport = Date.now();
    for await (const batch of rowBatches(app, p, batchSize)) {
      if (job.signal.aborted) throw job.signal.reason;
      const rows = await withDisplays(app.database, def, batch);
      for (const row of rows) {
        sheet.addRow(columns.map((c) => cellValue(c, row, p.lang))).commit();
      }
      written += rows.length;
      await waitForZip(sheet, job.signal);
      if (Date.now() - lastReport >= progressMs) {
        lastReport = Date.now();
        const process = Math.min(99, Math.floor((written * 100) / Math.max(total, 1)));
        if (!(await updateTask(app, p.taskId, { process }, p.lang))) {
          cancelled = true;
          break;
        }
      }
    }
    sheet.commit();
    await workbook.commit();
  } catch (err) {
    await app.files.remove(key).catch(() => {});
    throw err;
  }
  if (job.signal.aborted) {
    await app.files.remove(key);
    throw job.signal.reason;
  }
  if (cancelled) {
    await app.files.remove(key);
    return;
  }
  const done = await updateTask(
    app,
    p.taskId,
    {
      sta: STA.complete,
      process: 100,
      file_key: key,
      row_count: written,
      file_size: await app.files.size(key),
    },
    p.lang,
  );
  if (!done) await app.files.remove(key); // deleted while the file was being finished
}
